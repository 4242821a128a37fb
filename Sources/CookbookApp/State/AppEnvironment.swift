import Navigation
import RecipeStore

/// What `update` and the view read besides the state: the recipe store, the registry that
/// turns navigation values into screens and the keymap, none of which they change; a memo of
/// what they work out from those (`RenderCache`); and a count of that work (`WorkCount`).
///
/// The memo is the one part that changes as keys come, and it cannot change what a key or a
/// frame comes to: each entry is worked out from the store alone under a key that holds every
/// other input (a recipe's rows at a scale and units, a row's lines at a width, a query with
/// its favourites), so an empty memo gives the same states and frames (`RenderCacheTests`).
/// It lives as long as the store it was filled from: a collection read again comes with a new
/// environment, so nothing is carried from one collection to another. The store itself only
/// reads (an on-disk index reports damage rather than acting on it: `IndexDamageReporting`).
public struct AppEnvironment {
    /// The recipes.
    public let store: any RecipeStore
    /// Which key runs which action (the user's config over the defaults).
    public let keymap: Keymap
    /// Navigation values → screens.
    public let registry: DestinationRegistry<Screen>
    /// Laid-out recipes, wrapped rows, search results and filters, reused across keys; filled
    /// from `store` only.
    let cache: RenderCache
    /// The work keys and frames have done (screens resolved), for tests and benchmarks.
    public let work: WorkCount
    /// Whether the collection is one JSON file, to which no recipe can be added or imported
    /// (`o` and `I` refuse at once, saying what to do instead); set by the shell before the first key.
    public var isOneFile = false

    /// An environment over `store` with `keymap`, every destination the app uses registered,
    /// its memo empty.
    public init(store: any RecipeStore, keymap: Keymap = .defaults) {
        self.init(store: store, keymap: keymap, registry: Self.makeRegistry(), cache: RenderCache(), work: WorkCount())
    }

    private init(store: any RecipeStore, keymap: Keymap, registry: DestinationRegistry<Screen>, cache: RenderCache, work: WorkCount) {
        self.store = store
        self.keymap = keymap
        self.registry = registry
        self.cache = cache
        self.work = work
    }

    /// This environment reading the same recipes through `store` (the keymap, registry, memo
    /// and work count kept): a store shared with a worker under a lock, say. Never another
    /// collection: the memo was filled from this one.
    public func reading(through store: any RecipeStore) -> AppEnvironment {
        var copy = AppEnvironment(store: store, keymap: keymap, registry: registry, cache: cache, work: work)
        copy.isOneFile = isOneFile
        return copy
    }

    /// The destinations: sidebar items, recipes and ingredients by value; cook mode by flag;
    /// view destinations (the shopping list) are `Screen` values already.
    static func makeRegistry() -> DestinationRegistry<Screen> {
        var registry = DestinationRegistry<Screen>()
        registry.register(SidebarItem.self) { item in
            switch item {
            case let .category(id): return .recipes(id)
            case let .recipe(id): return .recipe(id)
            }
        }
        registry.register(RecipeID.self) { .recipe($0) }
        registry.register(IngredientKey.self) { .ingredient($0) }
        registry.register(.cook) { .cook }
        return registry
    }
}

extension PresentationFlag {
    /// Full-screen cook mode over the recipe below it.
    public static let cook = PresentationFlag("cook")
}
