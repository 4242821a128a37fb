import Navigation
import RecipeStore

extension AppState {
    /// Brings every tab into its agreed shape after any change: list positions sized to the
    /// stack, each column's cursor on its selection, and in a wide layout the focused list
    /// previewing what its cursor is on. Called at the end of every `update`, and by callers
    /// that set a state from outside (deep links, restore).
    public mutating func settle(env: AppEnvironment) {
        settle(tabs: Tab.allCases, env: env)
    }

    /// `settle` for `tabs` only: a key changes only the active tab, so it settles that one.
    mutating func settle(tabs changed: [Tab], env: AppEnvironment) {
        for tab in changed {
            reconcilePositions(of: tab, old: tabs[state: tab].split)
            alignCursors(of: tab, env: env)
        }
        preview(env: env)
        revealCursors(env: env)
    }

    /// Puts the cursor of each selecting list (the sidebar; Browse's recipe list) on its
    /// selection, so a link or a restore never leaves a cursor elsewhere.
    mutating func alignCursors(of tab: Tab, env: AppEnvironment) {
        let split = tabs[state: tab].split
        for depth in 0..<min(Self.detailRootDepth(of: tab), stackCount(of: tab)) {
            let wanted: Link?
            switch depth {
            case 0: wanted = split.sidebarSelection.map { .sidebar($0) }
            default: wanted = split.contentSelection.map { .recipe($0) }
            }
            guard let wanted else { continue }
            guard let screen = screen(at: depth, of: tab, env: env) else { continue }
            let content = listContent(screen, tab: tab, depth: depth, env: env)
            var position = tabs[state: tab].position(at: depth)
            guard content.row(position.cursor)?.link != wanted else { continue }
            // Rare (links, restores, widening): a scan of the list.
            guard let index = (0..<content.count).first(where: { content.row($0)?.link == wanted }) else { continue }
            position.cursor = index
            var state = tabs[state: tab]
            while state.positions.count <= depth { state.positions.append(ListPosition()) }
            state.positions[depth] = position
            tabs[state: tab] = state
        }
    }

    /// In a wide layout, the focused sidebar or recipe list previews the row under its cursor
    /// when nothing is selected there yet (a fresh start, after widening).
    mutating func preview(env: AppEnvironment) {
        guard !layout.isCollapsed, let depth = activeDepth(env: env), depth < Self.detailRootDepth(of: tab) else { return }
        let split = tabs.active.split
        let selected = depth == 0 ? split.sidebarSelection != nil : split.contentSelection != nil
        guard !selected else { return }
        let before = tabs.active
        selectUnderCursor(depth: depth, env: env)
        guard tabs.active.split != before.split else { return }
        reconcilePositions(of: tab, old: before.split)
        restoreParked(before: before, env: env)
    }

    /// After a preview changed a selection of the active tab: keeps what was below the old
    /// selection, and brings back what was kept for the new one.
    mutating func park(before: TabState, env: AppEnvironment) {
        guard !layout.isCollapsed else { return }
        var state = tabs.active
        let (old, new) = (before.split, state.split)
        if let oldSidebar = old.sidebarSelection, oldSidebar != new.sidebarSelection, old.contentSelection != nil || !old.detail.isAtRoot {
            keep(ParkedStack(sidebar: oldSidebar, content: nil, isWholeSidebar: true, contentSelection: old.contentSelection,
                             detail: old.detail, positions: Array(before.positions.dropFirst(1))), in: &state)
        } else if let sidebar = old.sidebarSelection, sidebar == new.sidebarSelection, let oldContent = old.contentSelection,
                  oldContent != new.contentSelection, !old.detail.isAtRoot {
            keep(ParkedStack(sidebar: sidebar, content: oldContent, isWholeSidebar: false, contentSelection: oldContent,
                             detail: old.detail, positions: Array(before.positions.dropFirst(Self.detailRootDepth(of: tab)))), in: &state)
        }
        tabs.active = state
        restoreParked(before: before, env: env)
    }

    /// Brings back the parked stack of the active tab's new selection, if one was kept.
    private mutating func restoreParked(before: TabState, env: AppEnvironment) {
        var state = tabs.active
        let (old, new) = (before.split, state.split)
        guard let sidebar = new.sidebarSelection else { return }
        let whole = sidebar != old.sidebarSelection
        guard whole || new.contentSelection != old.contentSelection,
              let index = state.parked.lastIndex(where: { $0.matches(sidebar: sidebar, content: new.contentSelection, whole: whole) })
        else { return }
        let parked = state.parked.remove(at: index)
        let firstDepth = whole ? 1 : Self.detailRootDepth(of: tab)
        do throws(NavigationError) {
            if whole, new.contentSelection == nil, let content = parked.contentSelection { try state.split.select(content: content) }
            if state.split.hasDetailRoot { try state.split.updateDetail { $0 = parked.detail } }
        } catch {
            report(error)
            return
        }
        state.positions = Array(state.positions.prefix(firstDepth)) + parked.positions
        tabs.active = state
        reconcilePositions(of: tab, old: tabs.active.split)
    }

    /// Adds `entry` as the most recent parked stack, replacing an older one for the same
    /// selection and dropping the least recent beyond the limit.
    private func keep(_ entry: ParkedStack, in state: inout TabState) {
        state.parked.removeAll { $0.matches(sidebar: entry.sidebar, content: entry.content, whole: entry.isWholeSidebar) }
        state.parked.append(entry)
        if state.parked.count > TabState.parkingLimit { state.parked.removeFirst(state.parked.count - TabState.parkingLimit) }
    }
}
