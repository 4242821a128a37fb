import RecipeStore

/// The Shopping tab's own state (issues #17, #32): Cooklang's shopping files as last read, the
/// problems already said about them, and "What can I cook?" — whether it is shown, the ranking
/// asked of the shell and the one that came. Changed only by its own `update`
/// (`ShoppingTabState+Update.swift`); the cursor on the tab is `AppState`'s.
public struct ShoppingTabState: Equatable, Sendable {
    /// The files as last read; nil until the shell first reads them.
    public var files: ShoppingState?
    /// The problems the files had when last read (each is said once, not on every read).
    public var problems: Set<String> = []
    /// Whether the tab ranks the recipes by what the pantry covers (`w`; it reads every
    /// recipe, so only when asked). Saved with the place.
    public var showsCookable = false
    /// `w` was pressed before its ranking (or the files) came: the cursor goes to the ranking
    /// when it comes.
    public internal(set) var cookableJumpPending = false
    /// The last ranking the shell worked out (`Event.cookableRanked`).
    public var cookable: CookableRanking?
    /// The ranking asked of the shell and not come yet (`Effect.rankCookable`).
    public var cookableAsked: CookableRequest?
    /// How many times the collection was read again: a ranking of an older one is stale.
    public var collectionGeneration = 0

    /// Nothing read yet, no ranking shown.
    public init() {}

    /// The request the files make now; nil without a pantry or before they are read.
    public var cookableRequest: CookableRequest? {
        guard let files, let pantry = files.pantry else { return nil }
        return CookableRequest(pantry: pantry, aisles: files.aisles, today: files.today, isFolder: files.isFolder,
                               generation: collectionGeneration)
    }

    /// The ranking for the files as read now, nil while it is being worked out.
    public var currentCookable: [CookableRecipe]? {
        guard let cookable, let request = cookableRequest, cookable.request == request else { return nil }
        return cookable.ranked
    }
}
