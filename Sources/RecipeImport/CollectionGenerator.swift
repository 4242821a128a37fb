import RecipeStore

/// Builds benchmark collections of any size from real recipes: recipe `k` is source recipe
/// `k mod n`, renamed for every round after the first, with related links to nearby recipes so
/// drill-down works at every size.
public enum CollectionGenerator {
    /// A collection of `count` recipes made from `source`.
    public static func generate(count: Int, from source: RecipeCollection) -> RecipeCollection {
        precondition(!source.recipes.isEmpty, "the source collection has no recipes")
        let base = source.recipes
        func id(_ k: Int) -> RecipeID {
            let round = k / base.count
            let slug = base[k % base.count].id.rawValue
            return round == 0 ? RecipeID(slug) : RecipeID("\(slug)-\(round + 1)")
        }
        let recipes = (0..<count).map { k -> Recipe in
            let original = base[k % base.count]
            let round = k / base.count
            let related = Array(Set([1, 7, 101].map { (k + $0) % count }.filter { $0 != k })).sorted().map(id)
            return Recipe(id: id(k), name: round == 0 ? original.name : "\(original.name) No. \(round + 1)",
                          category: original.category, summary: original.summary, servings: original.servings,
                          prepMinutes: original.prepMinutes, cookMinutes: original.cookMinutes, tags: original.tags,
                          ingredients: original.ingredients, steps: original.steps, related: related)
        }
        return RecipeCollection(title: "Generated: \(count) recipes", categories: source.categories, recipes: recipes)
    }
}
