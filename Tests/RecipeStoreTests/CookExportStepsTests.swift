import Cooklang
import RecipeStore
import Testing
import TestSupport

/// `cookbook export --cook` (issue #32): cook mode on an exported file equals cook mode on the
/// JSON original — the same steps, each with the same ingredients at the same amounts and the
/// same timers — for every recipe of the bundled collection; what no step names is on the
/// mise en place only, with nothing lost or bought twice.
@Suite("Cook mode on an export")
struct CookExportStepsTests {
    let collection: RecipeCollection

    init() throws { collection = try CollectionLoader.load(path: ProjectPaths.bundledCollection) }

    @Test func cookModeOnTheExportIsCookModeOnTheOriginal() {
        var named = 0
        for recipe in collection.recipes {
            let exported = CookRecipeConverter(parsed: CooklangParser.parse(CookFileWriter.text(of: recipe)))
            let (ingredients, uses) = exported.ingredientsAndStepUses
            #expect(exported.steps.count == recipe.steps.count, "\(recipe.id): no step added")
            #expect(uses.count == recipe.steps.count, "\(recipe.id)")
            for (index, use) in uses.enumerated() where index < recipe.steps.count {
                let original = recipe.use(ofStep: index)
                #expect(use.ingredients.map(\.text) == original.ingredients.map(\.text), "\(recipe.id) step \(index + 1): \(recipe.steps[index])")
                #expect(use.ingredients.map(\.uses) == original.ingredients.map(\.uses), "\(recipe.id) step \(index + 1): each once")
                #expect(use.timers.map(\.seconds) == original.timers.map(\.seconds), "\(recipe.id) step \(index + 1): \(recipe.steps[index])")
                named += original.ingredients.count
            }
            let lines = { (list: [IngredientLine]) in list.map { [$0.quantity, $0.unit, $0.name, $0.note ?? "", "\($0.isFixed)", "\($0.uses)"].joined(separator: "|") }.sorted() }
            #expect(lines(ingredients) == lines(recipe.ingredients), "\(recipe.id): the same lines at the same amounts, each once")
        }
        #expect(named > collection.recipes.count * 3, "steps do name ingredients: \(named)")
    }

    @Test func theCurryAsExported() throws {
        let curry = try #require(collection.recipes.first { $0.id == "chicken-curry" })
        let text = CookFileWriter.text(of: curry)
        #expect(text.contains("Heat the @vegetable oil{3%tbsp} in a heavy pan and fry the @onions, finely chopped{2} over medium heat for ~{12-15%minutes}"), "\(text)")
        #expect(text.contains("Stir in the @boneless chicken thighs, cut into chunks{700%g} and season with @salt{}(to taste). Cover and simmer for ~{15%minutes}."), "\(text)")
        #expect(text.contains("\n\nMise en place: @ground cumin{2%tsp}, @ground coriander{2%tsp}, @ground turmeric{1%tsp}, @Kashmiri chilli powder{1%tsp}.\n\n"),
                "the spices no step names, in a paragraph that is no step: \(text)")
        #expect(!text.contains("Gather"))
    }
}

/// The mise-en-place paragraph of a `.cook` file (what export and import write for the
/// ingredients no step names): read onto the list, never a step; anything else stays a step.
@Suite("A mise-en-place paragraph")
struct MiseEnPlaceParagraphTests {
    private func read(_ text: String) -> CookRecipeConverter { CookRecipeConverter(parsed: CooklangParser.parse(text)) }

    @Test func aFirstMiseEnPlaceParagraphIsTheListNotAStep() {
        let recipe = read("> Start early.\n\nMise en place: @salt{}(to taste), @ground cumin{2%tsp} and @./Sauces/Stock{1%l}.\n\nFry the @onions{2}.\n\n> Serve hot.\n")
        #expect(recipe.steps == ["Fry the onions."])
        #expect(recipe.ingredients.map(\.text) == ["salt (to taste)", "2 tsp ground cumin", "1 l Stock", "2 onions"])
        #expect(recipe.stepUses.map { $0.ingredients.map(\.name) } == [["onions"]])
        #expect(recipe.references == ["./Sauces/Stock"])
        #expect(recipe.methodNotes == [MethodNote(.note, beforeStep: 0, text: "Start early."), MethodNote(.note, beforeStep: 1, text: "Serve hot.")])
    }

    @Test func otherParagraphsStaySteps() {
        let table: [(String, [String])] = [
            ("Fry the @onions{2}.\n\nMise en place: @salt{}.\n", ["Fry the onions.", "Mise en place: salt."]),          // not first
            ("Mise en place: @salt{} in a #bowl{}.\n\nStir.\n", ["Mise en place: salt in a bowl.", "Stir."]),           // other words, cookware
            ("Mise en place: nothing yet.\n\nStir.\n", ["Mise en place: nothing yet.", "Stir."]),                     // no ingredient
            ("Gather @salt{}.\n\nStir.\n", ["Gather salt.", "Stir."]),                                             // older exports
        ]
        for (text, steps) in table {
            #expect(read(text).steps == steps, "\(text)")
            #expect(read(text).stepUses.count == steps.count)
        }
    }
}
