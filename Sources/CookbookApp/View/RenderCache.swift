import RecipeStore

/// Remembers work that every key would otherwise repeat: the rows of recipe screens, the
/// wrapping of long rows to a width, the current search's results and the lists' filters.
/// Keys change state, not recipes, so a recipe laid out once is reused while its store is
/// (the cache is bounded). A memo, never a source: each entry is worked out from the store
/// under a key holding every other input it depends on, so dropping it changes no frame
/// (`RenderCacheTests`); it belongs to one store's `AppEnvironment` and goes with it.
final class RenderCache {
    private struct WrapKey: Hashable {
        let text: String
        let width: Int
        let indent: Int
    }

    private var documents: [DocumentKey: [Row]] = [:]
    private var wrapped: [WrapKey: [String]] = [:]
    private var lastSearch: (query: String, limit: Int, favourites: [RecipeID], hits: [SearchHit])?
    private var lastSuggestion: (query: String, favourites: [RecipeID], text: String?)?
    private var filters: [FilterKey: [Int]] = [:]
    private var listFilters: [FilterKey: ListFilter] = [:]
    private var lastRows: (key: FilterKey, rows: [Row])?

    private struct FilterKey: Hashable {
        let screen: Screen?
        let filter: String
        let query: String
        let favourites: [RecipeID]
    }

    /// Every row of `screen` (as its query and the favourites make it), read by `read` once
    /// while one list is being filtered.
    func allRows(_ screen: Screen, query: String, favourites: [RecipeID], read: () -> [Row]) -> [Row] {
        let key = FilterKey(screen: screen, filter: "", query: query, favourites: favourites)
        if let last = lastRows, last.key == key { return last.rows }
        let rows = read()
        lastRows = (key, rows)
        return rows
    }

    /// The `ListFilter` for `text` (the recipes it finds are asked of the store once per
    /// text and favourites: `n` pressed again, or the same filter on another list, reuse it).
    func listFilter(_ text: String, favourites: [RecipeID], store: any RecipeStore) -> ListFilter {
        let key = FilterKey(screen: nil, filter: text, query: "", favourites: favourites)
        if let filter = listFilters[key] { return filter }
        if listFilters.count >= 16 { listFilters.removeAll(keepingCapacity: true) }
        let filter = ListFilter(text, favourites: favourites, store: store)
        listFilters[key] = filter
        return filter
    }

    /// The rows of `screen` that `filter` keeps (`ListFilter`), worked out by `compute` once
    /// per screen, filter, search query (the results list depends on it) and favourites:
    /// drawing and moving read them many times a key.
    func filtered(_ screen: Screen, by filter: String, query: String, favourites: [RecipeID], compute: () -> [Int]) -> [Int] {
        let key = FilterKey(screen: screen, filter: filter, query: query, favourites: favourites)
        if let kept = filters[key] { return kept }
        if filters.count >= 64 { filters.removeAll(keepingCapacity: true) }
        let kept = compute()
        filters[key] = kept
        return kept
    }

    /// The hits for the query typed as `query` (`@fav` keeps `favourites`): one search per
    /// keystroke, though a key reads the results list several times (moving, scrolling, drawing).
    func search(_ query: String, limit: Int, favourites: [RecipeID], in store: any RecipeStore) -> [SearchHit] {
        if let last = lastSearch, last.query == query, last.limit == limit, last.favourites == favourites { return last.hits }
        let hits = store.search(SearchQuery.parse(query), limit: limit, favourites: Set(favourites))
        lastSearch = (query, limit, favourites, hits)
        return hits
    }

    /// The spelling to search instead of `query`, which found nothing (`RecipeStore.suggestion`):
    /// asked once per query and favourites, though the status line is drawn at every key.
    func suggestion(_ query: String, favourites: [RecipeID], in store: any RecipeStore) -> String? {
        if let last = lastSuggestion, last.query == query, last.favourites == favourites { return last.text }
        let text = store.suggestion(for: SearchQuery.parse(query), favourites: Set(favourites))
        lastSuggestion = (query, favourites, text)
        return text
    }

    /// The rows of `recipe`'s screen at `scale` in `units` (without the favourite mark, added
    /// by the caller).
    func document(_ recipe: Recipe, scale: Double = 1, units: IngredientLine.Units = .asWritten, build: () -> [Row]) -> [Row] {
        let key = DocumentKey(id: recipe.id, scale: scale, units: units)
        if let rows = documents[key] { return rows }
        if documents.count >= 256 { documents.removeAll(keepingCapacity: true) }
        let rows = build()
        documents[key] = rows
        return rows
    }

    private struct DocumentKey: Hashable {
        let id: RecipeID
        let scale: Double
        let units: IngredientLine.Units
    }

    /// `row` broken into screen lines at `width`.
    func lines(_ row: Row, width: Int) -> [String] {
        guard row.wraps else { return row.lines(width: width) }
        let key = WrapKey(text: row.text, width: width, indent: row.hangingIndent)
        if let lines = wrapped[key] { return lines }
        if wrapped.count >= 8192 { wrapped.removeAll(keepingCapacity: true) }
        let lines = row.lines(width: width)
        wrapped[key] = lines
        return lines
    }
}
