/// The questions the screens ask about recipes, and nothing more, so an indexed on-disk
/// backend can replace the in-memory one without touching any screen.
///
/// Lists are paged by range: a screen asks for the rows it can show, never for everything.
public protocol RecipeStore: AnyObject {
    /// Categories in the collection's order.
    var categories: [Category] { get }
    /// Problems found or repaired while loading, every one (`cookbook check`, the message log).
    var warnings: [CollectionIssue] { get }
    /// How many of `warnings` are errors and warnings, and the first: what the status line and
    /// `cookbook list` say, which a store over an index reads without reading `warnings`.
    var issueSummary: IssueSummary { get }
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
    /// The best `limit` recipes for `query` (`SearchQuery`: words, phrases, tags, categories,
    /// ingredients, times, servings, exclusions), best rank first, ties in the collection's
    /// order; `favourites` are what `@fav` keeps.
    func search(_ query: SearchQuery, limit: Int, favourites: Set<RecipeID>) -> [SearchHit]
    /// Every recipe `query` finds, unranked, as a test by id: what a list's filter keeps
    /// (cheaper than `search` with no limit: no rows are read).
    func matches(_ query: SearchQuery, favourites: Set<RecipeID>) -> RecipeMatches
    /// When `query` finds nothing, the query with each word the collection does not know
    /// replaced by its nearest spelling there (`chikn` → `chicken`), if that finds something;
    /// otherwise nil (issue #34: the status line and `cookbook search` offer it).
    func suggestion(for query: SearchQuery, favourites: Set<RecipeID>) -> String?
}

/// The recipes a query found, asked one id at a time (`RecipeStore.matches`).
public struct RecipeMatches {
    private let test: (RecipeID) -> Bool

    /// Matches decided by `test`.
    public init(_ test: @escaping (RecipeID) -> Bool) { self.test = test }

    /// Whether the recipe `id` was found.
    public func contains(_ id: RecipeID) -> Bool { test(id) }
}

extension RecipeStore {
    /// The summary of `warnings`, counted from the list (a store in memory holds it anyway).
    public var issueSummary: IssueSummary { IssueSummary(warnings) }

    /// The best `limit` recipes for the query typed as `text`, with no favourites.
    public func search(_ text: String, limit: Int) -> [SearchHit] {
        search(SearchQuery.parse(text), limit: limit, favourites: [])
    }
}

/// One search result, with why it matched so a screen can say so.
public struct SearchHit: Hashable, Sendable {
    /// The matching recipe.
    public let recipe: RecipeSummary
    /// How well it matched; lower ranks sort first.
    public let rank: SearchRank
    /// Why it matched when not by its name (`ingredient: garlic`, `tag: sichuan`, `steps`).
    public let why: String?

    /// A hit for `recipe` at `rank`, matched for `why`.
    public init(recipe: RecipeSummary, rank: SearchRank, why: String? = nil) {
        self.recipe = recipe
        self.rank = rank
        self.why = why
    }
}

/// How a recipe matched a query, best first (issue #16's order): the name, then the id (file
/// name), tags, ingredients, description and steps; a query of filters alone ranks `filtered`.
public enum SearchRank: Int, Comparable, Sendable, CaseIterable {
    /// The whole name equals the query's words.
    case exactName
    /// The name starts with a word of the query.
    case namePrefix
    /// A word of the name starts with it.
    case nameWord
    /// It appears inside a word of the name.
    case nameInside
    /// A word of the id (the file name of a Cooklang recipe) starts with it.
    case id
    /// A word of a tag (or cuisine, course, diet) starts with it.
    case tag
    /// A word of an ingredient starts with it.
    case ingredient
    /// A word of the description starts with it.
    case description
    /// A word of the steps starts with it.
    case steps
    /// A word spelled nearly so (`chiken` found as chicken), in any field: after every
    /// exact match (issue #34).
    case similar
    /// Only filters were given (`#tag`, `ing:`, `time<`…): every recipe kept ranks alike.
    case filtered

    /// Better ranks compare smaller.
    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
