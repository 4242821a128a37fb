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
    /// from the split view's collapsed stack, never stored twice.
    public func screens(of tab: Tab, env: AppEnvironment) -> [Screen] {
        guard let state = tabs[tab] else { return [] }
        return [Self.rootScreen(of: tab)] + env.registry.screens(for: state.split.collapsed)
    }

    /// The depth in the stack where the detail column starts (the selected recipe).
    static func detailRootDepth(of tab: Tab) -> Int { tab == .browse ? 2 : 1 }

    /// The stack depth whose list receives movement keys: the top screen when collapsed,
    /// else the focused column's screen; nil when that column is empty.
    public func activeDepth(env: AppEnvironment) -> Int? {
        let count = screens(of: tab, env: env).count
        if layout.isCollapsed { return count - 1 }
        switch tabs.active.split.focus {
        case .sidebar: return 0
        case .content: return tab == .browse && count > 1 ? 1 : nil
        case .detail: return count > Self.detailRootDepth(of: tab) ? count - 1 : nil
        }
    }

    /// Whether the top of the active tab's stack is cook mode (shown full screen).
    public func isCooking(env: AppEnvironment) -> Bool { screens(of: tab, env: env).last == .cook }

    /// The recipe cook mode (or any overlay) belongs to: the nearest recipe below the top.
    public func recipeBelowTop(env: AppEnvironment) -> RecipeID? {
        for screen in screens(of: tab, env: env).reversed() {
            if case let .recipe(id) = screen { return id }
        }
        return nil
    }

    /// The category new and imported recipes go in: the one Browse shows (or the open
    /// recipe's); nil for the collection's top.
    func currentCategory(env: AppEnvironment) -> CategoryID? {
        if case let .category(id)? = tabs[state: .browse].split.sidebarSelection, tab == .browse { return id }
        return recipeBelowTop(env: env).flatMap { env.store.recipe($0)?.category }
    }

    /// Resets list positions whose screens changed between `old` and the current stack of
    /// `tab`, and sizes the list to the stack.
    mutating func reconcilePositions(of tab: Tab, old: [Screen], env: AppEnvironment) {
        let new = screens(of: tab, env: env)
        var state = tabs[state: tab]
        let same = zip(old, new).prefix { $0 == $1 }.count
        var positions = Array(state.positions.prefix(min(same, new.count)))
        while positions.count < new.count { positions.append(ListPosition()) }
        state.positions = positions
        tabs[state: tab] = state
    }

    /// Reports a navigation change the library refused: it is a bug in the app, so debug builds
    /// stop at an assertion; a release build says so in the status line and carries on.
    mutating func report(_ error: NavigationError) {
        assertionFailure("navigation refused: \(error)")
        status = StatusMessage("Navigation refused: \(error.description)", isWarning: true)
    }
}
