import RecipeStore

/// Everything a store answers about its recipes, read through the `RecipeStore` questions the
/// screens ask: for comparing an indexed folder after an edit with a fresh full load, field by
/// field, whichever kind of store each is.
public struct StoreContents: Equatable {
    /// Categories in order.
    public let categories: [Category]
    /// Each category's rows, in name order.
    public let lists: [CategoryID: [RecipeSummary]]
    /// Every recipe, whole, in list order (categories in order, then names).
    public let recipes: [Recipe]
    /// The load's warnings.
    public let warnings: [CollectionIssue]

    /// Reads `store` whole.
    public init(_ store: any RecipeStore) {
        categories = store.categories
        var lists: [CategoryID: [RecipeSummary]] = [:], recipes: [Recipe] = []
        for category in store.categories {
            let rows = store.recipes(in: category.id, range: 0..<store.recipeCount(in: category.id))
            lists[category.id] = rows
            recipes += rows.compactMap { store.recipe($0.id) }
        }
        self.lists = lists
        self.recipes = recipes
        warnings = store.warnings
    }

    /// The recipe with `id`.
    public func recipe(_ id: RecipeID) -> Recipe? { recipes.first { $0.id == id } }
}

extension RecipeStore {
    /// Everything this store answers (`StoreContents`).
    public var contents: StoreContents { StoreContents(self) }
}

extension RecipeCollection {
    /// What a store over this collection answers.
    public var contents: StoreContents { StoreContents(MemoryRecipeStore(self)) }
}
