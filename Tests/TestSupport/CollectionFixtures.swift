import Foundation
import RecipeStore

/// Small collections written inline, so each store test shows the data it relies on.
public enum CollectionFixtures {
    /// A collection of `recipes` (JSON object texts) with three categories.
    public static func json(recipes: [String], categories: String = #"[{"id":"mains","name":"Mains"},{"id":"desserts","name":"Desserts"},{"id":"soups","name":"Soups"}]"#) -> String {
        #"{"version":1,"title":"Fixture","categories":\#(categories),"recipes":[\#(recipes.joined(separator: ","))]}"#
    }

    /// One recipe object with sensible defaults for every field not given.
    public static func recipe(_ id: String, name: String? = nil, category: String = "mains", tags: [String] = [],
                              ingredients: [String] = ["salt"], related: [String] = [], summary: String = "s",
                              steps: [String] = ["Cook it."], servings: Int = 2, prepMinutes: Int = 5, cookMinutes: Int = 10) -> String {
        let list = { (items: [String]) in "[" + items.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
        let ingredientObjects = "[" + ingredients.map { #"{"quantity":"1","unit":"","name":"\#($0)"}"# }.joined(separator: ",") + "]"
        return #"{"id":"\#(id)","name":"\#(name ?? id)","category":"\#(category)","summary":"\#(summary)","servings":\#(servings),"prepMinutes":\#(prepMinutes),"cookMinutes":\#(cookMinutes),"tags":\#(list(tags)),"ingredients":\#(ingredientObjects),"steps":\#(list(steps)),"related":\#(list(related))}"#
    }

    /// A store over the collection `json`, or the load error.
    public static func store(_ json: String, file: String = "fixture.json") throws -> MemoryRecipeStore {
        MemoryRecipeStore(try CollectionLoader.decode(Data(json.utf8), file: file))
    }
}

extension RecipeCollection {
    /// This collection after the recipe `id` was deleted, and every link to it with it, as a
    /// user would edit the file between two runs.
    public func removing(_ id: RecipeID) -> RecipeCollection {
        RecipeCollection(title: title, categories: categories, recipes: recipes.filter { $0.id != id }.map { recipe in
            recipe.withRelated(recipe.related.filter { $0 != id })
        })
    }
}
