import RecipeStore

/// A "What can I cook?" ranking and what it was worked out from.
public struct CookableRanking: Equatable, Sendable {
    /// What it was ranked from.
    public let request: CookableRequest
    /// Every recipe that lists ingredients, best first.
    public let ranked: [CookableRecipe]
}
