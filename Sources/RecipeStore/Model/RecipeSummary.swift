/// The little a list row needs to show a recipe, so lists never load whole recipes.
public struct RecipeSummary: Hashable, Sendable, Codable {
    /// The recipe's id.
    public let id: RecipeID
    /// Its display name.
    public let name: String
    /// Its category.
    public let category: CategoryID
    /// Whether the recipe could not be read completely (lists show a marker).
    public let hasProblems: Bool

    /// A row for recipe `id` named `name` in `category`.
    public init(id: RecipeID, name: String, category: CategoryID, hasProblems: Bool = false) {
        self.id = id
        self.name = name
        self.category = category
        self.hasProblems = hasProblems
    }
}
