import Foundation
import RecipeStore
import Testing
import TestSupport

/// Merging ingredient lines into a shopping list, and reading Cooklang's `aisle.conf`
/// (issue #17's first pieces).
@Suite("Shopping: merged items and aisles")
struct ShoppingItemTests {
    private func line(_ quantity: String, _ unit: String, _ name: String) -> IngredientLine {
        IngredientLine(quantity: quantity, unit: unit, name: name)
    }

    @Test func aLineWrittenTwiceIsListedOnceAndBoughtTwice() throws {
        let folder = try CookFolder(["Soup.cook": "Add @salt{1%tsp} and @stock{1%l}.\n\nTaste, then add @salt{1%tsp} again and @pepper{}; more @pepper{}.\n"])
        let store = try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("uses"))
        let soup = try #require(store.recipe("soup"))
        #expect(soup.ingredients.map(\.text) == ["1 tsp salt", "1 l stock", "pepper"])
        #expect(soup.ingredients.map(\.uses) == [2, 1, 2])
        #expect(ShoppingItem.merge(soup.ingredients.map { ($0, "Soup") }).map(\.text) == ["2 tsp salt", "1 l stock", "pepper"])
        // A JSON collection keeps the count: `show --json` writes it, the collection reader reads it back.
        let json = String(decoding: try JSONEncoder().encode(soup.ingredients[0]), as: UTF8.self)
        #expect(json.contains("\"uses\":2"))
        #expect(try JSONDecoder().decode(IngredientLine.self, from: Data(json.utf8)).uses == 2)
        #expect(soup.adjusted(by: 2).ingredients[0].uses == 2, "scaling keeps it")
        let collection = try CollectionLoader.decode(Data("""
            {"version": 1, "categories": [{"id": "soups", "name": "Soups"}], "recipes": [{"id": "soup", "name": "Soup", "category": "soups",
             "ingredients": [{"quantity": "1", "unit": "tsp", "name": "salt", "uses": 2}, {"name": "pepper", "uses": -4}], "steps": [], "related": []}]}
            """.utf8), file: "soup.json")
        #expect(collection.recipes.first?.ingredients.map(\.uses) == [2, 1], "a JSON collection reads it; nonsense counts once")
    }

    @Test func compatibleAmountsAreSummedOthersSideBySide() {
        let items = ShoppingItem.merge([
            (line("80", "g", "tipo zero flour"), "Pizza Dough"),
            (line("760", "g", "tipo zero flour"), "Pizza Dough"),
            (line("1", "tbsp", "olive oil"), "Salad"),
            (line("1", "tsp", "olive oil"), "Pizza"),
            (line("2", "", "onions"), "Soup"),
            (line("100", "g", "Onions"), "Curry"),
            (line("", "", "salt"), "Soup"),
            (line("a pinch", "", "salt"), "Curry"),
            (line("2-3", "", "garlic cloves"), "Soup"),
            (line("1", "", "garlic cloves"), "Curry"),
            (line("1", "", "garlic clove"), "Curry"),       // the singular of a count: the same line (issue #32)
            (line("1", "", "garlic"), "Curry"),             // a mass noun: another line
        ])
        #expect(items.map(\.text) == ["840 g tipo zero flour", "1 1/3 tbsp olive oil", "100 g + 2 onions", "a pinch salt", "5 garlic cloves",
                                      "1 garlic"])
        #expect(items.map(\.sources) == [["Pizza Dough"], ["Salad", "Pizza"], ["Soup", "Curry"], ["Soup", "Curry"], ["Soup", "Curry"], ["Curry"]])
    }

    @Test func sumsReadInAUsefulUnit() {
        let items = ShoppingItem.merge([(line("1", "cup", "milk"), "A"), (line("100", "ml", "milk"), "B"), (line("1", "kg", "sugar"), "A"),
                                        (line("250", "grams", "sugar"), "B")])
        #expect(items.map(\.text) == ["1 3/8 cups milk", "1.25 kg sugar"], "a US unit: cups in eighths (1.42 cups); metric: kg from 1000 g")
        let small = ShoppingItem.merge([(line("1", "kg", "flour"), "A"), (line("5", "mg", "flour"), "B"), (line("1", "tbsp", "oil"), "A"),
                                        (line("1", "tsp", "oil"), "B"), (line("1", "cup", "stock"), "A"), (line("1", "tsp", "stock"), "B")])
        #expect(small.map(\.text) == ["1 kg flour", "1 1/3 tbsp oil", "1 cup stock"])
    }

    @Test func theSeedCollectionsAisles() throws {
        let text = try String(contentsOfFile: try ProjectPaths.sharedData("cook-collections/cookcli-seed/config/aisle.conf"), encoding: .utf8)
        let aisles = AisleConfig(parsing: text)
        #expect(aisles.problems.isEmpty)
        #expect(aisles.sections.first?.name == "fruit and veg" && aisles.sections.count >= 8)
        #expect(aisles.section(of: "mozzarella") == "milk and dairy")
        #expect(aisles.section(of: "Onions") == "fruit and veg", "synonyms, case aside")
        #expect(aisles.section(of: "red onions, sliced") == nil, "a synonym is a whole name, not the ingredient key (issue #32)")
        #expect(aisles.section(of: "tipo zero flour") == "tinned goods and baking")
        #expect(aisles.section(of: "unobtainium") == nil)
    }

    @Test func linesThatCannotBePlacedAreNamedByNumber() {
        let aisles = AisleConfig(parsing: "milk\n[dairy\n[dairy]\nbutter | // salted\n// a comment\r\n\r\n[baking]\r\nflour|plain flour\r\n")
        #expect(aisles.sections == [AisleConfig.Section(name: "dairy", ingredients: [["butter"]]),
                                    AisleConfig.Section(name: "baking", ingredients: [["flour", "plain flour"]])])
        #expect(aisles.problems.map(\.line) == [1, 2])
        #expect(aisles.problems.map(\.message) == ["“milk” comes before any [section]", "a section heading is written [name]"])
    }

    @Test func aSectionNamedTwiceIsOneSection() throws {
        let aisles = AisleConfig(parsing: "[dairy]\nmilk\n[baking]\nflour\n[dairy]\nbutter\n")
        #expect(aisles.sections == [AisleConfig.Section(name: "dairy", ingredients: [["milk"], ["butter"]]),
                                    AisleConfig.Section(name: "baking", ingredients: [["flour"]])])
        #expect(aisles.problems == [LineProblem(line: 5, message: "[dairy] is already a section (line 1); its ingredients are added there")])
        let folder = try CookFolder(["Cake.cook": "Mix @butter{100%g}, @flour{200%g} and @milk{1%cup}.\n"])
        let store = try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("aisles"))
        let list = ShoppingList(file: ShoppingListFile(parsing: "./Cake\n"), checks: ShoppingCheckLog(parsing: ""), aisles: aisles, store: store, isFolder: true)
        #expect(list.groups.map(\.heading) == [.aisle("dairy"), .aisle("baking")], "each aisle once, in file order")
    }
}
