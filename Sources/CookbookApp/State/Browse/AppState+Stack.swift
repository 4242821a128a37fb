import Navigation
import RecipeStore

extension AppState {
    /// The root screen of `tab`: what its sidebar lists.
    public static func rootScreen(of tab: Tab) -> Screen {
        switch tab {
        case .browse: return .categories
        case .search: return .results
        case .favourites: return .favourites
        case .shopping: return .shopping
        }
    }

    /// `tab`'s screens as one stack, root first: the narrow layout shows the last one. Derived
    /// from the split view's collapsed stack, never stored twice. Every screen is resolved:
    /// keys and frames use `screen(at:of:env:)` and `stackCount(of:)`, which cost the same at
    /// any depth.
    public func screens(of tab: Tab, env: AppEnvironment) -> [Screen] {
        (0..<stackCount(of: tab)).compactMap { screen(at: $0, of: tab, env: env) }
    }

    /// How many screens `tab`'s stack holds, its root included; none is resolved.
    public func stackCount(of tab: Tab) -> Int { tabs[tab].map { 1 + $0.split.collapsedDepth } ?? 0 }

    /// The screen at `depth` of `tab`'s stack (0: its root), resolving that one only; nil past
    /// the top. Counted in `env.work`.
    public func screen(at depth: Int, of tab: Tab, env: AppEnvironment) -> Screen? {
        guard depth >= 0, let state = tabs[tab] else { return nil }
        env.work.screens += 1
        guard depth > 0 else { return Self.rootScreen(of: tab) }
        guard let entry = state.split.collapsedEntry(at: depth - 1) else { return nil }
        do throws(NavigationError) { return try env.registry.screen(for: entry) } catch { return nil }
    }

    /// The screen on top of `tab`'s stack.
    func topScreen(of tab: Tab, env: AppEnvironment) -> Screen? { screen(at: stackCount(of: tab) - 1, of: tab, env: env) }

    /// The depth in the stack where the detail column starts (the selected recipe).
    static func detailRootDepth(of tab: Tab) -> Int { tab == .browse ? 2 : 1 }

    /// The stack depth whose list receives movement keys: the top screen when collapsed,
    /// else the focused column's screen; nil when that column is empty.
    public func activeDepth(env: AppEnvironment) -> Int? {
        let count = stackCount(of: tab)
        if layout.isCollapsed { return count - 1 }
        switch tabs.active.split.focus {
        case .sidebar: return 0
        case .content: return tab == .browse && count > 1 ? 1 : nil
        case .detail: return count > Self.detailRootDepth(of: tab) ? count - 1 : nil
        }
    }

    /// Whether the top of the active tab's stack is cook mode (shown full screen).
    public func isCooking(env: AppEnvironment) -> Bool { topScreen(of: tab, env: env) == .cook }

    /// The recipe cook mode (or any overlay) belongs to: the nearest recipe below the top.
    public func recipeBelowTop(env: AppEnvironment) -> RecipeID? {
        for depth in stride(from: stackCount(of: tab) - 1, through: 0, by: -1) {
            if case let .recipe(id)? = screen(at: depth, of: tab, env: env) { return id }
        }
        return nil
    }

    /// The category new and imported recipes go in: the one Browse shows (or the open
    /// recipe's); nil for the collection's top.
    func currentCategory(env: AppEnvironment) -> CategoryID? {
        if case let .category(id)? = tabs[state: .browse].split.sidebarSelection, tab == .browse { return id }
        return recipeBelowTop(env: env).flatMap { env.store.recipe($0)?.category }
    }

    /// Resets list positions whose screens changed between `old` (the tab's split view before)
    /// and the current stack of `tab`, and sizes the list to the stack.
    mutating func reconcilePositions(of tab: Tab, old: SplitViewState<SidebarItem, RecipeID>) {
        var state = tabs[state: tab]
        let count = 1 + state.split.collapsedDepth
        let same = 1 + old.collapsedCommonPrefix(with: state.split)     // the root never changes
        var positions = Array(state.positions.prefix(min(same, count)))
        while positions.count < count { positions.append(ListPosition()) }
        state.positions = positions
        tabs[state: tab] = state
    }

    /// Reports a navigation change the library refused: it is a bug in the app, so debug builds
    /// stop at an assertion; a release build says so in the status line and carries on.
    mutating func report(_ error: NavigationError) {
        assertionFailure("navigation refused: \(error)")
        overlays.status = StatusMessage("Navigation refused: \(error.description)", isWarning: true)
    }
}
