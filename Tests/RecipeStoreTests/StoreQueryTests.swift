import RecipeStore
import Testing
import TestSupport

@Suite("Store queries: lists, related, ingredients")
struct StoreQueryTests {
    typealias F = CollectionFixtures

    let store: MemoryRecipeStore

    init() throws {
        store = try F.store(F.json(recipes: [
            F.recipe("zucchini-bread", name: "Zucchini Bread", category: "desserts", ingredients: ["grated zucchini", "eggs", "plain flour"]),
            F.recipe("apple-pie", name: "Apple Pie", category: "desserts", ingredients: ["Apples, peeled and sliced", "butter"], related: ["pie-crust", "custard"]),
            F.recipe("pie-crust", name: "Pie Crust", category: "desserts", ingredients: ["cold unsalted butter", "flour"]),
            F.recipe("custard", name: "Custard", category: "desserts", ingredients: ["2 large eggs", "milk"]),
            F.recipe("omelette", name: "Omelette", category: "mains", ingredients: ["egg", "finely chopped onions", "Butter"]),
        ]))
    }

    @Test func categoriesKeepFileOrderAndListsAreInNameOrder() {
        #expect(store.categories.map(\.id) == ["mains", "desserts", "soups"])
        #expect(store.recipeCount(in: "desserts") == 4)
        #expect(store.recipes(in: "desserts", range: 0..<10).map(\.name) == ["Apple Pie", "Custard", "Pie Crust", "Zucchini Bread"])
        #expect(store.recipes(in: "desserts", range: 1..<3).map(\.name) == ["Custard", "Pie Crust"])
        #expect(store.recipes(in: "desserts", range: 3..<100).map(\.name) == ["Zucchini Bread"])
        #expect(store.recipes(in: "soups", range: 0..<10) == [])
        #expect(store.recipes(in: "nope", range: 0..<10) == [])
    }

    @Test func recipesByIDAndRelated() {
        #expect(store.recipe("apple-pie")?.name == "Apple Pie")
        #expect(store.recipe("nope") == nil)
        #expect(store.contains("custard"))
        #expect(!store.contains("Custard"))
        #expect(store.related(to: "apple-pie").map(\.id) == ["pie-crust", "custard"])
        #expect(store.related(to: "custard") == [])
    }

    @Test func ingredientNamesAreNormalised() {
        #expect(IngredientKey("Apples, peeled and sliced").rawValue == "apple")
        #expect(IngredientKey("finely chopped onions").rawValue == "onion")
        #expect(IngredientKey("2 large eggs").rawValue == "2 egg")
        #expect(IngredientKey("cold unsalted butter").rawValue == "butter")
        #expect(IngredientKey("garlic cloves, minced").rawValue == "garlic")
        #expect(IngredientKey("cloves").rawValue == "clove")
        #expect(IngredientKey("ripe tomatoes").rawValue == "tomato")
        #expect(IngredientKey("fresh raspberries").rawValue == "raspberry")
        #expect(IngredientKey("bay leaves").rawValue == "bay leaf")
        #expect(IngredientKey("extra virgin olive oil").rawValue == "olive oil")
        #expect(IngredientKey("Crème fraîche").rawValue == "creme fraiche")
        #expect(IngredientKey("asparagus").rawValue == "asparagus")
        #expect(IngredientKey("豆腐").rawValue == "豆腐")
    }

    @Test func theRecipesThatUseAnIngredientAreFoundWhateverTheWording() {
        #expect(store.recipes(using: IngredientKey("butter"), range: 0..<10).map(\.id) == ["apple-pie", "omelette", "pie-crust"])
        #expect(store.recipeCount(using: IngredientKey("Eggs")) == 2)
        #expect(store.recipes(using: IngredientKey("eggs"), range: 0..<10).map(\.id) == ["omelette", "zucchini-bread"])
        #expect(store.recipes(using: IngredientKey("onion"), range: 0..<10).map(\.id) == ["omelette"])
        #expect(store.recipes(using: IngredientKey("saffron"), range: 0..<10) == [])
    }
}

@Suite("Ingredient lines written as plain text")
struct IngredientParsingTests {
    @Test(arguments: [
        ("2 cups plain flour", "2", "cups", "plain flour", "plain flour"),
        ("~150g (1/3 lb) bacon cubes", "~150", "g", "(1/3 lb) bacon cubes", "bacon"),
        ("400g (15 oz) potatoes (firm/waxy)", "400", "g", "(15 oz) potatoes (firm/waxy)", "potato"),
        ("1 - 2L (1/4 - 1/2 gal) milk", "1 - 2", "L", "(1/4 - 1/2 gal) milk", "milk"),
        ("3 onions (medium size)", "3", "", "onions (medium size)", "onion"),
        ("a jar of apple sauce", "", "", "a jar of apple sauce", "apple sauce"),
        ("½ tsp salt", "½", "tsp", "salt", "salt"),
        ("salt", "", "", "salt", "salt"),
    ])
    func splitsQuantityUnitAndName(text: String, quantity: String, unit: String, name: String, key: String) {
        let line = IngredientLine(parsing: text)
        #expect(line.quantity == quantity)
        #expect(line.unit == unit)
        #expect(line.name == name)
        #expect(line.key.rawValue == key)
    }
}
