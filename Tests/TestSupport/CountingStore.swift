import RecipeStore

/// A store that counts the recipes read through it, so a test can check how much work a
/// computation does (never how long it takes).
public final class CountingStore: RecipeStore, @unchecked Sendable {
    /// The store asked.
    public let inner: any RecipeStore
    /// Recipes read so far (`recipe(_:)` calls).
    public var reads = 0
    /// `inner`, counted.
    public init(_ inner: any RecipeStore) { self.inner = inner }
    public var categories: [Category] { inner.categories }
    public var warnings: [CollectionIssue] { inner.warnings }
    public var issueSummary: IssueSummary { inner.issueSummary }
    public var recipeCount: Int { inner.recipeCount }
    public func category(_ id: CategoryID) -> Category? { inner.category(id) }
    public func recipeCount(in category: CategoryID) -> Int { inner.recipeCount(in: category) }
    public func recipes(in category: CategoryID, range: Range<Int>) -> [RecipeSummary] { inner.recipes(in: category, range: range) }
    public func recipe(_ id: RecipeID) -> Recipe? { reads += 1; return inner.recipe(id) }
    public func contains(_ id: RecipeID) -> Bool { inner.contains(id) }
    public func related(to id: RecipeID) -> [RecipeSummary] { inner.related(to: id) }
    public func recipeCount(using ingredient: IngredientKey) -> Int { inner.recipeCount(using: ingredient) }
    public func recipes(using ingredient: IngredientKey, range: Range<Int>) -> [RecipeSummary] { inner.recipes(using: ingredient, range: range) }
    public func search(_ query: SearchQuery, limit: Int, favourites: Set<RecipeID>) -> [SearchHit] { inner.search(query, limit: limit, favourites: favourites) }
    public func matches(_ query: SearchQuery, favourites: Set<RecipeID>) -> RecipeMatches { inner.matches(query, favourites: favourites) }
    public func suggestion(for query: SearchQuery, favourites: Set<RecipeID>) -> String? { inner.suggestion(for: query, favourites: favourites) }
}
