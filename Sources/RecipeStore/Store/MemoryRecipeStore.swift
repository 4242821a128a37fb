/// A `RecipeStore` that keeps a validated collection in memory, with indexes: recipes by
/// category (in name order) and the name index, built at load; recipes by id, ingredient lists
/// and search terms, built on first use (`cookbook list` needs none of them).
public final class MemoryRecipeStore: RecipeStore {
    /// Categories in the collection's order.
    public let categories: [Category]
    /// Problems repaired while loading.
    public let warnings: [CollectionIssue]

    private let recipes: [Recipe]
    /// Each recipe's position by id, built on first use.
    private lazy var indexByID: [RecipeID: Int32] = {
        var ids: [RecipeID: Int32] = [:]
        ids.reserveCapacity(recipes.count)
        for index in recipes.indices { ids[recipes[index].id] = Int32(index) }
        return ids
    }()
    private let categoryByID: [CategoryID: Category]
    private let byCategory: [CategoryID: [Int32]]
    private let searchIndex: SearchIndex
    /// Ingredient lists, built on first use.
    private lazy var ingredients = IngredientIndex(recipes, nameOrder: searchIndex.nameOrder)
    /// What search reads, built on the first search.
    private lazy var corpus = SearchCorpus(entries: recipes.map(IndexEntry.init), categories: categories)

    /// A store over `collection`.
    public init(_ collection: RecipeCollection) {
        categories = collection.categories
        warnings = collection.warnings
        recipes = collection.recipes
        categoryByID = Dictionary(collection.categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        let index = SearchIndex(recipes)
        searchIndex = index
        // Each recipe's category as a number, looked up once per run of one category's recipes
        // (a folder's come together), not hashed for every recipe in name order.
        var slotOf: [CategoryID: Int] = [:], slots = [Int](repeating: 0, count: recipes.count)
        var last: (category: CategoryID, slot: Int)?
        for position in recipes.indices {
            let category = recipes[position].category
            if last?.category != category {
                let slot = slotOf[category] ?? slotOf.count
                slotOf[category] = slot
                last = (category, slot)
            }
            slots[position] = last?.slot ?? 0
        }
        var lists = [[Int32]](repeating: [], count: slotOf.count)
        for position in index.nameOrder { lists[slots[Int(position)]].append(position) }
        byCategory = slotOf.mapValues { lists[$0] }
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
    public func recipeCount(using ingredient: IngredientKey) -> Int { ingredients.byIngredient[ingredient]?.count ?? 0 }

    /// Rows `range` of the recipes using `ingredient`, in name order.
    public func recipes(using ingredient: IngredientKey, range: Range<Int>) -> [RecipeSummary] {
        page(ingredients.byIngredient[ingredient] ?? [], range)
    }

    /// The best `limit` recipes for `query`.
    public func search(_ query: SearchQuery, limit: Int, favourites: Set<RecipeID>) -> [SearchHit] {
        QueryEngine(corpus: corpus, recipe: { self.recipes[Int($0)] }).run(query, limit: limit, favourites: Set(favourites.compactMap { indexByID[$0] }))
            .map { SearchHit(recipe: recipes[Int($0.position)].summaryRow, rank: $0.rank, why: $0.why) }
    }

    /// Every recipe `query` finds, as a test by id.
    public func matches(_ query: SearchQuery, favourites: Set<RecipeID>) -> RecipeMatches {
        let found = QueryEngine(corpus: corpus, recipe: { self.recipes[Int($0)] })
            .matching(query, favourites: Set(favourites.compactMap { indexByID[$0] }))
        let positions = indexByID
        return RecipeMatches { id in positions[id].map { found[Int($0)] } ?? false }
    }

    /// A spelling the collection knows for a query that finds nothing.
    public func suggestion(for query: SearchQuery, favourites: Set<RecipeID>) -> String? {
        QueryEngine(corpus: corpus, recipe: { self.recipes[Int($0)] }).suggestion(for: query, favourites: Set(favourites.compactMap { indexByID[$0] }))
    }

    private func page(_ positions: [Int32], _ range: Range<Int>) -> [RecipeSummary] {
        let clamped = range.clamped(to: 0..<positions.count)
        return positions[clamped].map { recipes[Int($0)].summaryRow }
    }
}
