import RecipeStore

/// What "What can I cook?" is ranked from (issue #32): the pantry, the aisles naming the
/// ingredients, the day expiry counts from, and how the collection names recipes. The shell
/// ranks it off the key path (`Effect.rankCookable`) and sends the ranking back
/// (`Event.cookableRanked`), so keys are handled while the recipes are read.
public struct CookableRequest: Equatable, Sendable {
    /// The pantry ranked by.
    public let pantry: PantryConfig
    /// The aisles, whose synonyms name ingredients as the shopping list does.
    public let aisles: AisleConfig?
    /// The day expiry dates count from.
    public let today: PantryDate
    /// Whether recipe references are file paths (a Cooklang folder).
    public let isFolder: Bool
    /// How many times the collection was read again before this was asked: a ranking of an
    /// older collection is not shown.
    public let generation: Int

    /// A request for `pantry` with `aisles` on `today`.
    public init(pantry: PantryConfig, aisles: AisleConfig?, today: PantryDate, isFolder: Bool, generation: Int = 0) {
        self.pantry = pantry
        self.aisles = aisles
        self.today = today
        self.isFolder = isFolder
        self.generation = generation
    }

    /// The ranking itself: every recipe of `store` by what the pantry covers. Reads every
    /// recipe; the shell runs it on a worker, never `update` or a view.
    public func rank(store: any RecipeStore) -> [CookableRecipe] {
        CookableRecipe.rank(store: store, pantry: pantry, aisles: aisles, today: today, isFolder: isFolder)
    }
}
