import Navigation
import RecipeStore
import Terminal

extension AppState {
    /// The layout of the active tab now.
    func currentLayout(env: AppEnvironment) -> Layout { Layout(self, stackCount: stackCount(of: tab)) }

    /// The content of the screen at `depth` of the active tab.
    public func content(at depth: Int, env: AppEnvironment) -> ScreenContent? {
        screen(at: depth, of: tab, env: env).map { listContent($0, tab: tab, depth: depth, env: env) }
    }

    /// What `screen`, at `depth` of `tab`'s stack, lists: narrowed by that list's filter.
    func listContent(_ screen: Screen, tab: Tab, depth: Int, env: AppEnvironment) -> ScreenContent {
        let filter = tabs[state: tab].position(at: depth).filter
        let editing = editingFilter && tab == self.tab && depth == activeDepth(env: env)
        return ScreenContent.of(screen, state: self, env: env).filtered(by: filter, editing: editing, state: self, env: env, screen: screen)
    }

    /// The visible column showing the screen at `depth`, if any.
    private func frame(forDepth depth: Int, env: AppEnvironment) -> Layout.Column? {
        currentLayout(env: env).columns.first { $0.depth == depth }
    }

    /// Rows of the active list that fit on screen (for paging).
    func listHeight(env: AppEnvironment) -> Int {
        guard let depth = activeDepth(env: env), let frame = frame(forDepth: depth, env: env) else { return 1 }
        return max(1, frame.listRect.height)
    }

    /// Moves the active list's cursor by `delta` selectable rows' worth, skipping headings and
    /// blank lines; in a wide layout the sidebar and content lists select as the cursor moves.
    mutating func moveCursor(by delta: Int, env: AppEnvironment) {
        guard let depth = activeDepth(env: env), let content = content(at: depth, env: env), content.count > 0 else { return }
        var position = tabs.active.position(at: depth)
        let start = position.cursor
        position.move(by: delta, count: content.count)
        let step = delta >= 0 ? 1 : -1
        var index = position.cursor
        while let row = content.row(index), !row.selectable, content.row(index + step) != nil { index += step }
        // Past the last selectable row (a list ending in a note): the nearest one back, if it
        // is not behind where the cursor was.
        while content.row(index)?.selectable != true, index - step != start, content.row(index - step) != nil { index -= step }
        if content.row(index)?.selectable != true {
            index = start
        }
        position.cursor = index
        // At the first (or last) row that can be chosen, the headings above it (the notes
        // below it) come into view too: nothing is left hidden past the ends of the cursor's reach.
        let selectable = { (row: Int) in content.row(row)?.selectable == true }
        if !(0..<index).contains(where: selectable) { position.top = 0 }
        if !((index + 1)..<content.count).contains(where: selectable), let frame = frame(forDepth: depth, env: env) {
            var first = content.count, used = 0
            while first > 0, let row = content.row(first - 1) {
                let lines = env.cache.lines(row, width: frame.listRect.width).count
                guard used + lines <= frame.listRect.height else { break }
                used += lines
                first -= 1
            }
            if first <= index { position.top = max(position.top, first) }
        }
        setPosition(position, at: depth)
        if !layout.isCollapsed { selectUnderCursor(depth: depth, env: env) }
    }

    /// In a wide layout the sidebar and content lists preview: their selection follows the
    /// cursor, like ranger's parent columns.
    mutating func selectUnderCursor(depth: Int, env: AppEnvironment) {
        guard depth < AppState.detailRootDepth(of: tab), let content = content(at: depth, env: env),
              let link = content.row(tabs.active.position(at: depth).cursor)?.link else { return }
        switch (depth, link) {
        case let (0, .sidebar(item)): tabs.active.split.select(sidebar: item)
        case (0, .shoppingItem), (0, .menu): tabs.active.split.select(sidebar: nil)   // the item is detailed instead
        case let (1, .recipe(id)):
            do throws(NavigationError) { try tabs.active.split.select(content: id) } catch { report(error) }
        default: break
        }
    }

    /// Opens what the cursor is on: in a wide layout the next column first, then links.
    mutating func open(env: AppEnvironment) {
        guard let depth = activeDepth(env: env) else {
            overlays.status = StatusMessage("Nothing here to open.")
            return
        }
        let link = content(at: depth, env: env)?.row(tabs.active.position(at: depth).cursor)?.link
        if layout.isCollapsed {
            guard let link else { overlays.status = StatusMessage("Nothing to open on this row."); return }
            do throws(NavigationError) {
                try tabs.active.split.pushCollapsed(link.value, using: env.registry)
                tabs.active.split.focus = tabs.active.split.compactColumn
            } catch {
                overlays.status = StatusMessage(error.description, isWarning: true)
            }
            return
        }
        let detailRoot = AppState.detailRootDepth(of: tab)
        if depth < detailRoot {
            selectUnderCursor(depth: depth, env: env)
            let next: SplitColumn = tab == .browse && depth == 0 ? .content : .detail
            guard stackCount(of: tab) > depth + 1 else { return }
            tabs.active.split.focus = next
            return
        }
        guard let link else { overlays.status = StatusMessage("Nothing to open on this row."); return }
        do throws(NavigationError) {
            try tabs.active.split.updateDetail { stack throws(NavigationError) in try stack.push(link.value, using: env.registry) }
        } catch {
            overlays.status = StatusMessage(error.description, isWarning: true)
        }
    }

    /// Goes back: pops the detail stack, or moves focus left; collapsed, pops the one stack.
    mutating func back(env: AppEnvironment) {
        if layout.isCollapsed {
            do throws(NavigationError) {
                try tabs.active.split.backCollapsed()
                tabs.active.split.focus = tabs.active.split.compactColumn
            } catch {
                overlays.status = StatusMessage("Already at the top.")
            }
            return
        }
        var split = tabs.active.split
        switch split.focus {
        case .detail where !split.detail.isAtRoot:
            do throws(NavigationError) { try split.updateDetail { stack throws(NavigationError) in try stack.back() } } catch { report(error) }
        case .detail:
            split.focus = tab == .browse ? .content : .sidebar
        case .content:
            split.focus = .sidebar
        case .sidebar:
            overlays.status = StatusMessage("Already at the top.")
        }
        tabs.active.split = split
    }

    /// Tab / Shift-Tab: the next visible column that has something to show (the library's
    /// focus cycling, over the columns the sidebar toggle leaves).
    mutating func cycleFocus(forward: Bool, env: AppEnvironment) {
        guard !layout.isCollapsed else { return }
        let count = stackCount(of: tab)
        let detailRoot = AppState.detailRootDepth(of: tab)
        tabs.active.split.cycleFocus(backward: !forward) { column in
            switch column {
            case .sidebar: return true
            case .content: return count > 1
            case .detail: return count > detailRoot
            }
        }
    }

    /// Back to the root: in a wide layout the detail stack pops to the open recipe; in a narrow
    /// one the whole stack pops to the tab's first list.
    mutating func popToRoot(env: AppEnvironment) {
        if layout.isCollapsed {
            guard tabs.active.split.sidebarSelection != nil else { overlays.status = StatusMessage("Already at the top."); return }
            tabs.active.split.select(sidebar: nil)
            tabs.active.split.focus = .sidebar
            return
        }
        guard !tabs.active.split.detail.isAtRoot else { overlays.status = StatusMessage("Already at the open recipe."); return }
        do throws(NavigationError) { try tabs.active.split.updateDetail { $0.popToRoot() } } catch { report(error) }
        tabs.active.split.focus = .detail
    }

    /// Hides or shows the sidebar column (the split view's column visibility); focus leaves a
    /// column that is hidden.
    mutating func toggleSidebar(env: AppEnvironment) {
        var split = tabs.active.split
        if split.columnVisibility == .all {
            split.columnVisibility = split.style == .threeColumn ? .doubleColumn : .detailOnly
            if !split.visibleColumns.contains(split.focus) { split.focus = split.visibleColumns[0] }
        } else {
            split.columnVisibility = .all
        }
        tabs.active.split = split
        overlays.status = StatusMessage(split.columnVisibility == .all ? "Sidebar shown." : "Sidebar hidden; \(env.keymap.label(for: .toggleSidebar)) shows it.")
    }

    /// Focuses the column at (`x`, `y`) in a wide layout (the wheel scrolls what it is over).
    mutating func focusColumn(x: Int, y: Int, env: AppEnvironment) {
        guard !layout.isCollapsed,
              let frame = currentLayout(env: env).columns.first(where: { $0.rect.contains(column: x, line: y) }), frame.depth != nil else { return }
        tabs.active.split.focus = frame.column
    }

    /// A mouse click: focus the column and put the cursor on the clicked row.
    mutating func click(x: Int, y: Int, env: AppEnvironment) {
        guard let frame = currentLayout(env: env).columns.first(where: { $0.listRect.contains(column: x, line: y) }),
              let depth = frame.depth, let content = content(at: depth, env: env) else { return }
        if !layout.isCollapsed { tabs.active.split.focus = frame.column }
        var position = tabs.active.position(at: depth)
        var line = frame.listRect.y
        var row = position.top
        while row < content.count {
            let height = content.row(row).map { env.cache.lines($0, width: frame.listRect.width).count } ?? 1
            if y < line + height { break }
            line += height
            row += 1
        }
        guard row < content.count, content.row(row)?.selectable == true else { return }
        position.cursor = row
        setPosition(position, at: depth)
        if !layout.isCollapsed { selectUnderCursor(depth: depth, env: env) }
    }

    /// Scrolls every visible list so its cursor row is on screen.
    mutating func revealCursors(env: AppEnvironment) {
        for frame in currentLayout(env: env).columns {
            guard let depth = frame.depth, let content = content(at: depth, env: env) else { continue }
            var position = tabs.active.position(at: depth)
            let width = frame.listRect.width
            position.reveal(height: frame.listRect.height, count: content.count) { index in
                content.row(index).map { env.cache.lines($0, width: width).count } ?? 1
            }
            setPosition(position, at: depth)
        }
    }

    /// Stores `position` for the active tab's screen at `depth`.
    mutating func setPosition(_ position: ListPosition, at depth: Int) {
        var positions = tabs.active.positions
        while positions.count <= depth { positions.append(ListPosition()) }
        positions[depth] = position
        tabs.active.positions = positions
    }
}
