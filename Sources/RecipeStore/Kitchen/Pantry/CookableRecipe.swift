/// How much of one recipe the pantry covers (issue #17's "What can I cook?"): the share of its
/// ingredients on hand in full, what is missing, and the pantry items it would use up that
/// expire soon, so those recipes come first.
public struct CookableRecipe: Hashable, Sendable {
    /// A pantry item that expires soon, and in how many days (negative: expired that long ago).
    public struct Expiring: Hashable, Sendable {
        /// The item, as `pantry.conf` names it.
        public let name: String
        /// Days until it expires.
        public let days: Int
    }

    /// The recipe.
    public let recipe: RecipeSummary
    /// Ingredients (merged by key, references expanded by yield) on hand in full.
    public let covered: Int
    /// Ingredients in all.
    public let total: Int
    /// What is missing or short, as it would go on a shopping list (`340 g flour`). Written
    /// out when asked: a ranking of every recipe shows the missing items of a few.
    public var missing: [String] {
        short.map { $0.item.text + ($0.expired ? " (expired)" : "") }
    }
    /// What is missing (the whole item, or what is left to buy), and whether the pantry's stock
    /// of it has expired.
    private let short: [Short]

    /// One missing item and whether the pantry's stock of it has expired.
    private struct Short: Hashable, Sendable {
        let item: ShoppingItem
        let expired: Bool
    }
    /// The names of what is missing or short (`flour`), in the same order.
    public let missingNames: [String]
    /// Pantry items the recipe uses that expire within `expiringWithin` days (or already have),
    /// soonest first, each with the days left (negative: expired that long ago).
    public let expiring: [Expiring]

    /// Days ahead that count as "expires soon".
    public static let expiringWithin = 7

    /// The share covered, 0–100, rounded down (so 100 means everything).
    public var percent: Int { total == 0 ? 100 : covered * 100 / total }

    /// What `pantry` covers of `recipe` on `today` (ingredients merged and named by `aisles`, as
    /// on a shopping list).
    public init(_ recipe: Recipe, summary: RecipeSummary, pantry: PantryConfig, aisles: AisleConfig? = nil, today: PantryDate,
                store: any RecipeStore, isFolder: Bool) {
        var expansion = ReferenceExpansion(store: store, isFolder: isFolder)
        let lines = expansion.lines(of: recipe, scale: 1)
        let items = ShoppingList.merge(lines, aisles: aisles)
        var covered = 0, short: [Short] = [], missingNames: [String] = [], expiring: [Expiring] = []
        for item in items {
            let stock = ShoppingList.stock(of: item, in: pantry, aisles: aisles, today: today)
            // Expired stock is no stock: the recipe needs it bought, and ranks no higher for it.
            let expired = stock?.isExpired(on: today) == true
            let cover = expired ? PantryCover.none : stock.map(item.covered(by:)) ?? PantryCover.none
            // What the recipe would use up counts, whether the pantry has all it needs or some.
            if cover != .none, let stock, let expire = stock.expire, expire.day - today.day <= Self.expiringWithin {
                expiring.append(Expiring(name: stock.name, days: expire.day - today.day))
            }
            switch cover {
            case .all:
                covered += 1
            case let .part(remaining, _):
                short.append(Short(item: remaining, expired: false))
                missingNames.append(item.name)
            case .none:
                short.append(Short(item: item, expired: expired))
                missingNames.append(item.name)
            }
        }
        self.recipe = summary
        self.covered = covered
        total = items.count
        self.short = short
        self.missingNames = missingNames
        self.expiring = expiring.sorted { $0.days < $1.days }
    }

    /// Points a recipe gains for each pantry item it uses that expires within `expiringWithin`
    /// days (not yet expired): using up what would go off lifts a recipe above one a little
    /// better covered.
    public static let expiringBonus = 10

    /// How it ranks: the percentage covered plus `expiringBonus` for each item about to expire.
    public var score: Int { percent + Self.expiringBonus * expiring.filter { $0.days >= 0 }.count }

    /// Every recipe of `store` that lists ingredients, with at least `minimum` percent covered,
    /// best first: by `score`, then the share covered, then the collection's order.
    public static func rank(store: any RecipeStore, pantry: PantryConfig, aisles: AisleConfig? = nil, today: PantryDate, isFolder: Bool,
                            minimum: Int = 0) -> [CookableRecipe] {
        var seen = Set<RecipeID>(), result: [CookableRecipe] = []
        for category in store.categories {
            for summary in store.recipes(in: category.id, range: 0..<store.recipeCount(in: category.id))
            where seen.insert(summary.id).inserted {
                guard let recipe = store.recipe(summary.id) else { continue }
                let cookable = CookableRecipe(recipe, summary: summary, pantry: pantry, aisles: aisles, today: today, store: store, isFolder: isFolder)
                if cookable.total > 0, cookable.percent >= minimum { result.append(cookable) }
            }
        }
        // A stable sort of positions (not of the recipes, each copied at every swap): equal
        // recipes keep the collection's order.
        let keys = result.map { (score: $0.score, percent: $0.percent) }
        return result.indices.sorted { lhs, rhs in
            if keys[lhs].score != keys[rhs].score { return keys[lhs].score > keys[rhs].score }
            if keys[lhs].percent != keys[rhs].percent { return keys[lhs].percent > keys[rhs].percent }
            return lhs < rhs
        }.map { result[$0] }
    }
}
