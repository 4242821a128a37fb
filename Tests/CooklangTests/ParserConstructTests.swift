import Cooklang
import Testing

/// One test per construct of the specification, asserting the whole parse.
@Suite("Cooklang parser: constructs")
struct ParserConstructTests {
    private func items(_ source: String) -> [CooklangStep.Item] {
        let recipe = CooklangParser.parse(source)
        #expect(recipe.errors.isEmpty, "\(recipe.errors)")
        return recipe.steps.first?.items ?? []
    }

    @Test func ingredientsSingleMultiWordQuantityUnitAndNote() {
        #expect(items("Add @salt, @ground black pepper{} and @flour{200%g}(sifted).") == [
            .text("Add "), .ingredient(CooklangIngredient(name: "salt")), .text(", "),
            .ingredient(CooklangIngredient(name: "ground black pepper")), .text(" and "),
            .ingredient(CooklangIngredient(name: "flour", quantity: .number(200), units: "g", note: "sifted")), .text("."),
        ])
    }

    @Test func quantitiesFractionsMixedNumbersRangesAndText() {
        let quantities = CooklangParser.parse("@a{1/2%cup} @b{1 1/2} @c{2-3%cloves} @d{a pinch} @e{.5} @f{=1%tsp}").ingredients.map(\.quantity)
        #expect(quantities == [.number(0.5), .number(1.5), .text("2-3"), .text("a pinch"), .number(0.5), .number(1)])
    }

    @Test func cookwareAndTimers() {
        #expect(items("Boil @eggs{2} in a #pot for ~eggs{3%minutes}, then ~rest and ~{1/2%hour}.") == [
            .text("Boil "), .ingredient(CooklangIngredient(name: "eggs", quantity: .number(2))), .text(" in a "),
            .cookware(CooklangCookware(name: "pot")), .text(" for "),
            .timer(CooklangTimer(name: "eggs", quantity: .number(3), units: "minutes")), .text(", then "),
            .timer(CooklangTimer(name: "rest")), .text(" and "), .timer(CooklangTimer(quantity: .number(0.5), units: "hour")), .text("."),
        ])
    }

    @Test func recipeReferenceKeepsThePathAndShowsTheFileName() {
        #expect(items("Use the @./Shared/Pizza Dough{6%balls}.") == [
            .text("Use the "), .ingredient(CooklangIngredient(name: "Pizza Dough", quantity: .number(6), units: "balls", reference: "./Shared/Pizza Dough")), .text("."),
        ])
    }

    @Test func lineAndBlockCommentsAreRemoved() {
        let recipe = CooklangParser.parse("-- a whole-line comment\nMash @potato{2%kg} -- trailing\nuntil smooth [- TODO: litres\nnot cups -], keep mixing")
        #expect(recipe.steps.map(\.text) == ["Mash potato  until smooth , keep mixing"])
    }

    @Test func dashRunsAreTextNotComments() {
        #expect(CooklangParser.parse("Serve --- or don't").steps.map(\.text) == ["Serve --- or don't"])
    }

    @Test func blankLinesSeparateStepsAndBackslashBreaksALine() {
        let recipe = CooklangParser.parse("A step,\nthe same step.\n\nLay out @rice paper{1}.\\\nTop it.")
        #expect(recipe.steps.map(\.text) == ["A step, the same step.", "Lay out rice paper.\nTop it."])
    }

    @Test func notesAndSections() {
        let recipe = CooklangParser.parse("> Don't burn the roux!\n\n= Dough\n\nMix @flour{200%g}.\n\n== Filling ==\n\nAdd @cheese.")
        #expect(recipe.sections.map(\.name) == [nil, "Dough", "Filling"])
        #expect(recipe.sections[0].blocks == [.note("Don't burn the roux!")])
        #expect(recipe.sections[2].blocks.count == 1)
        #expect(recipe.steps.map(\.text) == ["Mix flour.", "Add cheese."])
    }

    @Test func frontMatterWithListsAndNesting() {
        let recipe = CooklangParser.parse("---\ntitle: Carbonara\nservings: 2\ntags:\n  - pasta\n  - quick\nsource:\n  name: Book\n---\nCook @spaghetti{200%g}.")
        #expect(recipe.metadata("title") == .plain("Carbonara"))
        #expect(recipe.metadata("tags") == .sequence([.plain("pasta"), .plain("quick")]))
        #expect(recipe.metadata("source")?["name"] == .plain("Book"))
        #expect(recipe.steps.map(\.text) == ["Cook spaghetti."])
    }

    @Test func metadataKeysMatchWhateverTheirCase() {
        let recipe = CooklangParser.parse("---\nServings: 2\nPREP TIME: 5 min\nTitlé: Crêpes\n\u{212A}ind: sweet\ntitles: no\n---\nStir.")
        #expect(recipe.metadata("servings") == .plain("2"))
        #expect(recipe.metadata("prep time") == .plain("5 min"))
        #expect(recipe.metadata("titlé") == .plain("Crêpes"))
        #expect(recipe.metadata("kind") == .plain("sweet"), "the Kelvin sign lowercases to k")
        #expect(recipe.metadata("title") == nil, "a longer key is another key")
        #expect(recipe.metadata("servingsx") == nil)
    }

    @Test func legacyMetadataLines() {
        let recipe = CooklangParser.parse(">> source: https://example.org/x\n>> serves: 4\n\nStir.")
        #expect(recipe.metadata.map(\.key) == ["source", "serves"])
        #expect(recipe.metadata("source") == .plain("https://example.org/x"))
        #expect(recipe.steps.map(\.text) == ["Stir."])
    }

    @Test func frontMatterOnlyAtTheVeryStart() {
        let recipe = CooklangParser.parse("hello ---\nsourced: babooshka\n---\n")
        #expect(recipe.metadata.isEmpty)
        #expect(recipe.steps.map(\.text) == ["hello --- sourced: babooshka ---"])
    }

    @Test func sigilsBeforeSpaceOrPunctuationAreText() {
        #expect(items("Recipe # 5, email me @ home, ~ {5} and #, too") == [.text("Recipe # 5, email me @ home, ~ {5} and #, too")])
    }

    @Test func unclosedBracesLeaveAOneWordComponent() {
        #expect(items("@flour{200%g") == [.ingredient(CooklangIngredient(name: "flour")), .text("{200%g")])
    }

    @Test func aByteOrderMarkDoesNotHideFrontMatter() {
        let recipe = CooklangParser.parse("\u{FEFF}---\nservings: 2\n---\nStir.")
        #expect(recipe.metadata("servings") == .plain("2"))
        #expect(recipe.steps.map(\.text) == ["Stir."])
    }

    @Test func aByteOrderMarkIsNoTextAnywhereAtTheStart() {
        #expect(CooklangParser.parse("\u{FEFF}>> serves: 4\n\nStir.").metadata("serves") == .plain("4"))
        let step = CooklangParser.parse("\u{FEFF}@salt{1%g} to taste")
        #expect(step.ingredients.map(\.name) == ["salt"])
        #expect(step.steps.map(\.text) == ["salt to taste"])
        #expect(CooklangParser.parse("\u{FEFF}Add @{1}").errors.map(\.column) == [5], "columns count from after the mark")
        #expect(CooklangParser.parse("\u{FEFF}").steps.isEmpty)
    }

    @Test func windowsLineEndingsAndNoFinalNewline() {
        #expect(CooklangParser.parse("First\r\nline\r\n\r\nSecond").steps.map(\.text) == ["First line", "Second"])
    }
}

/// Cases the differential check against the official parser turned up.
@Suite("Cooklang parser: agreement with the official parser")
struct ParserAgreementTests {
    @Test func aSigilRightAfterAnotherMakesTheFirstOneText() {
        #expect(CooklangParser.parse("Simmer for ~~{8%minutes}.").steps.first?.items == [
            .text("Simmer for ~"), .timer(CooklangTimer(quantity: .number(8), units: "minutes")), .text("."),
        ])
        #expect(CooklangParser.parse("@@tomato sauce{1}").ingredients == [CooklangIngredient(name: "tomato sauce", quantity: .number(1))])
    }

    @Test func spacesInsideAMultiWordNameCollapse() {
        #expect(CooklangParser.parse("Add @white  wine\nvinegar{1%tbsp}.").ingredients.map(\.name) == ["white wine vinegar"])
    }
}

/// Where the official parser and the files people write agree (issue #14).
@Suite("Cooklang parser: parity with the official parser")
struct ParserParityTests {
    @Test func aNoteContinuedAfterATrailingSpaceHasOneSpace() {
        let recipe = CooklangParser.parse("@garlic{2}(peeled and \ngrated) and @salt{1 \n %tsp}")
        #expect(recipe.ingredients.map(\.note) == ["peeled and grated", nil])
        #expect(recipe.ingredients.last?.units == "tsp")
        #expect(recipe.ingredients.last?.quantity?.text == "1")
    }

    @Test func backslashEscapesInsideComponents() {
        let recipe = CooklangParser.parse(#"@spice \"mix\"{} @flour{\1/2%cup} @f{1\%2%cup} @a\{b{1}(x \) y) #pan\}{}"#)
        #expect(recipe.ingredients.map(\.name) == [#"spice "mix""#, "flour", "f", "a{b"])
        #expect(recipe.ingredients.map { $0.quantity?.text } == [nil, "1/2", "1%2", "1"])
        #expect(recipe.ingredients.map(\.units) == ["", "cup", "cup", ""])
        #expect(recipe.ingredients.last?.note == "x ) y")
        #expect(recipe.cookware.map(\.name) == ["pan}"])
    }

    @Test func anEscapedSigilIsText() {
        let recipe = CooklangParser.parse(##"Mail \@chef or tag \#dinner, C:\\dir"##)
        #expect(recipe.ingredients.isEmpty)
        #expect(recipe.cookware.isEmpty)
        #expect(recipe.steps.map(\.text) == [##"Mail @chef or tag #dinner, C:\dir"##])
    }

    /// Issue #35: a `>>` line with no colon is no metadata; in a file with front matter it is
    /// the author's text, shown without a stray `>`.
    @Test func aDoubleMarkLineWithoutAColonIsTheAuthorsText() {
        let recipe = CooklangParser.parse("---\ntitle: Soup\n---\n>> Serve hot\n\nHeat @stock{1%l}.")
        #expect(recipe.sections.first?.blocks.first == .note("Serve hot"))
        #expect(recipe.metadata.first { $0.key == "title" } != nil)
    }

    /// Issue #35: a converter's escapes (`Paprika\"`, `\*`, `\(`) show the character they
    /// escape, never the backslash, as the official parser reads them.
    @Test func aBackslashInTextShowsTheCharacterItEscapes() {
        let recipe = CooklangParser.parse(##"Add @paprika{1%tsp} (\"Paprika\" \*sweet\*\), then \(stir\)."##)
        #expect(recipe.steps.map(\.text) == [##"Add paprika ("Paprika" *sweet*), then (stir)."##])
    }

    @Test func aHorizontalRuleIsNotAStep() {
        let recipe = CooklangParser.parse("Mix.\n\n---\n\nBake.\n\n  ----  \n\nServe.\n\n- - -")
        #expect(recipe.steps.map(\.text) == ["Mix.", "Bake.", "Serve.", "- - -"])
        #expect(CooklangParser.parse("Mix. ---").steps.map(\.text) == ["Mix. ---"], "a run of dashes in text stays text")
    }
}
