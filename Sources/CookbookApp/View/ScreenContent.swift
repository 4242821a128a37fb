import RecipeStore
import Terminal

/// What a screen shows as a list: a title and rows, fetched by range so a category of
/// 100,000 recipes costs only the rows on screen.
public struct ScreenContent {
    /// The column title, e.g. `Desserts (11)`.
    public var title: String
    /// How many rows in all.
    public var count: Int
    /// Rows for a range (clamped by the caller to `0..<count`).
    public var rows: (Range<Int>) -> [Row]
    /// Shown when there are no rows.
    public var emptyText: String

    /// The row at `index`, if it exists.
    public func row(_ index: Int) -> Row? {
        guard index >= 0, index < count else { return nil }
        return rows(index..<(index + 1)).first
    }

    /// Content whose rows are all known up front (recipes, small lists).
    init(title: String, rows all: [Row], emptyText: String = "") {
        self.title = title
        self.count = all.count
        self.rows = { range in Array(all[range.clamped(to: 0..<all.count)]) }
        self.emptyText = emptyText
    }

    /// Content whose rows are fetched page by page.
    init(title: String, count: Int, emptyText: String, rows: @escaping (Range<Int>) -> [Row]) {
        self.title = title
        self.count = count
        self.rows = rows
        self.emptyText = emptyText
    }
}

extension ScreenContent {
    /// The content of `screen` in `state`.
    public static func of(_ screen: Screen, state: AppState, env: AppEnvironment) -> ScreenContent {
        let store = env.store
        let favourites = Set(state.favourites)
        func recipeRow(_ summary: RecipeSummary, detail: String = "") -> Row {
            let favourite = favourites.contains(summary.id)
            let mark = favourite ? (summary.hasProblems ? "★!" : "★ ") : (summary.hasProblems ? "! " : "  ")
            var row = Row(mark + summary.name, link: .recipe(summary.id), trailing: detail)
            if favourite { row.marks = [0..<1] }
            return row
        }
        switch screen {
        case .categories:
            return ScreenContent(title: "Categories", rows: store.categories.map {
                Row($0.name, link: .sidebar(.category($0.id)), trailing: "\(store.recipeCount(in: $0.id))")
            }, emptyText: "This collection has no categories.")
        case let .recipes(category):
            let name = store.category(category)?.name ?? category.rawValue
            let count = store.recipeCount(in: category)
            return ScreenContent(title: "\(name) (\(count))", count: count, emptyText: "No recipes in \(name).") { range in
                store.recipes(in: category, range: range).map { recipeRow($0) }
            }
        case .results:
            let hits = state.query.isEmpty ? [] : env.cache.search(state.query, limit: AppState.searchLimit, favourites: state.favourites, in: store)
            let count = hits.count == AppState.searchLimit ? "\(hits.count)+" : "\(hits.count)"
            let title = state.query.isEmpty ? "Search" : "\(count) for “\(state.query)”"
            let words = SearchQuery.parse(state.query).matchedWords
            return ScreenContent(title: title, rows: hits.map { hit in
                // Why it matched when not by its name (`ingredient: garlic`), else its category.
                var row = recipeRow(hit.recipe, detail: hit.why ?? store.category(hit.recipe.category)?.name ?? "")
                row.link = .sidebar(.recipe(hit.recipe.id))
                row.highlights = SearchHighlight.ranges(in: hit.recipe.name, words: words).map { ($0.lowerBound + 2)..<($0.upperBound + 2) }
                return row
            }, emptyText: state.query.isEmpty ? "Type / and a name, ingredient, #tag or ing:name." : "Nothing matches “\(state.query)”.")
        case .favourites:
            let rows = state.favourites.reversed().compactMap { id in store.recipe(id)?.summaryRow }.map {
                var row = recipeRow($0, detail: store.category($0.category)?.name ?? "")
                row.link = .sidebar(.recipe($0.id))
                return row
            }
            return ScreenContent(title: "Favourites (\(rows.count))", rows: rows, emptyText: "No favourites yet: press \(env.keymap.label(for: .favourite)) on a recipe.")
        case .shopping:
            return ShoppingRows.content(state: state, env: env)

        case let .recipe(id):
            guard let recipe = store.recipe(id) else { return ScreenContent(title: id.rawValue, rows: [], emptyText: "This recipe no longer exists.") }
            let scale = state.scale(of: recipe), servings = state.servings[id] ?? recipe.servings
            var rows = env.cache.document(recipe, scale: scale, units: state.units) {
                RecipeDocument.rows(recipe.adjusted(by: scale, units: state.units), store: store, servings: servings, scale: scale, units: state.units)
            }
            if favourites.contains(id), let facts = rows.firstIndex(where: { $0.style.color == .muted }) {
                rows[facts].text += "  ★"
                rows[facts].marks = [(rows[facts].text.count - 1)..<rows[facts].text.count]
            }
            return ScreenContent(title: recipe.name, rows: rows)
        case let .ingredient(key):
            let count = store.recipeCount(using: key)
            return ScreenContent(title: "Recipes with \(key.rawValue) (\(count))", count: count, emptyText: "No recipe uses \(key.rawValue).") { range in
                store.recipes(using: key, range: range).map { recipeRow($0) }
            }
        case let .shoppingList(id):
            let recipe = store.recipe(id)
            let shown = recipe.map { $0.adjusted(by: state.scale(of: $0), units: state.units) }
            let rows = (shown?.ingredients ?? []).map { Row("[ ] " + $0.text, wraps: true, hangingIndent: 4) }
            return ScreenContent(title: "Shopping list: \(recipe?.name ?? id.rawValue)", rows: rows, emptyText: "Nothing to buy.")
        case .cook:
            return ScreenContent(title: "Cook mode", rows: [])
        }
    }
}
