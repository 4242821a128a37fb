import Navigation
import RecipeStore
import Terminal

/// Draws a state into a cell buffer: header, columns (or one screen), status line, and the
/// help or cook-mode overlays. Pure: the same state always gives the same frame.
public enum AppView {
    /// The frame for `state`.
    public static func render(_ state: AppState, env: AppEnvironment) -> CellBuffer {
        var buffer = CellBuffer(width: state.width, height: state.height)
        guard state.layout != .tooSmall else {
            buffer.writeLine("Too small", in: buffer.area.row(0), style: Style(color: .warning))
            buffer.writeLine("\(state.width)×\(state.height), need 20×6", in: buffer.area.row(1), style: Style(color: .warning))
            return buffer
        }
        // Only the screens shown are resolved: a frame costs the same at any depth.
        if state.isCooking(env: env) {
            CookView.draw(state, env: env, into: &buffer)
        } else {
            let layout = Layout(state, stackCount: state.stackCount(of: state.tab))
            drawHeader(state, env: env, in: layout.header, into: &buffer)
            for (index, column) in layout.columns.enumerated() {
                drawColumn(column, state: state, env: env, into: &buffer)
                if index < layout.columns.count - 1 {
                    for y in column.rect.y..<column.rect.maxY { buffer.write("│", x: column.rect.maxX, y: y, style: Style(color: .muted)) }
                }
            }
            drawStatus(state, env: env, in: layout.status, into: &buffer)
            if let bar = layout.timerBar { TimerBarView.draw(state, env: env, in: bar, into: &buffer) }
        }
        if state.overlays.showHelp { HelpView.draw(state, env: env, into: &buffer) }
        if state.overlays.showMessages { MessageLogView.draw(state, env: env, into: &buffer) }
        return buffer
    }

    private static func drawHeader(_ state: AppState, env: AppEnvironment, in rect: Rect, into buffer: inout CellBuffer) {
        buffer.fill(rect, style: Style(reverse: true))
        var x = buffer.write(" Cookbook ", x: 0, y: rect.y, style: Style(bold: true, reverse: true))
        for (tab, label) in tabLabels(state) {
            let style = tab == state.tab ? Style(color: .accent, bold: true) : Style(reverse: true)
            x += buffer.write(label, x: x, y: rect.y, style: style)
        }
        x += buffer.write(" ", x: x, y: rect.y, style: .reverse)
        let room = rect.width - x - 1
        guard room > 3 else { return }
        // The crumbs from the top down, until they fill the room: the only screens resolved.
        var crumbs: [String] = [], used = 0, depth = state.stackCount(of: state.tab) - 1
        while depth >= 1, used <= room, let screen = state.screen(at: depth, of: state.tab, env: env) {
            crumbs.insert(title(of: screen, env: env), at: 0)
            used += DisplayWidth.of(crumbs[0]) + 3
            depth -= 1
        }
        let root = crumbs.isEmpty ? [title(of: state.screen(at: 0, of: state.tab, env: env) ?? .categories, env: env)] : crumbs
        let shown = breadcrumb(root, width: room, more: depth >= 1)
        buffer.write(shown, x: x, y: rect.y, limit: rect.maxX, style: .reverse)
    }

    /// The header's tab labels in order; narrow terminals name only the active tab, keeping
    /// room for the breadcrumb.
    static func tabLabels(_ state: AppState) -> [(Tab, String)] {
        Tab.allCases.map { tab in (tab, tab == state.tab || state.width >= 100 ? " \(tab.number) \(tab.title) " : " \(tab.number) ") }
    }

    /// The tab whose header label covers column `x`, if any (for clicks).
    static func tab(atColumn x: Int, _ state: AppState) -> Tab? {
        var start = DisplayWidth.of(" Cookbook ")
        for (tab, label) in tabLabels(state) {
            let end = start + DisplayWidth.of(label)
            if (start..<end).contains(x) { return tab }
            start = end
        }
        return nil
    }

    /// `crumbs` joined with ` › ` in at most `width` columns: whole segments are left out from
    /// the start (`… › Sauces › Eggs Benedict`), since where you are matters more than where
    /// you began; only a last segment too long on its own is cut, at its end. `more`: segments
    /// before `crumbs` are left out already.
    static func breadcrumb(_ crumbs: [String], width: Int, more: Bool = false) -> String {
        var kept = crumbs[...]
        var text = (more ? "… › " : "") + kept.joined(separator: " › ")
        while DisplayWidth.of(text) > width, kept.count > 1 {
            kept = kept.dropFirst()
            text = "… › " + kept.joined(separator: " › ")
        }
        return DisplayWidth.of(text) > width ? DisplayWidth.truncate(text, to: width) : text
    }

    /// A short name for a screen, for the breadcrumb.
    static func title(of screen: Screen, env: AppEnvironment) -> String {
        switch screen {
        case .categories: return "Categories"
        case .results: return "Search"
        case .favourites: return "Favourites"
        case .shopping: return "Shopping"
        case let .recipes(id): return env.store.category(id)?.name ?? id.rawValue
        case let .recipe(id): return env.store.recipe(id)?.name ?? id.rawValue
        case let .ingredient(key): return key.rawValue
        case .cook: return "Cook mode"
        case .shoppingList: return "Shopping list"
        }
    }

    private static func drawColumn(_ column: Layout.Column, state: AppState, env: AppEnvironment, into buffer: inout CellBuffer) {
        let focused = state.layout.isCollapsed || state.tabs.active.split.focus == column.column
        let titleRect = column.rect.row(0)
        guard let depth = column.depth, let screen = state.screen(at: depth, of: state.tab, env: env) else {
            if state.tab == .shopping {
                buffer.writeLine("Item", in: titleRect, style: Style(color: .muted, bold: true))
                var y = column.listRect.y
                for row in ShoppingRows.detail(state: state, env: env) {
                    for line in row.lines(width: column.rect.width) where y < column.listRect.maxY {
                        buffer.writeLine(line, in: Rect(x: column.rect.x, y: y, width: column.rect.width, height: 1), style: row.style)
                        y += 1
                    }
                }
                return
            }
            buffer.writeLine(column.column == .content ? "Recipes" : "Recipe", in: titleRect, style: Style(color: .muted, bold: true))
            let hint = column.column == .content ? "Select a category." : "Select a recipe."
            buffer.writeLine(hint, in: column.listRect.row(0), style: Style(color: .muted))
            return
        }
        let content = state.listContent(screen, tab: state.tab, depth: depth, env: env)
        var title = content.title
        if screen == .results, state.editingQuery {
            // The end of a long query stays in view, with the caret after it.
            title = "/ " + DisplayWidth.truncateLeading(state.query, to: max(1, column.rect.width - 3)) + "▏"
        }
        if state.layout.isCollapsed, depth > 0 { title = "‹ " + title }
        buffer.writeLine(title, in: titleRect, style: Style(color: focused ? .accent : nil, bold: true))
        let list = column.listRect
        guard content.count > 0 else {
            buffer.writeLine(content.emptyText, in: list.row(0), style: Style(color: .muted))
            return
        }
        let position = state.tabs.active.position(at: depth)
        let rows = content.rows(position.top..<min(content.count, position.top + list.height))
        var y = list.y
        for (offset, row) in rows.enumerated() where y < list.maxY {
            let isCursor = position.top + offset == position.cursor
            var style = row.style
            if isCursor { if focused { style.reverse = true } else { style.bold = true } }
            let lines = env.cache.lines(row, width: list.width)
            for (index, line) in lines.enumerated() where y < list.maxY {
                let rect = Rect(x: list.x, y: y, width: list.width, height: 1)
                buffer.writeLine(line, in: rect, style: style)
                if index == 0, !row.highlights.isEmpty || !row.marks.isEmpty { drawHighlights(row, line: line, at: rect, style: style, into: &buffer) }
                if index == 0, !row.trailing.isEmpty {
                    let trailingWidth = DisplayWidth.of(row.trailing)
                    if DisplayWidth.of(line) + trailingWidth + 2 <= list.width {
                        var trailingStyle = Style(color: .muted, reverse: style.reverse)
                        trailingStyle.bold = style.bold
                        buffer.write(row.trailing, x: list.maxX - trailingWidth, y: y, limit: list.maxX, style: trailingStyle)
                    }
                }
                y += 1
            }
        }
    }

    /// Draws again, underlined in the accent colour, the characters of `row` a search matched,
    /// and in the mark colour its marks (the favourite star), where they are visible in `line`
    /// (its first screen line, perhaps cut with `…`).
    private static func drawHighlights(_ row: Row, line: String, at rect: Rect, style: Style, into buffer: inout CellBuffer) {
        let characters = Array(row.text)
        let visible = line == row.text ? characters.count : max(0, line.count - 1)
        var highlight = style, marked = style
        highlight.color = .accent
        highlight.underline = true
        marked.color = .mark
        for (range, mark) in row.highlights.map({ ($0, highlight) }) + row.marks.map({ ($0, marked) }) where range.lowerBound < visible {
            let upper = min(range.upperBound, visible)
            // Measured as drawn: a control character in a name shows as a visible symbol.
            let x = rect.x + DisplayWidth.of(Sanitizer.clean(String(characters[..<range.lowerBound])))
            buffer.write(String(characters[range.lowerBound..<upper]), x: x, y: rect.y, limit: rect.maxX, style: mark)
        }
    }

    private static func drawStatus(_ state: AppState, env: AppEnvironment, in rect: Rect, into buffer: inout CellBuffer) {
        if let prompt = state.overlays.prompt {
            PromptLine.draw(prompt, status: state.overlays.status, in: rect, into: &buffer)
            return
        }
        if let status = state.overlays.status {
            // Messages replaced before they were seen are counted, and the log shows them.
            let more = state.overlays.unreadMessages > 0 ? "  (+\(state.overlays.unreadMessages) more: \(env.keymap.label(for: .messages)))" : ""
            let room = max(0, rect.width - DisplayWidth.of(more))
            buffer.writeLine(" " + status.text, in: Rect(x: rect.x, y: rect.y, width: room, height: 1), style: Style(color: status.isWarning ? .warning : nil, bold: status.isWarning))
            if !more.isEmpty { buffer.write(more, x: rect.x + room, y: rect.y, style: Style(color: .muted)) }
            return
        }
        let mode = state.inputMode(env: env, belowHelp: true)
        let typed = mode == .filter ? state.focusedFilter(env: env) : state.tab == .search ? state.query : ""
        let readings = SearchQuery.parse(typed).readings
        if !readings.isEmpty {
            // How an incomplete term was read (issue #16): searched as text, and why.
            buffer.writeLine(" " + readings.joined(separator: " · "), in: rect, style: Style(color: .warning))
            return
        }
        if mode == .query, let suggestion = state.searchSuggestion(env: env) {
            // Nothing found, and a spelling the collection knows would find something (issue #34).
            let message = SearchSuggestion.message(query: state.query, suggestion: suggestion) + " Enter searches it"
            buffer.writeLine(" " + message, in: rect, style: Style(color: .warning))
            return
        }
        let hints = (mode == .query ? " Type to search · " : mode == .filter ? " Type to filter · " : " ") + env.keymap.hints(in: mode)
        // Where the focused list is, right-aligned: `12/91`.
        var position = ""
        if let depth = state.activeDepth(env: env), let content = state.content(at: depth, env: env), content.count > 0 {
            position = " \(min(content.count, state.tabs.active.position(at: depth).cursor + 1))/\(content.count) "
        }
        let room = rect.width - DisplayWidth.of(position)
        buffer.writeLine(hints, in: Rect(x: rect.x, y: rect.y, width: max(0, room), height: 1), style: Style(color: .muted))
        if room > 10 { buffer.write(position, x: rect.x + room, y: rect.y, style: Style(color: .muted)) }
    }
}
