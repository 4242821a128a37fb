import RecipeImport
import RecipeStore
import Testing
import TestSupport

@Suite("Real data: the 410 public-domain recipes")
struct RealDataTests {
    /// The shared recipes converted to our format, written out and read back by the real loader.
    static func loadPublicDomain() throws -> RecipeCollection {
        let converted = try PublicDomainImport.load(path: try ProjectPaths.sharedData("recipes/public-domain-recipes.json"))
        return try CollectionLoader.decode(try converted.encodedJSON(), file: "public-domain.json")
    }

    @Test func allRecipesConvertAndLoad() throws {
        let collection = try Self.loadPublicDomain()
        #expect(collection.recipes.count == 410)
        #expect(Set(collection.recipes.map(\.id)).count == 410)
        #expect(collection.categories.count >= 5)
        #expect(collection.recipes.allSatisfy { !$0.ingredients.isEmpty })
        #expect(collection.warnings.map(\.location) == [
            #"recipe "cheese" (#67)"#, #"recipe "cream-cheese" (#108)"#, #"recipe "peat-carrot-salad" (#271)"#, #"recipe "ricotta" (#307)"#,
        ], "only the four source recipes without steps warn")
        let store = MemoryRecipeStore(collection)
        #expect(store.categories.map { store.recipeCount(in: $0.id) }.reduce(0, +) == 410)
    }

    @Test func realTextIsSearchableAndIndexed() throws {
        let store = MemoryRecipeStore(try Self.loadPublicDomain())
        let alpine = store.search("alplermagronen", limit: 5)
        #expect(alpine.first?.recipe.name == "Älplermagronen (Alpine macaroni)")
        #expect(alpine.first?.rank == .namePrefix)
        #expect(store.recipe("aelplermagronen")?.ingredients.first?.key.rawValue == "bacon")
        #expect(store.recipes(using: IngredientKey("Onions"), range: 0..<1000).count >= 50)
        let garlic = store.recipes(using: IngredientKey("garlic cloves, minced"), range: 0..<1000)
        #expect(garlic.count >= 20)
        #expect(garlic == store.recipes(using: IngredientKey("Garlic"), range: 0..<1000), "however it is written, garlic is one ingredient")
        #expect(store.search("garlic", limit: 500).count >= 50)
    }

    @Test func generatedCollectionsKeepEveryInvariant() throws {
        let generated = CollectionGenerator.generate(count: 1_000, from: try Self.loadPublicDomain())
        let collection = try CollectionLoader.decode(try generated.encodedJSON(), file: "generated.json")
        #expect(collection.recipes.count == 1_000)
        let noSteps = collection.warnings.filter { $0.field == "steps" && $0.message == "the recipe has no steps" }
        #expect(noSteps.count == 10, "4 source recipes have no steps; 1,000 recipes repeat them 2½ times")
        #expect(noSteps.count == collection.warnings.count)
        let ids = Set(collection.recipes.map(\.id))
        #expect(ids.count == 1_000)
        #expect(collection.recipes.allSatisfy { !$0.related.isEmpty && $0.related.allSatisfy(ids.contains) })
        #expect(collection.recipes[410].name == "Älplermagronen (Alpine macaroni) No. 2")
    }
}
