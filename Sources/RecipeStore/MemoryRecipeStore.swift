/// A `RecipeStore` that keeps a validated collection in memory, with indexes built once at
/// load: recipes by id, by category and by ingredient (each in name order), and a search index.
public final class MemoryRecipeStore: RecipeStore {
    /// Categories in the collection's order.
    public let categories: [Category]
    /// Problems repaired while loading.
    public let warnings: [CollectionIssue]

    private let recipes: [Recipe]
    private let indexByID: [RecipeID: Int32]
    private let categoryByID: [CategoryID: Category]
    private let byCategory: [CategoryID: [Int32]]
    private let byIngredient: [IngredientKey: [Int32]]
    private let searchIndex: SearchIndex

    /// A store over `collection`.
    public init(_ collection: RecipeCollection) {
        categories = collection.categories
        warnings = collection.warnings
        recipes = collection.recipes
        categoryByID = Dictionary(collection.categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var ids: [RecipeID: Int32] = [:]
        ids.reserveCapacity(recipes.count)
        for (index, recipe) in recipes.enumerated() { ids[recipe.id] = Int32(index) }
        indexByID = ids

        // Normalise each distinct ingredient text once: collections repeat them a lot.
        var keyCache: [String: IngredientKey] = [:]
        let keys = recipes.map { recipe in
            recipe.ingredients.map { line in
                if let key = keyCache[line.name] { return key }
                let key = line.key
                keyCache[line.name] = key
                return key
            }
        }
        let index = SearchIndex(recipes, ingredientKeys: keys)
        searchIndex = index
        var categoryLists: [CategoryID: [Int32]] = [:]
        var ingredientLists: [IngredientKey: [Int32]] = [:]
        for position in index.nameOrder {
            categoryLists[recipes[Int(position)].category, default: []].append(position)
            for key in Set(keys[Int(position)]) { ingredientLists[key, default: []].append(position) }
        }
        byCategory = categoryLists
        byIngredient = ingredientLists
    }

    /// The number of recipes in all.
    public var recipeCount: Int { recipes.count }

    /// The category with `id`.
    public func category(_ id: CategoryID) -> Category? { categoryByID[id] }

    /// How many recipes `category` lists.
    public func recipeCount(in category: CategoryID) -> Int { byCategory[category]?.count ?? 0 }

    /// Rows `range` of `category`, in name order.
    public func recipes(in category: CategoryID, range: Range<Int>) -> [RecipeSummary] {
        page(byCategory[category] ?? [], range)
    }

    /// The recipe with `id`.
    public func recipe(_ id: RecipeID) -> Recipe? { indexByID[id].map { recipes[Int($0)] } }

    /// Whether `id` exists.
    public func contains(_ id: RecipeID) -> Bool { indexByID[id] != nil }

    /// The related recipes of `id`, in its order.
    public func related(to id: RecipeID) -> [RecipeSummary] {
        recipe(id)?.related.compactMap { recipe($0)?.summaryRow } ?? []
    }

    /// How many recipes use `ingredient`.
    public func recipeCount(using ingredient: IngredientKey) -> Int { byIngredient[ingredient]?.count ?? 0 }

    /// Rows `range` of the recipes using `ingredient`, in name order.
    public func recipes(using ingredient: IngredientKey, range: Range<Int>) -> [RecipeSummary] {
        page(byIngredient[ingredient] ?? [], range)
    }

    /// The best `limit` matches for `query`.
    public func search(_ query: String, limit: Int) -> [SearchHit] {
        searchIndex.search(query, limit: limit).map { SearchHit(recipe: recipes[Int($0.position)].summaryRow, rank: $0.rank) }
    }

    private func page(_ positions: [Int32], _ range: Range<Int>) -> [RecipeSummary] {
        let clamped = range.clamped(to: 0..<positions.count)
        return positions[clamped].map { recipes[Int($0)].summaryRow }
    }
}
