import Navigation
@_exported import RecipeStore

/// An ingredient, pushed to list the recipes that use it.
public struct Ingredient: Hashable, Codable, Sendable {
    /// The normalised ingredient name.
    public let name: String
    /// An ingredient named `name`.
    public init(_ name: String) { self.name = name }
}

/// A value type nobody registers, to exercise refusals.
public struct Unregistered: Hashable, Sendable {
    /// Any number.
    public let n: Int
    /// Wraps `n`.
    public init(_ n: Int) { self.n = n }
}

/// The screens of the test app: what a destination resolves to.
public enum TestScreen: Hashable, Sendable {
    /// The recipes of a category.
    case recipes(CategoryID)
    /// One recipe.
    case recipe(RecipeID)
    /// The recipes that use an ingredient.
    case usedIn(String)
    /// Full-screen cook mode (presented by a flag).
    case cookMode
    /// A timer (presented by an item).
    case timer(Int)
    /// A shopping list (a view destination).
    case shoppingList(RecipeID)
}

/// Presentation keys used by the fixtures.
public extension PresentationFlag {
    /// The full-screen cook mode.
    static let cookMode = PresentationFlag("cookMode")
}

/// Item presentation keys used by the fixtures.
public extension PresentationItem where Item == Int {
    /// A timer presented by its number of minutes.
    static var timer: PresentationItem<Int> { PresentationItem("timer") }
}

/// A registry with destinations for the three id types and both presentations.
public func makeTestRegistry() -> DestinationRegistry<TestScreen> {
    var registry = DestinationRegistry<TestScreen>()
    registry.register(CategoryID.self) { .recipes($0) }
    registry.register(RecipeID.self) { .recipe($0) }
    registry.register(Ingredient.self) { .usedIn($0.name) }
    registry.register(.cookMode) { .cookMode }
    registry.register(.timer) { .timer($0) }
    return registry
}

/// Coding tags for the three id types, as the app registers them.
public func makeTestCoding() -> PathCodingRegistry {
    var coding = PathCodingRegistry()
    coding.register(RecipeID.self, tag: "recipe")
    coding.register(CategoryID.self, tag: "category")
    coding.register(Ingredient.self, tag: "ingredient")
    return coding
}
