import RecipeStore
import Testing

/// Asks `store` and `memory` (the whole collection parsed) every question the screens ask —
/// categories, lists and pages of them, every recipe, its related recipes, the recipes using
/// each of its ingredients, and searches in the whole query language plus `queries` — and
/// expects the same answers.
public func expectSameAnswers(_ store: any RecipeStore, _ memory: MemoryRecipeStore, queries: [String],
                              sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(store.categories == memory.categories, sourceLocation: sourceLocation)
    #expect(store.recipeCount == memory.recipeCount, sourceLocation: sourceLocation)
    #expect(store.warnings == memory.warnings, sourceLocation: sourceLocation)
    var ids: [RecipeID] = []
    for category in memory.categories {
        let count = memory.recipeCount(in: category.id)
        #expect(store.recipeCount(in: category.id) == count, sourceLocation: sourceLocation)
        let rows = memory.recipes(in: category.id, range: 0..<count)
        #expect(store.recipes(in: category.id, range: 0..<count) == rows, sourceLocation: sourceLocation)
        #expect(store.recipes(in: category.id, range: 2..<5) == memory.recipes(in: category.id, range: 2..<5), sourceLocation: sourceLocation)
        ids += rows.map(\.id)
    }
    for id in ids {
        #expect(store.recipe(id) == memory.recipe(id), "recipe \(id)", sourceLocation: sourceLocation)
        #expect(store.related(to: id) == memory.related(to: id), sourceLocation: sourceLocation)
        for key in Set(memory.recipe(id)!.ingredients.map(\.key)) {
            #expect(store.recipes(using: key, range: 0..<10_000) == memory.recipes(using: key, range: 0..<10_000), "ingredient \(key)",
                    sourceLocation: sourceLocation)
            #expect(store.recipeCount(using: key) == memory.recipeCount(using: key), "ingredient \(key)", sourceLocation: sourceLocation)
        }
    }
    #expect(store.recipe("no-such-recipe") == nil, sourceLocation: sourceLocation)
    #expect(!store.contains("no-such-recipe"), sourceLocation: sourceLocation)
    #expect(store.recipeCount(using: IngredientKey("unobtainium")) == 0, sourceLocation: sourceLocation)
    // Issue #16's language too: every term kind, exclusions and phrases.
    let language = ["pie apple", "#vegetarian", "ing:garlic -ing:onion", "time<30m", "time>=2h serves>=4", "in:soups", "in:m",
                    "\"olive oil\"", "-soup bread", "oven", "@fav", "mapo", "tofu -#spicy"]
    for query in queries + language {
        #expect(store.search(query, limit: 50) == memory.search(query, limit: 50), "search \(query)", sourceLocation: sourceLocation)
    }
}
