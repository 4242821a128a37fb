/// The questions the screens ask about recipes, and nothing more, so an indexed on-disk
/// backend can replace the in-memory one without touching any screen.
///
/// Lists are paged by range: a screen asks for the rows it can show, never for everything.
public protocol RecipeStore: AnyObject {
    /// Categories in the collection's order.
    var categories: [Category] { get }
    /// Problems repaired while loading, for the status line.
    var warnings: [CollectionIssue] { get }
    /// The number of recipes in all.
    var recipeCount: Int { get }

    /// The category with `id`, if it exists.
    func category(_ id: CategoryID) -> Category?
    /// How many recipes `category` lists.
    func recipeCount(in category: CategoryID) -> Int
    /// The rows `range` of `category`'s recipes, in name order (clamped to what exists).
    func recipes(in category: CategoryID, range: Range<Int>) -> [RecipeSummary]
    /// The recipe with `id`, if it exists.
    func recipe(_ id: RecipeID) -> Recipe?
    /// Whether a recipe with `id` exists (cheaper than loading it).
    func contains(_ id: RecipeID) -> Bool
    /// The recipes `id` lists as related, in its order.
    func related(to id: RecipeID) -> [RecipeSummary]
    /// How many recipes use `ingredient`.
    func recipeCount(using ingredient: IngredientKey) -> Int
    /// The rows `range` of the recipes that use `ingredient`, in name order.
    func recipes(using ingredient: IngredientKey, range: Range<Int>) -> [RecipeSummary]
    /// The best `limit` matches for `query` by name, ingredient and tag: case-, diacritic- and
    /// width-insensitive, ranked exact, prefix, word-prefix, then mid-word.
    func search(_ query: String, limit: Int) -> [SearchHit]
}

/// One search result, with why it matched so a screen can say so.
public struct SearchHit: Hashable, Sendable {
    /// The matching recipe.
    public let recipe: RecipeSummary
    /// How well it matched; lower ranks sort first.
    public let rank: SearchRank

    /// A hit for `recipe` at `rank`.
    public init(recipe: RecipeSummary, rank: SearchRank) {
        self.recipe = recipe
        self.rank = rank
    }
}

/// How a recipe matched a query, best first.
public enum SearchRank: Int, Comparable, Sendable, CaseIterable {
    /// The whole name equals the query.
    case exactName
    /// The name starts with the query.
    case namePrefix
    /// A word of the name starts with the query.
    case nameWord
    /// A word of an ingredient or tag starts with the query.
    case ingredientOrTagWord
    /// The query appears inside the name, mid-word.
    case nameInside
    /// The query appears inside an ingredient or tag, mid-word.
    case ingredientOrTagInside

    /// Better ranks compare smaller.
    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
