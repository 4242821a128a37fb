/// What the status line (and `cookbook search`, on stderr) says when a search finds nothing
/// and the collection knows a spelling that finds something (issue #34):
/// `No recipes match chikn — did you mean chicken?`.
public enum SearchSuggestion {
    /// The message for the query typed as `query`, `suggestion` being the query to search instead.
    public static func message(query: String, suggestion: String) -> String {
        "No recipes match \(query) — did you mean \(suggestion)?"
    }
}

extension AppState {
    /// The query to search instead of the one being typed, when it finds nothing and the
    /// collection knows a nearer spelling: the status line offers it, Enter searches it.
    func searchSuggestion(env: AppEnvironment) -> String? {
        guard tab == .search, editingQuery, !query.isEmpty,
              env.cache.search(query, limit: AppState.searchLimit, favourites: favourites, in: env.store).isEmpty else { return nil }
        return env.cache.suggestion(query, favourites: favourites, in: env.store)
    }
}
