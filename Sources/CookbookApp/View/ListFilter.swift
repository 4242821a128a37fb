import RecipeStore

/// Which rows of a list a query keeps (issue #16), for a column filter (`\`) and for `n`/`N`
/// after a search. A recipe row is kept when the recipe matches the query anywhere in the
/// collection (the Search tab's language and engine; asked of the store only when a recipe
/// row is met). Any other row (a category, a recipe's lines) is kept when it holds each of the
/// query's required words and phrases and none it excludes; a shopping item also answers
/// `ing:`; tags, times and the like do not apply to such rows.
final class ListFilter {
    /// The query.
    let query: SearchQuery
    private let favourites: Set<RecipeID>
    private let store: any RecipeStore
    private lazy var recipes = store.matches(query, favourites: favourites)
    private lazy var required = Self.texts(of: query, excluded: false)
    private lazy var excluded = Self.texts(of: query, excluded: true)

    /// The filter for the query typed as `text`, with `favourites` for `@fav`.
    init(_ text: String, favourites: [RecipeID], store: any RecipeStore) {
        query = SearchQuery.parse(text)
        self.favourites = Set(favourites)
        self.store = store
    }

    /// Whether `row` is kept.
    func keeps(_ row: Row) -> Bool {
        guard !query.isEmpty else { return true }
        switch row.link {
        case let .recipe(id)?, let .sidebar(.recipe(id))?: return recipes.contains(id)
        case let .shoppingItem(name)?:
            // A shopping item is an ingredient: `ing:garlic` keeps it when it is garlic.
            let key = IngredientKey(name), text = TextFolding.fold(row.text)
            let isIt = { (wanted: IngredientKey) in key == wanted || TextFolding.fold(name).contains(wanted.rawValue) }
            return required.allSatisfy { text.contains($0) } && !excluded.contains { text.contains($0) }
                && query.clauses.allSatisfy { clause in
                    guard case let .ingredient(wanted) = clause.term else { return true }
                    return isIt(wanted) != clause.excluded
                }
        default:
            let text = TextFolding.fold(row.text)
            return required.allSatisfy { text.contains($0) } && !excluded.contains { text.contains($0) }
        }
    }

    /// The query's words and phrases, required or excluded.
    private static func texts(of query: SearchQuery, excluded: Bool) -> [String] {
        query.clauses.compactMap { clause in
            guard clause.excluded == excluded else { return nil }
            switch clause.term {
            case let .word(text), let .phrase(text): return text
            default: return nil
            }
        }
    }

    /// The indices of `content`'s rows this filter keeps, in order (rows are read once; a
    /// list that gives fewer rows than it counts — a damaged index — is filtered as given).
    func keptIndices(of rows: [Row]) -> [Int] {
        rows.enumerated().filter { keeps($0.element) }.map(\.offset)
    }
}

extension ScreenContent {
    /// This content narrowed to the rows `filter` keeps (in their order), titled with the
    /// filter and how many rows it keeps of how many; unchanged for an empty filter. While the
    /// filter is typed (`editing`) the title shows it with a caret.
    func filtered(by filter: String, editing: Bool, state: AppState, env: AppEnvironment, screen: Screen) -> ScreenContent {
        guard !filter.isEmpty || editing else { return self }
        // The results list depends on the search query as well as on the filter.
        let query = screen == .results ? state.query : ""
        // The shopping list changes with its files, not with the collection: filtered afresh.
        let kept = filter.isEmpty ? Array(0..<count) : screen == .shopping
            ? ListFilter(filter, favourites: state.favourites, store: env.store).keptIndices(of: rows(0..<count))
            : env.cache.filtered(screen, by: filter, query: query, favourites: state.favourites) {
            // The whole list is read once per list (not per keystroke), then tested row by row.
            let all = env.cache.allRows(screen, query: query, favourites: state.favourites) { self.rows(0..<count) }
            return env.cache.listFilter(filter, favourites: state.favourites, store: env.store).keptIndices(of: all)
        }
        let total = count, original = rows
        let title = (editing ? "\\ \(filter)▏" : "filter: \(filter)") + " · \(kept.count) of \(total)"
        return ScreenContent(title: title, count: kept.count, emptyText: "Nothing here matches “\(filter)”.") { range in
            kept[range.clamped(to: 0..<kept.count)].flatMap { original($0..<($0 + 1)) }
        }
    }
}
