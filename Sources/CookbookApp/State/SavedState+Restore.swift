import Navigation
import RecipeStore

extension SavedState {
    /// The result of putting a saved state back.
    public struct Restored {
        /// The state, on top of the fresh one it was given.
        public var state: AppState
        /// How many saved recipes (or other path entries) no longer exist and were dropped.
        public var dropped: Int
        /// How many entries of paths deeper than `SavedState.maximumDepth` were left out.
        public var cut = 0
    }

    /// Puts this saved navigation into `fresh` (which carries size and favourites). Entries that
    /// no longer exist in `env`'s collection are dropped and counted; the rest of each path is
    /// kept, and list positions are kept up to the first dropped entry. Paths, the history's
    /// places included, are cut to their first `maximumDepth` entries from the root.
    public func restore(into fresh: AppState, env: AppEnvironment) -> Restored {
        var state = fresh
        var dropped = 0, cut = 0
        state.query = query
        state.cook.step = Self.clamped(cookStep)
        // Servings of recipes that still exist, within what `+` allows; unknown units: as written.
        for (id, count) in servings ?? [:] where env.store.contains(RecipeID(id)) {
            state.servings[RecipeID(id)] = min(max(1, count), AppState.maximumServings)
        }
        state.units = units.flatMap(IngredientLine.Units.init(rawValue:)) ?? .asWritten
        state.shopping.showsCookable = cookable ?? false
        // At most 50 timers, each of a sane length: a damaged file cannot flood the bar.
        state.cook.timers = (timers ?? []).filter(\.isSane).prefix(CookState.mostTimers).enumerated().map { $0.element.numbered($0.offset + 1) }
        state.cook.miseTicked = Set((miseTicked ?? []).filter { (0..<10_000).contains($0) }.prefix(10_000))
        state.cook.miseCursor = min(max(0, miseCursor ?? 0), 10_000)
        state.cook.started = cookStarted.flatMap { $0.isFinite && $0 > 0 && $0 < 1e11 ? $0 : nil }
        for tab in Tab.allCases {
            guard let saved = tabs[tab.rawValue] else { continue }
            cut += max(0, saved.path.items.count / 2 - Self.maximumDepth)
            let (tabState, misfits) = Self.restore(saved, as: tab, env: env)
            dropped += misfits
            state.tabs[state: tab] = tabState
        }
        state.tabs.show(tab)
        if let history { state.history = Self.clamped(history) }
        state.settle(env: env)
        return Restored(state: state, dropped: dropped, cut: cut)
    }

    /// One tab's saved navigation as a tab state, and how many of its entries no longer exist
    /// in `env`'s collection (dropped; positions kept up to the first drop).
    static func restore(_ saved: SavedTab, as tab: Tab, env: AppEnvironment) -> (TabState, dropped: Int) {
        let store = env.store
        let (path, drops) = NavigationPath.decodingLeniently(clamped(saved.path), using: coding) { element in
            if let id = element.value(as: RecipeID.self) { return store.contains(id) }
            if let id = element.value(as: CategoryID.self) { return store.category(id) != nil }
            if let key = element.value(as: IngredientKey.self) { return store.recipeCount(using: key) > 0 }
            return false
        }
        var (tabState, misfits) = tabState(tab, from: path.elements, saved: saved)
        misfits += drops.count
        if misfits > 0 {
            let firstDrop = drops.compactMap(index(of:)).min() ?? 0
            tabState.positions = Array(tabState.positions.prefix(firstDrop + 1))
        }
        return (tabState, misfits)
    }

    /// A tab from its restored path elements: the first selects the sidebar, the second (in
    /// Browse) the recipe, the rest form the detail stack. Elements of a type a place cannot hold
    /// are dropped and counted.
    private static func tabState(_ tab: Tab, from elements: [PathElement], saved: SavedTab) -> (TabState, Int) {
        var collapsed = NavigationPath()
        var misfits = 0
        for element in elements {
            let depth = collapsed.count
            if depth == 0 {
                if tab == .browse, let id = element.value(as: CategoryID.self) { collapsed.append(SidebarItem.category(id)) }
                else if tab != .browse, let id = element.value(as: RecipeID.self) { collapsed.append(SidebarItem.recipe(id)) }
                else { misfits += 1 }
            } else if element.value(as: RecipeID.self) != nil || (depth >= AppState.detailRootDepth(of: tab) && element.value(as: IngredientKey.self) != nil) {
                collapsed.append(element)
            } else {
                misfits += 1
            }
        }
        var split = TabState(tab).split
        let hasRoot = collapsed.count >= AppState.detailRootDepth(of: tab)
        let flags = hasRoot ? saved.presented.map { StackOverlay.flag(PresentationFlag($0)) } : []
        do throws(NavigationError) {
            try split.expand(NavigationStackState(path: collapsed, overlays: flags))
        } catch {
            // A path the split view cannot hold is dropped whole and counted, never half-applied.
            misfits += collapsed.count
        }
        // Focus a column that still has something to show, should drops have emptied it.
        let depth = collapsed.count
        switch saved.focus {
        case .detail where depth < AppState.detailRootDepth(of: tab), .content where tab != .browse || depth < 1:
            split.focus = tab == .browse && depth >= 1 ? .content : .sidebar
        default:
            split.focus = saved.focus
        }
        let positions = saved.positions.prefix(maximumDepth).map {
            ListPosition(cursor: clamped($0.cursor), top: clamped($0.top), filter: String($0.filter.prefix(maximumFilterLength)))
        }
        return (TabState(split: split, positions: positions), misfits)
    }

    /// The longest list filter restored (a damaged or hostile file cannot make every key slow).
    static let maximumFilterLength = 200

    /// The largest row or step number restored: more than any screen shows, far from overflow.
    static let maximumIndex = 1 << 24
    /// The most path entries and list positions restored per tab and per place in the history:
    /// deeper than anyone browses, and small enough that no key is slow and no save large.
    public static let maximumDepth = 256

    /// `path` cut to its first `maximumDepth` entries from the root (it is stored newest
    /// first); a malformed one is left for the decoder to report.
    static func clamped(_ path: NavigationPath.CodableRepresentation) -> NavigationPath.CodableRepresentation {
        let most = 2 * maximumDepth
        guard path.items.count > most, path.items.count.isMultiple(of: 2) else { return path }
        return NavigationPath.CodableRepresentation(items: Array(path.items.suffix(most)))
    }

    /// `history` with each place's path and positions cut to `maximumDepth` and at most the
    /// default number of places, around the current one.
    static func clamped(_ history: NavigationHistory<HistoryEntry>) -> NavigationHistory<HistoryEntry> {
        let entries = history.entries.map { entry in
            var entry = entry
            entry.place.path = clamped(entry.place.path)
            entry.place.positions = Array(entry.place.positions.prefix(maximumDepth))
            return entry
        }
        let limit = min(history.limit, NavigationHistory<HistoryEntry>.defaultLimit)
        return (try? NavigationHistory(entries: entries, position: history.position, limit: limit)) ?? NavigationHistory()
    }

    /// `value` within 0…`maximumIndex`: a hand-edited or damaged file cannot make later
    /// arithmetic (`cursor + 1`) overflow.
    static func clamped(_ value: Int) -> Int { min(max(0, value), maximumIndex) }

    /// The root-based index a drop report names.
    private static func index(of error: NavigationError) -> Int? {
        switch error {
        case let .droppedMissing(_, index, _), let .unknownTag(_, index), let .undecodableValue(_, index, _): return index
        default: return nil
        }
    }
}
