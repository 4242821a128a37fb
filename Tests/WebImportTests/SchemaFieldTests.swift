import RecipeStore
import Testing
@testable import WebImport

/// The schema.org fields that need reading: ISO 8601 durations, yields in words, instructions
/// in every shape, and ingredient lines split into amount, unit, name and note.
@Suite("schema.org fields: times, yields, instructions, ingredients")
struct SchemaFieldTests {
    @Test func isoDurationsBecomeMinutes() {
        #expect(ISODuration.minutes("PT1H5M") == 65)
        #expect(ISODuration.minutes("PT90M") == 90)
        #expect(ISODuration.minutes("P0DT1H") == 60)
        #expect(ISODuration.minutes("PT0.5H") == 30)
        #expect(ISODuration.minutes("P1DT2H") == 26 * 60)
        #expect(ISODuration.minutes("pt20m") == 20)
        #expect(ISODuration.minutes("PT45S") == 1)
        #expect(ISODuration.minutes("20 minutes") == nil && ISODuration.minutes("P") == nil && ISODuration.minutes("PT5") == nil)
        // Issue #36: written loosely, read as recipe-scrapers reads them.
        #expect(ISODuration.minutes("P30M") == 30, "no recipe takes months: minutes")
        #expect(ISODuration.minutes("PT0D1H0M") == 60 && ISODuration.minutes("PTH25M") == 25 && ISODuration.minutes("P1H") == 60)
        #expect(ISODuration.minutes("PTX") == nil && ISODuration.minutes("PT5Y") == nil)
        #expect(ISODuration.words(minutes: 65) == "1 hour 5 minutes" && ISODuration.words(minutes: 120) == "2 hours" && ISODuration.words(minutes: 1) == "1 minute")
    }

    /// The servings and the kept text of a yield, as text for comparing.
    private func reads(_ value: JSONValue?) -> [String?] {
        let yield = RecipeYield(value)
        return [yield.servings.map(String.init), yield.text]
    }

    @Test func yieldsGiveServingsAndKeepWhatTheySayBeyondThem() {
        #expect(reads(.integer(4)) == ["4", nil])
        #expect(reads(.string("4 servings")) == ["4", nil])
        #expect(reads(.string("Serves: 6")) == ["6", nil])
        #expect(reads(.array([.string("4"), .string("4 servings")])) == ["4", nil])
        #expect(reads(.string("Makes 6 flatbreads")) == ["6", "Makes 6 flatbreads"])
        #expect(reads(.string("Serves 4-6")) == ["6", "Serves 4-6"], "enough for the upper end; the range kept as written")
        // Issue #36: a whole number with a decimal, a count in Japanese, a QuantitativeValue.
        #expect(reads(.string("Serves 4.0")) == ["4", nil])
        #expect(reads(.string("4人分")) == ["4", nil])
        #expect(reads(.object(["@type": .string("QuantitativeValue"), "value": .integer(6)])) == ["6", nil])
        #expect(reads(.string("4.5 servings"))[0] == nil && reads(.string("4th"))[0] == nil)
        #expect(reads(.string("one loaf")) == [nil, "one loaf"])
        #expect(reads(nil) == [nil, nil])
    }

    @Test func instructionsInEveryShapeBecomeSectionsOfSteps() {
        typealias Section = SchemaInstructions.Section
        #expect(SchemaInstructions(.string("1. Mix the flour. 2. Knead for 10 minutes. 3. Bake.")).sections
                == [Section(name: nil, items: [.step("Mix the flour."), .step("Knead for 10 minutes."), .step("Bake.")])])
        #expect(SchemaInstructions(.string("Mix.\nKnead.\n\nBake.")).steps == ["Mix.", "Knead.", "Bake."])
        #expect(SchemaInstructions(.string("<ol><li>Mix &amp; knead</li><li>Bake <b>hot</b></li></ol>")).steps == ["Mix & knead", "Bake hot"])
        #expect(SchemaInstructions(.string("Preheat the oven to 200. Bake 20 minutes.")).steps == ["Preheat the oven to 200. Bake 20 minutes."],
                "a number in prose is no list item")
        #expect(SchemaInstructions(.array([.string("Step 1: Mix."), .string("2) Bake.")])).steps == ["Mix.", "Bake."])
        let nested: JSONValue = .array([
            .object(["@type": .string("HowToSection"), "name": .string("Dough"), "itemListElement": .array([
                .object(["@type": .string("HowToStep"), "text": .string("Mix.")]),
                .array([.object(["@type": .string("HowToStep"), "name": .string("Rest"), "text": .string("Cover the bowl.")])]),
            ])]),
            .object(["@type": .string("HowToSection"), "name": .string("Bake"), "itemListElement": .array([
                .object(["@type": .string("HowToStep"), "text": .string("Bake for 30 minutes.")]),
                .object(["@type": .string("HowToTip"), "text": .string("Check at 25.")]),
            ])]),
        ])
        #expect(SchemaInstructions(nested).sections == [
            Section(name: "Dough", items: [.step("Mix."), .step("Cover the bowl.")]),
            Section(name: "Bake", items: [.step("Bake for 30 minutes."), .note("Check at 25.")]),
        ], "inside a section a one-word label is dropped; a tip is a note")
        let named: JSONValue = .array([
            .object(["@type": .string("HowToStep"), "name": .string("Preheat"), "text": .string("Heat the oven to 190 °C.")]),
            .object(["@type": .string("HowToStep"), "name": .string("Make the glaze"), "text": .string("Whisk sugar and milk.")]),
        ])
        #expect(SchemaInstructions(named).sections == [Section(name: "Preheat", items: [.step("Heat the oven to 190 °C.")]),
                                                       Section(name: "Make the glaze", items: [.step("Whisk sugar and milk.")])],
                "outside a section a step's own name is its heading, as the site shows it and its reader lists it (issue #36)")
        let inSection: JSONValue = .object(["@type": .string("HowToSection"), "name": .string("Glaze"), "itemListElement": .array([
            .object(["@type": .string("HowToStep"), "name": .string("Make the glaze first"), "text": .string("Whisk sugar and milk.")])])])
        #expect(SchemaInstructions(inSection).steps == ["Make the glaze first: Whisk sugar and milk."], "inside a section a name that says more goes in front")
        #expect(SchemaInstructions(.object(["@type": .string("HowToStep"), "name": .string("Heat the oven…"), "text": .string("Heat the oven to 200 °C.")])).sections
                == [Section(name: nil, items: [.step("Heat the oven to 200 °C.")])], "a name that is the text cut short is no heading")
        #expect(SchemaInstructions(.array([.string("1.Preheat the oven. 2.Cream the butter. 3.Bake 20 minutes.")])).steps
                == ["Preheat the oven.", "Cream the butter.", "Bake 20 minutes."], "numbered items written without a space (bigoven.com)")
        // Issue #36: a name that only numbers the step (chefkoch.de) is no prefix; punctuation alone is no step.
        let numbered: JSONValue = .array([
            .object(["@type": .string("HowToStep"), "name": .string("1"), "text": .string("Beat the egg.")]),
            .object(["@type": .string("HowToStep"), "name": .string("Schritt 2:"), "text": .string("Fold in the flour.")]),
            .object(["@type": .string("HowToStep"), "name": .string("step3"), "text": .string("Bake.")]),
            .string(","), .string(" . "),
        ])
        #expect(SchemaInstructions(numbered).steps == ["Beat the egg.", "Fold in the flour.", "Bake."])
        #expect(SchemaInstructions(.object(["@type": .string("HowToStep"), "name": .string("Mix the flour"), "text": .string("Mix the flour with the water.")])).steps
                == ["Mix the flour with the water."], "a name the text already says is not repeated")
        #expect(SchemaInstructions(.array([.object(["@type": .string("ListItem"), "item": .object(["@type": .string("HowToStep"), "text": .string("Inner")])]),
                                            .string("="), .string("> Not a note")])).steps == ["Inner", "Not a note"],
                "a ListItem's item is the step; a step that would read as a heading or a note loses the mark, an empty one goes")
    }

    @Test func aStepThatListsItselfIsReadOnceAndTheWorkIsBounded() {
        let step: [String: JSONValue] = ["@id": .string("#s"), "@type": .string("HowToStep"), "text": .string("x"),
                                         "itemListElement": .array(Array(repeating: .object(["@id": .string("#s")]), count: 6))]
        #expect(SchemaInstructions(.array([.object(["@id": .string("#s")])]), nodes: ["#s": step]).steps == ["x"])
        // Six references to a step that lists two others, each listing two more…: a diamond, not a cycle.
        var nodes: [String: [String: JSONValue]] = [:]
        for level in 0..<30 {
            nodes["#\(level)"] = ["@type": .string("HowToStep"), "text": .string("step \(level)"),
                                  "itemListElement": .array([.object(["@id": .string("#\(level + 1)")]), .object(["@id": .string("#\(level + 1)")])])]
        }
        #expect(SchemaInstructions(.object(["@id": .string("#0")]), nodes: nodes).steps.count <= SchemaInstructions.maximumItems)
    }

    @Test func ingredientLinesSplitIntoAmountUnitNameAndNote() {
        let cases: [(String, ImportedIngredient)] = [
            ("2 cloves garlic, minced", .init(name: "garlic", quantity: "2", unit: "cloves", note: "minced")),
            ("1 ½ cups vegetable stock", .init(name: "vegetable stock", quantity: "1 1/2", unit: "cups", note: nil)),
            ("½ tsp salt", .init(name: "salt", quantity: "1/2", unit: "tsp", note: nil)),
            ("2-3 carrots", .init(name: "carrots", quantity: "2-3", unit: "", note: nil)),
            ("150g (1/3 lb) bacon", .init(name: "bacon", quantity: "150", unit: "g", note: "1/3 lb")),
            ("1 (14.5 oz) can diced tomatoes, drained", .init(name: "diced tomatoes", quantity: "1", unit: "can", note: "14.5 oz, drained")),
            ("1 to 2 cups broth", .init(name: "broth", quantity: "1-2", unit: "cups", note: nil)),
            ("1 1/2 to 2 cups stock", .init(name: "stock", quantity: "1 1/2-2", unit: "cups", note: nil)),
            ("1-1/2 cups sugar", .init(name: "sugar", quantity: "1 1/2", unit: "cups", note: nil)),
            ("1 cup sugar\\", .init(name: "sugar", quantity: "1", unit: "cup", note: nil)),
            ("Salt and pepper to taste", .init(name: "Salt and pepper to taste", quantity: "", unit: "", note: nil)),
            ("a pinch of saffron", .init(name: "saffron", quantity: "1", unit: "pinch", note: nil)),
            ("1 @weird {name}", .init(name: "weird name", quantity: "1", unit: "", note: nil)),
            // Issue #36: brackets nest, and none is left in a name; units in other languages, and
            // the article after a unit, are no part of the name.
            ("150 g light brown sugar ((3/4 cup, packed))", .init(name: "light brown sugar", quantity: "150", unit: "g", note: "3/4 cup, packed")),
            ("1 (about 1 (14 oz) can) tomatoes", .init(name: "tomatoes", quantity: "1", unit: "", note: "about 1 14 oz can")),
            ("2 cups flour) sifted", .init(name: "flour sifted", quantity: "2", unit: "cups", note: nil)),
            ("1 cup butter (softened", .init(name: "butter", quantity: "1", unit: "cup", note: "softened")),
            ("6 EL Olivenöl", .init(name: "Olivenöl", quantity: "6", unit: "EL", note: nil)),
            ("1 Prise Salz", .init(name: "Salz", quantity: "1", unit: "Prise", note: nil)),
            ("2 Stück (mittelgroß Zwiebel/n)", .init(name: "mittelgroß Zwiebel/n", quantity: "2", unit: "Stück", note: nil)),
            ("350 g d'aubergine", .init(name: "aubergine", quantity: "350", unit: "g", note: nil)),
            ("2 c.à.s. de l'huile d'olive", .init(name: "huile d'olive", quantity: "2", unit: "c.à.s.", note: nil)),
            ("2 cuillères à soupe de sucre", .init(name: "sucre", quantity: "2", unit: "cuillères à soupe", note: nil)),
            ("1 cucharada de aceite", .init(name: "aceite", quantity: "1", unit: "cucharada", note: nil)),
            ("2 eetlepels olijfolie", .init(name: "olijfolie", quantity: "2", unit: "eetlepels", note: nil)),
            ("1 cup of flour", .init(name: "flour", quantity: "1", unit: "cup", note: nil)),
            ("a red onion", .init(name: "red onion", quantity: "1", unit: "", note: nil)),
            ("A pinch of black pepper", .init(name: "black pepper", quantity: "1", unit: "pinch", note: nil)),
            ("the zest of 2 lemons", .init(name: "zest of 2 lemons", quantity: "", unit: "", note: nil)),
            ("a few sprigs thyme, leaves picked", .init(name: "sprigs thyme", quantity: "a few", unit: "", note: "leaves picked")),
            ("a little olive oil", .init(name: "olive oil", quantity: "a little", unit: "", note: nil)),
            // Lines from recipe-scrapers' test pages whose names kept an article, a unit or a note.
            ("1/4 of a red onion (finely diced)", .init(name: "red onion", quantity: "1/4", unit: "", note: "finely diced")),
            ("½ a lemon zested and juiced", .init(name: "lemon zested and juiced", quantity: "1/2", unit: "", note: nil)),
            ("⅓ cup of the used frying oil (or butter)", .init(name: "used frying oil", quantity: "1/3", unit: "cup", note: "or butter")),
            ("3 tablespoons Tablespoon milk", .init(name: "milk", quantity: "3", unit: "tablespoons", note: nil)),
            ("snuf peper en zout", .init(name: "peper en zout", quantity: "1", unit: "snuf", note: nil)),
            ("2 Stück Zwiebel/n; mittelgroß", .init(name: "Zwiebel/n", quantity: "2", unit: "Stück", note: "mittelgroß")),
            ("2 Stück, mittelgroß Zwiebel/n", .init(name: "mittelgroß Zwiebel/n", quantity: "2", unit: "Stück", note: nil)),
            ("of bacon", .init(name: "bacon", quantity: "", unit: "", note: nil)),
        ]
        for (line, expected) in cases { #expect(ImportedIngredient(line: line) == expected, "\(line)") }
        #expect(ImportedIngredient(line: "2 cloves garlic, minced").component == "@garlic{2%cloves}(minced)")
        #expect(ImportedIngredient(line: "pepper").component == "@pepper{}")
    }
}
