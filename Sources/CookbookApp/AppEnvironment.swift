import Navigation
import RecipeStore

/// What `update` and the view read but never change: the recipe store and the registry that
/// turns navigation values into screens.
public struct AppEnvironment {
    /// The recipes.
    public let store: any RecipeStore
    /// Navigation values → screens.
    public let registry: DestinationRegistry<Screen>
    /// Laid-out recipes and wrapped rows, reused across keys.
    let cache = RenderCache()

    /// An environment over `store`, with every destination the app uses registered.
    public init(store: any RecipeStore) {
        self.store = store
        registry = Self.makeRegistry()
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
