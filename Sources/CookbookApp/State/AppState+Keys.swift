import Navigation
import RecipeStore
import Terminal

/// Keys: each runs its action in the current input mode through the keymap, then the tabs are
/// settled and a jump recorded in the history.
extension AppState {
    /// Applies one key through the keymap (`update` decides whether to save). Returns the
    /// effects for the shell.
    mutating func handle(_ key: Key, env: AppEnvironment) -> [Effect] {
        if answersImportAgain(key, env: env) {
            overlays.status = nil
            return answerImportAgain(with: key)
        }
        let tab = self.tab
        let tabBefore = tabs.active
        let favouritesBefore = favourites
        overlays.status = nil
        let mode = inputMode(env: env)
        var effects: [Effect] = []
        let action = env.keymap.action(for: key, in: mode)
        let jumps = action.map { mode == .browse && Self.jumps.contains($0) } ?? false
        let origin = jumps ? currentPlace : nil                 // where the jump starts
        if let action {
            // Enter on a search that found nothing searches the spelling the status line offers.
            if action == .results, key == .enter, let suggestion = searchSuggestion(env: env) { setQuery(suggestion) }
            effects += perform(action, in: mode, env: env)
        } else {
            unbound(key, in: mode, env: env)
        }
        reconcilePositions(of: tab, old: tabBefore.split)
        // Only cursor motion previews; it keeps the stacks it passes (explicit moves do not).
        let moves = action.map { Self.motions.contains($0) } ?? (mode == .browse)
        if tab == self.tab, moves { park(before: tabBefore, env: env) }
        // A key changes the active tab (and, through favourites, the Favourites list); a cursor
        // motion keeps cursor and selection together by itself, so only previews and scrolling.
        var changed: [Tab] = moves && tab == self.tab ? [] : [tab, self.tab]
        if favourites != favouritesBefore { changed.append(.favourites) }
        settle(tabs: changed, env: env)
        if let origin { recordJump(from: origin) }              // and where it lands
        if favourites != favouritesBefore {
            effects.append(.saveFavourites(FavouritesChange(added: favourites.filter { !favouritesBefore.contains($0) },
                                                            removed: favouritesBefore.filter { !favourites.contains($0) })))
        }
        // The Favourites tab reads its file each time it is shown (another Cookbook may have added one).
        if self.tab == .favourites, tab != .favourites { effects.append(.readFavourites) }
        // The Shopping tab reads its files each time it is shown (another tool may have changed them).
        if self.tab == .shopping, shopping.files == nil || tab != .shopping, !effects.contains(where: { if case .shopping = $0 { true } else { false } }) {
            effects.append(.shopping(.load))
        }
        return effects
    }

    /// Actions that move the cursor (and so preview what it lands on).
    static let motions: Set<Action> = [.down, .up, .pageDown, .pageUp, .halfDown, .halfUp, .first, .last]
    /// Actions that jump to another place, recorded in the history.
    static let jumps: Set<Action> = [.open, .back, .popToRoot, .tabBrowse, .tabSearch, .tabFavourites, .tabShopping]

    /// The active tab's place, as the history records it.
    var currentPlace: SavedState.HistoryEntry {
        SavedState.HistoryEntry(tab: tab, place: SavedState.saved(tabs.active, tab: tab))
    }

    /// Records a jump from `origin` to the place now in the history: both places, each unless
    /// it is the current entry already. A jump that lands where it started records nothing.
    mutating func recordJump(from origin: SavedState.HistoryEntry) {
        let landing = currentPlace
        guard landing != origin else { return }
        history.record(origin)
        history.record(landing)
    }

    /// Goes to the history entry `move` returns (back or forward), or says why not (and then
    /// the history is as it was).
    mutating func travel(env: AppEnvironment, _ move: (inout NavigationHistory<SavedState.HistoryEntry>) throws(NavigationError) -> SavedState.HistoryEntry) {
        var history = self.history
        history.record(currentPlace)
        do throws(NavigationError) {
            let entry = try move(&history)
            self.history = history
            tabs[state: entry.tab] = SavedState.restore(entry.place, as: entry.tab, env: env).0
            tabs.show(entry.tab)
        } catch {
            overlays.status = StatusMessage(error.description)
        }
    }

    /// Adopts a new terminal size, keeping every selection and cursor (only scrolling moves;
    /// a list widened into a column previews what its cursor is on).
    public mutating func resize(width: Int, height: Int, env: AppEnvironment) {
        self.width = width
        self.height = height
        settle(env: env)
    }

    /// Runs `action` in `mode`.
    private mutating func perform(_ action: Action, in mode: InputMode, env: AppEnvironment) -> [Effect] {
        let page = max(1, listHeight(env: env) - 1)
        switch (action, mode) {
        case (.quit, _): return [.quit]
        case (.redraw, _): return [.redraw]
        case (.suspend, _): return [.suspend]
        case (.help, .help), (.back, .help), (.messages, .help): merge(overlays.update(.close))
        case (.messages, _): merge(overlays.update(.openMessages))
        case (.help, _): merge(overlays.update(.openHelp))
        case (.down, .help), (.up, .help), (.pageDown, .help), (.pageUp, .help), (.first, .help), (.last, .help):
            let showMessages = overlays.showMessages
            let visible = showMessages ? MessageLogView.visibleLines(height: height) : HelpView.page(width: width, height: height, keymap: env.keymap)?.visible
            let helpPage = max(1, (visible ?? 2) - 1)
            let step = [Action.down: 1, .up: -1, .pageDown: helpPage, .pageUp: -helpPage, .first: Int.min / 2, .last: Int.max / 2][action] ?? 0
            let maximum = showMessages ? max(0, overlays.messages.count - MessageLogView.visibleLines(height: height)) : HelpView.maximumTop(self, env: env)
            merge(overlays.update(.scroll(by: step, maximum: maximum)))
        case (.down, .mise): merge(cook.update(.miseDown(rows: miseCount(env: env))))
        case (.up, .mise): merge(cook.update(.miseUp))
        case (.down, _): moveCursor(by: 1, env: env)
        case (.up, _): moveCursor(by: -1, env: env)
        case (.pageDown, _): moveCursor(by: page, env: env)
        case (.pageUp, _): moveCursor(by: -page, env: env)
        case (.halfDown, _): moveCursor(by: max(1, listHeight(env: env) / 2), env: env)
        case (.halfUp, _): moveCursor(by: -max(1, listHeight(env: env) / 2), env: env)
        case (.first, .cook): merge(cook.update(.firstStep))
        case (.last, .cook): merge(cook.update(.lastStep(steps: cookSteps(env: env))))
        case (.first, _): moveCursor(by: Int.min / 2, env: env)
        case (.last, _): moveCursor(by: Int.max / 2, env: env)
        case (.nextStep, _): return merge(cook.update(.nextPage(steps: cookSteps(env: env), recipe: recipeBelowTop(env: env))))
        case (.previousStep, _): merge(cook.update(.previousPage))
        case (.miseTick, _): merge(cook.update(.miseTick(rows: miseCount(env: env))))
        case (.miseDone, _): merge(cook.update(.miseDone))
        case (.timerStart, _): return startStepTimer(env: env)
        case (.timerCustom, _): merge(overlays.update(.ask(Prompt(.timerDuration))))
        case (.timerPause, _): return merge(cook.update(.pauseOrResume))
        case (.timerCancel, _): return merge(cook.update(.cancelNewest))
        case (.timerDismiss, _): return merge(cook.update(.dismissFinished))
        case (.open, _): if !openShoppingRow(env: env) { open(env: env) }
        case (.back, _), (.cook, .cook), (.cook, .mise): back(env: env)
        case (.nextColumn, _): cycleFocus(forward: true, env: env)
        case (.previousColumn, _): cycleFocus(forward: false, env: env)
        case (.tabBrowse, _): selectTab(.browse)
        case (.tabSearch, _): selectTab(.search)
        case (.tabFavourites, _): selectTab(.favourites)
        case (.tabShopping, _): selectTab(.shopping)
        case (.shoppingAdd, _): return addToShopping(env: env)
        case (.shoppingAddMenu, _): return addMenuToShopping(env: env)
        case (.shoppingCheck, _): return toggleShoppingCheck(env: env)
        case (.shoppingItem, _): startShoppingItem()
        case (.edit, _):
            guard let id = recipeBelowTop(env: env) ?? targetRecipe(env: env) else {
                overlays.status = StatusMessage("Open a recipe (or put the cursor on one) to edit it with \(env.keymap.label(for: .edit)).")
                return []
            }
            return [.edit(id)]
        case (.reload, _): return [.reload, .readFavourites]
        case (.newRecipe, _) where env.isOneFile, (.importRecipe, _) where env.isOneFile:
            let what = action == .newRecipe ? "new recipes are written" : "recipes are imported"
            overlays.status = StatusMessage("This collection is one JSON file: \(what) into a folder of .cook files. Open one with --data DIR, or make one from this collection with `cookbook export --cook DIR`.", isWarning: true)
        case (.newRecipe, _): merge(overlays.update(.ask(Prompt(.newRecipe(currentCategory(env: env))))))
        case (.importRecipe, _): merge(overlays.update(.ask(Prompt(.importSource(currentCategory(env: env))))))
        case (.shoppingRemove, _): return removeFromShopping(env: env)
        case (.cookable, _): return openCookable(env: env)
        case (.promptDone, _): return finishPrompt(env: env)
        case (.promptCancel, _): merge(overlays.update(.closePrompt))
        case (.deleteCharacter, .prompt): merge(overlays.update(.deleteCharacter))
        case (.clearQuery, .prompt): merge(overlays.update(.clearAnswer))
        case (.popToRoot, _): popToRoot(env: env)
        case (.historyBack, _): travel(env: env) { history throws(NavigationError) in try history.back() }
        case (.historyForward, _): travel(env: env) { history throws(NavigationError) in try history.forward() }
        case (.toggleSidebar, _): toggleSidebar(env: env)
        case (.copyLink, _):
            guard let link = AppLinks.link(to: self) else {
                overlays.status = StatusMessage("Nothing to link to here: open a category, a recipe or a search first.")
                return []
            }
            overlays.status = StatusMessage("Copied \(link)")
            return [.copyToClipboard(link)]
        case (.search, _):
            selectTab(.search)
            tabs.active.split.focus = .sidebar
            editingQuery = true
        case (.favourite, _): toggleFavourite(env: env)
        case (.cook, _): startCooking(env: env)
        case (.shopping, _): openShoppingList(env: env)
        case (.results, _): editingQuery = false
        case (.filter, _): startFilter(env: env)
        case (.filterDone, _): editingFilter = false
        case (.filterClear, _):
            setFilter("", env: env)
            editingFilter = false
        case (.deleteCharacter, .filter): setFilter(String(focusedFilter(env: env).dropLast()), env: env)
        case (.clearQuery, .filter): setFilter("", env: env)
        case (.servingsUp, _): changeServings(by: 1, env: env)
        case (.servingsDown, _): changeServings(by: -1, env: env)
        case (.cycleUnits, _): cycleUnits()
        case (.nextMatch, _): jumpToMatch(forward: true, env: env)
        case (.previousMatch, _): jumpToMatch(forward: false, env: env)
        case (.deleteCharacter, _): if !query.isEmpty { setQuery(String(query.dropLast())) }
        case (.clearQuery, _): setQuery("")
        }
        return []
    }

    /// A key no action claims: typing while a query is edited, the mouse while browsing, and
    /// any key closes the help.
    private mutating func unbound(_ key: Key, in mode: InputMode, env: AppEnvironment) {
        switch (mode, key) {
        case (.help, _): merge(overlays.update(.close))
        case let (.query, .character(character)): setQuery(query + String(character))
        case let (.filter, .character(character)): setFilter(focusedFilter(env: env) + String(character), env: env)
        case let (.prompt, .character(character)): merge(overlays.update(.type(character)))
        case let (.browse, .wheel(delta, x, y)):
            focusColumn(x: x, y: y, env: env)                   // the column under the pointer
            moveCursor(by: delta * 3, env: env)
        case let (.browse, .click(x, y)) where y == 0:
            if let tab = AppView.tab(atColumn: x, self) { selectTab(tab) }
        case let (.browse, .click(x, y)): click(x: x, y: y, env: env)
        case let (.browse, .doubleClick(x, y)):
            click(x: x, y: y, env: env)
            open(env: env)
        default: break
        }
    }

    /// Shows `tab`; choosing the tab already shown pops it to its root (as a tab bar does).
    private mutating func selectTab(_ tab: Tab) {
        guard tab != self.tab else {
            tabs[state: tab].split.select(sidebar: nil)
            tabs[state: tab].split.focus = .sidebar
            tabs[state: tab].parked = []
            return
        }
        tabs.show(tab)
    }

    /// A new query: the old results (and anything opened from them) no longer apply.
    private mutating func setQuery(_ text: String) {
        query = text
        var search = tabs[.search] ?? TabState(.search)
        search.split.select(sidebar: nil)
        search.positions = [ListPosition()]
        search.split.focus = .sidebar
        tabs[state: .search] = search
    }

    /// `2 files read again, 1 more recipe`: what a re-read changed, for the status line ("" when
    /// neither count moved).
    static func changeSummary(changedFiles: Int, recipeDelta: Int) -> String {
        var parts: [String] = []
        if changedFiles > 0 { parts.append("\(changedFiles) file\(changedFiles == 1 ? "" : "s") read again") }
        let count = abs(recipeDelta), recipes = "recipe\(count == 1 ? "" : "s")"
        if recipeDelta > 0 { parts.append("\(count) more \(recipes)") }
        if recipeDelta < 0 { parts.append("\(count) fewer \(recipes)") }
        return parts.joined(separator: ", ")
    }
}
