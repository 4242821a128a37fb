import RecipeStore

/// "What can I cook?" as the app sees it (issue #32): `w` shows the ranking under the Shopping
/// tab's list with the cursor on its first recipe (which, as in Favourites, previews beside
/// it). The ranking itself is the Shopping tab's state (`ShoppingTabState`), asked of the shell
/// and arriving while keys go on being handled.
extension AppState {
    /// `w`: the ranking, the cursor on its first recipe; while the files or the ranking are
    /// not there yet, the list says it is working and the cursor goes there when they come.
    mutating func openCookable(env: AppEnvironment) -> [Effect] {
        if tab != .shopping { tabs.show(Tab.shopping) }
        merge(shopping.update(.showCookable))
        // Not read yet: the cursor goes to the ranking when the files come (`shoppingLoaded`).
        guard let files = shopping.files else { return merge(shopping.update(.awaitRanking)) }
        guard let pantry = files.pantry else {
            overlays.status = StatusMessage("There is no pantry.conf to rank by: write one in the collection's config folder (see docs/cooklang.md).", isWarning: true)
            return []
        }
        if let problem = pantry.problems.first {
            let more = pantry.problems.count > 1 ? " (and \(pantry.problems.count - 1) more: \(env.keymap.label(for: .messages)))" : ""
            overlays.status = StatusMessage("pantry.conf:\(problem.line): \(problem.message)\(more)", isWarning: true)
        }
        tabs.active.split.select(sidebar: nil)                      // back to the list, narrow or wide
        tabs.active.split.focus = .sidebar
        guard shopping.currentCookable != nil else { return merge(shopping.update(.awaitRanking)) }
        merge(shopping.update(.rankingShown))
        guard let content = content(at: 0, env: env),
              let first = (0..<content.count).first(where: { if case .sidebar(.recipe)? = content.row($0)?.link { true } else { false } }) else { return [] }
        var position = tabs.active.position(at: 0)
        position.cursor = first
        setPosition(position, at: 0)
        if !layout.isCollapsed { selectUnderCursor(depth: 0, env: env) }
        return []
    }

    /// The ranking came: kept when it is for the files as read now (else another is asked), and
    /// the cursor put on its first recipe when `w` asked for that.
    mutating func cookableRanked(_ request: CookableRequest, _ ranked: [CookableRecipe], env: AppEnvironment) -> [Effect] {
        let effects = merge(shopping.update(.ranked(request, ranked)))
        guard request == shopping.cookableRequest, shopping.cookableJumpPending, tab == .shopping else { return effects }
        return effects + openCookable(env: env)
    }
}
