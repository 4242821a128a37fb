import Navigation
import RecipeStore
import Terminal

extension AppState {
    /// Applies one key: the only way the UI changes. Returns the effects for the shell.
    public mutating func update(_ key: Key, env: AppEnvironment) -> [Effect] {
        let tab = self.tab
        let before = screens(of: tab, env: env)
        let favouritesBefore = favourites
        let navigationBefore = (tabs, query, cookStep)
        status = nil
        var effects: [Effect] = []
        if showHelp {
            showHelp = false
        } else if isCooking(env: env) {
            effects += cookKey(key, env: env)
        } else if editingQuery {
            editQuery(key, env: env)
        } else {
            effects += browseKey(key, env: env)
        }
        reconcilePositions(of: tab, old: before, env: env)
        if tab != self.tab { reconcilePositions(of: self.tab, old: screens(of: self.tab, env: env), env: env) }
        revealCursors(env: env)
        if favourites != favouritesBefore {
            effects.append(.saveFavourites(FavouritesChange(added: favourites.filter { !favouritesBefore.contains($0) },
                                                                 removed: favouritesBefore.filter { !favourites.contains($0) })))
        }
        if navigationBefore != (tabs, query, cookStep) { effects.append(.saveState) }
        return effects
    }

    /// Adopts a new terminal size, keeping every selection and cursor (only scrolling moves).
    public mutating func resize(width: Int, height: Int, env: AppEnvironment) {
        self.width = width
        self.height = height
        revealCursors(env: env)
    }

    /// Keys in the normal (not editing, not cooking) mode.
    private mutating func browseKey(_ key: Key, env: AppEnvironment) -> [Effect] {
        switch key {
        case .character("q"), .control("c"), .control("q"):
            quitRequested = true
            return [.quit]
        case .character("?"), .function(1): showHelp = true
        case .character("1"), .character("2"), .character("3"):
            if case let .character(digit) = key { try? tabs.select(Tab.allCases[Int(String(digit))! - 1]) }
        case .character("/"):
            try? tabs.select(.search)
            tabs.active.split.focus = .sidebar
            editingQuery = true
        case .character("j"), .down: moveCursor(by: 1, env: env)
        case .character("k"), .up: moveCursor(by: -1, env: env)
        case .pageDown, .control("f"): moveCursor(by: max(1, listHeight(env: env) - 1), env: env)
        case .pageUp, .control("b"): moveCursor(by: -max(1, listHeight(env: env) - 1), env: env)
        case .control("d"): moveCursor(by: max(1, listHeight(env: env) / 2), env: env)
        case .control("u"): moveCursor(by: -max(1, listHeight(env: env) / 2), env: env)
        case .character("g"), .home: moveCursor(by: Int.min / 2, env: env)
        case .character("G"), .end: moveCursor(by: Int.max / 2, env: env)
        case .character("l"), .right, .enter: open(env: env)
        case .character("h"), .left, .escape, .backspace: back(env: env)
        case .tab: cycleFocus(forward: true, env: env)
        case .backTab: cycleFocus(forward: false, env: env)
        case .character("f"): toggleFavourite(env: env)
        case .character("c"): startCooking(env: env)
        case .character("s"): openShoppingList(env: env)
        case let .wheel(delta): moveCursor(by: delta * 3, env: env)
        case let .click(x, y): click(x: x, y: y, env: env)
        default: break
        }
        return []
    }

    /// Keys while typing a search query: text edits the query, and results follow at once.
    private mutating func editQuery(_ key: Key, env: AppEnvironment) {
        switch key {
        case let .character(character):
            setQuery(query + String(character))
        case .backspace:
            if !query.isEmpty { setQuery(String(query.dropLast())) }
        case .control("u"):
            setQuery("")
        case .control("c"):
            quitRequested = true
        case .enter, .escape, .tab, .down:
            editingQuery = false
        case .up:
            editingQuery = false
            moveCursor(by: -1, env: env)
        default:
            break
        }
    }

    /// A new query: the old results (and anything opened from them) no longer apply.
    private mutating func setQuery(_ text: String) {
        query = text
        var search = tabs[.search] ?? TabState(.search)
        search.split.select(sidebar: nil)
        search.positions = [ListPosition()]
        search.split.focus = .sidebar
        try? tabs.set(search, for: .search)
    }

    /// Keys in cook mode: step through the method; back leaves cook mode.
    private mutating func cookKey(_ key: Key, env: AppEnvironment) -> [Effect] {
        let steps = recipeBelowTop(env: env).flatMap { env.store.recipe($0)?.steps.count } ?? 0
        switch key {
        case .character("j"), .down, .character(" "), .character("n"), .pageDown:
            cookStep = min(cookStep + 1, max(0, steps - 1))
        case .character("k"), .up, .character("p"), .pageUp:
            cookStep = max(cookStep - 1, 0)
        case .character("g"), .home: cookStep = 0
        case .character("G"), .end: cookStep = max(0, steps - 1)
        case .character("h"), .left, .escape, .backspace, .character("c"):
            back(env: env)
        case .character("?"): showHelp = true
        case .character("q"), .control("c"):
            quitRequested = true
            return [.quit]
        default: break
        }
        return []
    }
}
