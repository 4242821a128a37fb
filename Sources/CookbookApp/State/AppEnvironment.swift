import Navigation
import RecipeStore

/// What `update` and the view read but never change: the recipe store, the registry that
/// turns navigation values into screens, and the keymap.
public struct AppEnvironment {
    /// The recipes.
    public private(set) var store: any RecipeStore
    /// Which key runs which action (the user's config over the defaults).
    public let keymap: Keymap
    /// Navigation values → screens.
    public let registry: DestinationRegistry<Screen>
    /// Laid-out recipes and wrapped rows, reused across keys.
    let cache = RenderCache()
    /// The work keys and frames have done (screens resolved), for tests and benchmarks.
    public let work = WorkCount()
    /// Whether the collection is one JSON file, to which no recipe can be added or imported
    /// (`o` and `I` refuse at once, saying what to do instead).
    public var isOneFile = false

    /// An environment over `store` with `keymap`, every destination the app uses registered.
    public init(store: any RecipeStore, keymap: Keymap = .defaults) {
        self.store = store
        self.keymap = keymap
        registry = Self.makeRegistry()
    }

    /// This environment reading the same recipes through `store` (the keymap, registry, caches
    /// and work count kept): a store shared with a worker under a lock, say.
    public func reading(through store: any RecipeStore) -> AppEnvironment {
        var copy = self
        copy.store = store
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
