/// A whole recipe as the detail screen shows it.
public struct Recipe: Hashable, Sendable, Codable {
    /// The stable id (slug).
    public let id: RecipeID
    /// The display name, e.g. `Crème brûlée` or `麻婆豆腐`.
    public let name: String
    /// The category it is listed under.
    public let category: CategoryID
    /// A one-line description.
    public let summary: String
    /// How many people it serves, if known.
    public let servings: Int?
    /// Preparation time in minutes, if known.
    public let prepMinutes: Int?
    /// Cooking time in minutes, if known.
    public let cookMinutes: Int?
    /// Free-form lowercase tags, e.g. `vegetarian`.
    public let tags: [String]
    /// The ingredient list, in order.
    public let ingredients: [IngredientLine]
    /// The method, one entry per numbered step.
    public let steps: [String]
    /// Recipes to drill into from this one; every id exists in the collection.
    public let related: [RecipeID]

    /// A recipe with every field given.
    public init(id: RecipeID, name: String, category: CategoryID, summary: String = "",
                servings: Int? = nil, prepMinutes: Int? = nil, cookMinutes: Int? = nil,
                tags: [String] = [], ingredients: [IngredientLine], steps: [String], related: [RecipeID] = []) {
        self.id = id
        self.name = name
        self.category = category
        self.summary = summary
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.tags = tags
        self.ingredients = ingredients
        self.steps = steps
        self.related = related
    }

    /// The row a list shows for this recipe.
    public var summaryRow: RecipeSummary { RecipeSummary(id: id, name: name, category: category) }
}
