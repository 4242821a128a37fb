/// A validated recipe collection: categories in order, recipes whose ids are unique, whose
/// categories exist and whose related ids all resolve, plus the warnings met on the way.
public struct RecipeCollection: Sendable {
    /// The format version this program reads and writes.
    public static let formatVersion = 1

    /// The collection's title, if it has one.
    public let title: String
    /// Categories in the order the file gives.
    public let categories: [Category]
    /// Recipes in file order.
    public let recipes: [Recipe]
    /// Problems that were repaired rather than refused (e.g. a dangling related id dropped).
    public let warnings: [CollectionIssue]

    /// A collection from already-valid parts.
    public init(title: String, categories: [Category], recipes: [Recipe], warnings: [CollectionIssue] = []) {
        self.title = title
        self.categories = categories
        self.recipes = recipes
        self.warnings = warnings
    }
}
