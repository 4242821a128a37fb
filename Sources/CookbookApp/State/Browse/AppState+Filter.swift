import RecipeStore

/// Filtering the focused list (`\`) and stepping through a search's matches in it (`n`, `N`),
/// issue #16: both with the search language, through `ListFilter`.
extension AppState {
    /// Starts typing a filter for the focused list (keeping the one it has).
    mutating func startFilter(env: AppEnvironment) {
        guard activeDepth(env: env) != nil else {
            overlays.status = StatusMessage("Nothing to filter here: focus a list first.")
            return
        }
        editingFilter = true
    }

    /// The focused list's filter, as typed.
    func focusedFilter(env: AppEnvironment) -> String {
        activeDepth(env: env).map { tabs.active.position(at: $0).filter } ?? ""
    }

    /// Sets the focused list's filter to `text`; its cursor goes to the first row kept (and,
    /// in a wide layout, previews it).
    mutating func setFilter(_ text: String, env: AppEnvironment) {
        guard let depth = activeDepth(env: env) else { return }
        setPosition(ListPosition(filter: text), at: depth)
        moveCursor(by: 0, env: env)
    }

    /// Moves the focused list's cursor to the next (or previous) row the current search keeps,
    /// wrapping at the ends; says so when there is no search or no such row.
    mutating func jumpToMatch(forward: Bool, env: AppEnvironment) {
        guard !query.isEmpty else {
            overlays.status = StatusMessage("No search yet: \(env.keymap.label(for: .search)) searches, then \(env.keymap.label(for: .nextMatch)) finds its matches in any list.")
            return
        }
        guard let depth = activeDepth(env: env), let content = content(at: depth, env: env), content.count > 0 else { return }
        let rule = env.cache.listFilter(query, favourites: favourites, store: env.store)
        let rows = content.rows(0..<content.count)
        guard !rows.isEmpty else { return }
        let cursor = min(tabs.active.position(at: depth).cursor, rows.count - 1)
        let order = forward ? Array((cursor + 1)..<rows.count) + Array(0...cursor) : Array((0..<cursor).reversed()) + Array((cursor..<rows.count).reversed())
        guard let found = order.first(where: { rows[$0].selectable && rule.keeps(rows[$0]) }) else {
            overlays.status = StatusMessage("Nothing in this list matches “\(query)”.")
            return
        }
        if forward ? found <= cursor : found >= cursor { overlays.status = StatusMessage("Search wrapped around this list.") }
        moveCursor(by: found - cursor, env: env)
    }
}
