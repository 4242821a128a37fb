import RecipeStore
import Testing
import TestSupport

@Suite("The bundled collection")
struct BundledCollectionTests {
    let collection: RecipeCollection

    init() throws { collection = try CollectionLoader.load(path: ProjectPaths.bundledCollection) }

    @Test func loadsWithoutWarnings() {
        #expect(collection.warnings == [])
        #expect(collection.recipes.count >= 80)
        #expect(collection.categories.count >= 8)
    }

    @Test func everyInvariantHolds() {
        let ids = collection.recipes.map(\.id)
        #expect(Set(ids).count == ids.count, "ids are unique")
        let known = Set(ids)
        let categories = Set(collection.categories.map(\.id))
        for recipe in collection.recipes {
            #expect(categories.contains(recipe.category), "\(recipe.id) has a known category")
            #expect(recipe.related.allSatisfy(known.contains), "\(recipe.id)'s related ids resolve")
            #expect(!recipe.ingredients.isEmpty && !recipe.steps.isEmpty, "\(recipe.id) has ingredients and steps")
            #expect(!recipe.summary.isEmpty && recipe.servings != nil && recipe.prepMinutes != nil && recipe.cookMinutes != nil,
                    "\(recipe.id) has a summary, servings and times")
            #expect(recipe.ingredients.allSatisfy { !$0.name.isEmpty })
        }
        for category in collection.categories {
            #expect(collection.recipes.filter { $0.category == category.id }.count >= 8, "\(category.id) has at least 8 recipes")
        }
    }

    @Test func mostRecipesLeadSomewhereAndDrillDownGoesDeep() {
        let withRelated = collection.recipes.filter { !$0.related.isEmpty }.count
        #expect(Double(withRelated) / Double(collection.recipes.count) > 0.9)
        // Breadth-first from apple pie: related links reach at least 4 levels down.
        let byID = Dictionary(uniqueKeysWithValues: collection.recipes.map { ($0.id, $0) })
        var depth: [RecipeID: Int] = ["apple-pie": 0]
        var queue: [RecipeID] = ["apple-pie"]
        while !queue.isEmpty {
            let id = queue.removeFirst()
            for next in byID[id]?.related ?? [] where depth[next] == nil {
                depth[next] = depth[id]! + 1
                queue.append(next)
            }
        }
        #expect((depth.values.max() ?? 0) >= 4)
    }

    @Test func wideAndAccentedNamesArePresentAndSearchable() {
        let isCJK = { (scalar: Unicode.Scalar) in (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value) }
        let cjk = collection.recipes.filter { $0.name.unicodeScalars.contains(where: isCJK) }
        #expect(cjk.count >= 10)
        #expect(cjk.allSatisfy { $0.steps.joined().unicodeScalars.contains(where: isCJK) }, "CJK recipes have CJK text too")
        let store = MemoryRecipeStore(collection)
        #expect(store.search("creme brulee", limit: 3).first?.recipe.name == "Crème brûlée")
        #expect(store.search("apfelkuchen", limit: 3).first?.recipe.name == "Äpfelkuchen")
        #expect(store.search("麻婆", limit: 3).first?.recipe.name == "麻婆豆腐")
        #expect(store.search("蛋炒饭", limit: 3).first?.rank == .exactName)
    }

    @Test func commonIngredientsLinkManyRecipes() {
        let store = MemoryRecipeStore(collection)
        #expect(store.recipeCount(using: IngredientKey("Eggs")) >= 10)
        #expect(store.recipeCount(using: IngredientKey("garlic")) >= 10)
        #expect(store.recipeCount(using: IngredientKey("butter")) >= 15, "butter, melted butter and soft butter are one ingredient")
    }
}
