import RecipeStore

/// Which rows of a list a query keeps (issue #16), for a column filter (`\`) and for `n`/`N`
/// after a search: a recipe row when the recipe matches the query anywhere in the collection
/// (the same language and engine as the Search tab), any other row (a category, an ingredient
/// line) when each of the query's words is in its text.
struct ListFilter: Equatable {
    /// The query.
    let query: SearchQuery
    /// The recipes it finds in the whole collection.
    let recipes: Set<RecipeID>

    /// The filter for the query typed as `text`, with `favourites` for `@fav`.
    init(_ text: String, favourites: [RecipeID], store: any RecipeStore) {
        query = SearchQuery.parse(text)
        recipes = query.isEmpty ? [] : Set(store.search(query, limit: max(1, store.recipeCount), favourites: Set(favourites)).map(\.recipe.id))
    }

    /// Whether `row` is kept.
    func keeps(_ row: Row) -> Bool {
        guard !query.isEmpty else { return true }
        switch row.link {
        case let .recipe(id)?, let .sidebar(.recipe(id))?: return recipes.contains(id)
        default:
            let words = query.matchedWords
            guard !words.isEmpty else { return false }
            let text = TextFolding.fold(row.text)
            return words.allSatisfy { text.contains($0) }
        }
    }
}

extension ScreenContent {
    /// This content narrowed to the rows `filter` keeps (in their order), titled with the
    /// filter and how many rows it keeps of how many; unchanged for an empty filter. While the
    /// filter is typed (`editing`) the title shows it with a caret.
    func filtered(by filter: String, editing: Bool, state: AppState, env: AppEnvironment, screen: Screen) -> ScreenContent {
        guard !filter.isEmpty || editing else { return self }
        let kept = filter.isEmpty ? Array(0..<count) : env.cache.filtered(screen, by: filter, favourites: state.favourites) {
            let rule = ListFilter(filter, favourites: state.favourites, store: env.store)
            return rows(0..<count).indices.filter { rule.keeps(rows($0..<($0 + 1))[0]) }
        }
        let total = count, original = rows
        let title = (editing ? "\\ \(filter)▏" : "filter: \(filter)") + " · \(kept.count) of \(total)"
        return ScreenContent(title: title, count: kept.count, emptyText: "Nothing here matches “\(filter)”.") { range in
            kept[range.clamped(to: 0..<kept.count)].flatMap { original($0..<($0 + 1)) }
        }
    }
}
