/// Live reload (issue #19): what became of the recipes a reader had open when the collection
/// was read again. One gone from the new store whose name and category a recipe new to it has
/// was renamed (its file moved: a new id); one with no such recipe is gone.
public struct RecipeRenames: Equatable, Sendable {
    /// Each renamed recipe's old id and its new one.
    public var renamed: [RecipeID: RecipeID]
    /// The names of the recipes gone, in the order they were given.
    public var gone: [String]

    /// What became of `open` (recipe ids, each looked at once) between `before` and `after`.
    /// Recipes still in `after` are neither; ids `before` does not know are left out.
    public init(of open: [RecipeID], before: any RecipeStore, after: any RecipeStore) {
        renamed = [:]
        gone = []
        var seen: Set<RecipeID> = []
        for id in open where seen.insert(id).inserted && !after.contains(id) {
            guard let recipe = before.recipe(id) else { continue }
            // The name as a phrase (its quotes dropped), then the exact name and category.
            let phrase = recipe.name.filter { $0 != "\u{22}" }
            let hits = after.search(SearchQuery.parse("\u{22}" + phrase + "\u{22}"), limit: 500, favourites: [])
            if let moved = hits.first(where: { $0.recipe.name == recipe.name && $0.recipe.category == recipe.category && !before.contains($0.recipe.id) }) {
                renamed[id] = moved.recipe.id
            } else {
                gone.append(recipe.name)
            }
        }
    }
}
