import Navigation
import Terminal

/// Where each visible column goes for a state: the one geometry both `update` (to keep the
/// cursor in view) and the view (to draw) use.
public struct Layout: Equatable {
    /// One visible column: which split column, its rectangle (title row included), and the
    /// depth in the tab's stack of the screen it shows (nil: nothing selected yet).
    public struct Column: Equatable {
        /// The split-view column.
        public let column: SplitColumn
        /// Its area, title row first.
        public let rect: Rect
        /// The stack depth of its screen, or nil for an empty column.
        public let depth: Int?

        /// The rows below the title, where the list is drawn.
        public var listRect: Rect { rect.dropping(top: 1) }
    }

    /// The header row.
    public let header: Rect
    /// The status row.
    public let status: Rect
    /// The timer bar above the status row, while there are timers.
    public let timerBar: Rect?
    /// The visible columns, left to right.
    public let columns: [Column]

    /// The layout of `state`'s active tab, whose stack holds `stackCount` screens.
    public init(_ state: AppState, stackCount: Int) {
        let (width, height) = (state.width, state.height)
        header = Rect(x: 0, y: 0, width: width, height: 1)
        status = Rect(x: 0, y: height - 1, width: width, height: 1)
        let barRows = state.cook.timers.isEmpty ? 0 : 1
        timerBar = barRows == 0 ? nil : Rect(x: 0, y: height - 2, width: width, height: 1)
        let body = Rect(x: 0, y: 1, width: width, height: height - 2 - barRows)
        let tab = state.tab
        let detailRoot = AppState.detailRootDepth(of: tab)
        let split = state.tabs.active.split
        func depth(_ column: SplitColumn) -> Int? {
            switch column {
            case .sidebar: return 0
            case .content: return stackCount > 1 ? 1 : nil
            case .detail: return stackCount > detailRoot ? stackCount - 1 : nil
            }
        }
        let visible: [SplitColumn]
        switch state.layout {
        case .tooSmall:
            columns = []
            return
        case .narrow:
            columns = [Column(column: split.compactColumn, rect: body, depth: stackCount - 1)]
            return
        case .medium where tab == .browse:
            visible = split.focus == .sidebar ? [.sidebar, .content] : [.content, .detail]
        case .medium, .wide:
            visible = split.visibleColumns
        }
        let widths = Self.widths(for: visible, tab: tab, total: body.width, wide: state.layout == .wide)
        var x = 0
        var result: [Column] = []
        for (column, columnWidth) in zip(visible, widths) {
            result.append(Column(column: column, rect: Rect(x: x, y: body.y, width: columnWidth, height: body.height), depth: depth(column)))
            x += columnWidth + 1
        }
        columns = result
    }

    /// Column widths (a one-cell border between columns); the last column takes the rest.
    static func widths(for columns: [SplitColumn], tab: Tab, total: Int, wide: Bool) -> [Int] {
        let clamp = { (value: Int, low: Int, high: Int) in min(max(value, low), high) }
        let borders = columns.count - 1
        switch columns.count {
        case 3:
            let sidebar = clamp(total / 6, 18, 28), content = clamp(total / 4, 26, 42)
            return [sidebar, content, total - borders - sidebar - content]
        case 2:
            // The shopping list's lines are long (amounts, what the pantry has); its detail is short.
            let left = tab == .shopping ? clamp(total / 2, 24, 80)
                : wide && tab == .browse ? clamp(total / 4, 26, 42) : clamp(total * 2 / 5, 24, 48)
            return [left, total - borders - left]
        default:
            return [total]
        }
    }

}
