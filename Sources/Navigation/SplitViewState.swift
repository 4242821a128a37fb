/// The columns of a split view, leading to trailing.
public enum SplitColumn: String, CaseIterable, Codable, Sendable {
    /// The leading list (e.g. categories).
    case sidebar
    /// The middle list (e.g. the recipes of the selected category); three-column only.
    case content
    /// The trailing column, which holds its own navigation stack.
    case detail
}

/// Which columns a wide split view shows, like `NavigationSplitViewVisibility`.
public enum ColumnVisibility: String, Codable, Sendable {
    /// Every column the style has.
    case all
    /// The last two columns: content and detail (three-column), sidebar and detail (two-column).
    case doubleColumn
    /// Only the detail column.
    case detailOnly
}

/// Whether a split view has a content column between sidebar and detail.
public enum SplitStyle: String, Codable, Sendable {
    /// Sidebar and detail: the sidebar selection drives the detail column.
    case twoColumn
    /// Sidebar, content and detail: each selection drives the next column.
    case threeColumn
}

/// The state of a split view (`NavigationSplitView`): the sidebar selection drives the
/// content column, the content selection drives the detail column, and the detail column
/// holds its own stack. Changing a selection resets everything it drives.
public struct SplitViewState<Sidebar: Hashable & Sendable, Content: Hashable & Sendable>: Equatable, Sendable {
    /// Two or three columns; fixed for the life of the state.
    public let style: SplitStyle
    /// The selected sidebar item, which decides what the next column lists.
    public internal(set) var sidebarSelection: Sidebar?
    /// The selected content item (three-column only), which decides the detail's root.
    public internal(set) var contentSelection: Content?
    /// The detail column's own stack, above the screen of the selection that drives it.
    public internal(set) var detail: NavigationStackState<NavigationPath>
    /// Which columns a wide layout shows.
    public var columnVisibility: ColumnVisibility
    /// The column a compact layout shows at its root while nothing is selected (SwiftUI's
    /// `preferredCompactColumn`); selections decide everything deeper.
    public var preferredCompactColumn: SplitColumn
    /// The column that receives keys in a wide layout.
    public var focus: SplitColumn

    /// An empty split view: nothing selected, every column visible, focus on the sidebar.
    public init(style: SplitStyle, columnVisibility: ColumnVisibility = .all,
                preferredCompactColumn: SplitColumn = .sidebar) {
        self.style = style
        self.detail = NavigationStackState()
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
        self.focus = .sidebar
    }

    /// Selects a sidebar item. A different item clears the content selection and the detail
    /// stack (they belonged to the old item); selecting the same item changes nothing.
    public mutating func select(sidebar item: Sidebar?) {
        guard item != sidebarSelection else { return }
        sidebarSelection = item
        contentSelection = nil
        detail = NavigationStackState()
    }

    /// Selects a content item, resetting the detail stack when it differs. Refused in a
    /// two-column view and while no sidebar item is selected.
    public mutating func select(content item: Content?) throws(NavigationError) {
        guard style == .threeColumn else {
            throw .invalidSelection(reason: "a two-column split view has no content column")
        }
        guard item == nil || sidebarSelection != nil else {
            throw .invalidSelection(reason: "select a sidebar item before a content item")
        }
        guard item != contentSelection else { return }
        contentSelection = item
        detail = NavigationStackState()
    }

    /// Whether a selection drives the detail column, so its stack may hold screens.
    public var hasDetailRoot: Bool {
        style == .threeColumn ? contentSelection != nil : sidebarSelection != nil
    }

    /// Changes the detail stack through `body`, atomically: if `body` throws, nothing changes.
    /// Refused while nothing is selected to show in the detail column.
    @discardableResult
    public mutating func updateDetail<R>(_ body: (inout NavigationStackState<NavigationPath>) throws(NavigationError) -> R) throws(NavigationError) -> R {
        guard hasDetailRoot else {
            throw .invalidSelection(reason: "nothing is selected to show in the detail column")
        }
        var copy = detail
        let result = try body(&copy)
        detail = copy
        return result
    }

    /// The columns a wide layout shows, leading to trailing.
    public var visibleColumns: [SplitColumn] {
        switch (columnVisibility, style) {
        case (.all, .threeColumn): return [.sidebar, .content, .detail]
        case (.all, .twoColumn): return [.sidebar, .detail]
        case (.doubleColumn, .threeColumn): return [.content, .detail]
        case (.doubleColumn, .twoColumn): return [.sidebar, .detail]
        case (.detailOnly, _): return [.detail]
        }
    }

    /// Moves focus to the next (or, `backward`, the previous) visible column that `isAvailable`
    /// (e.g. has something to show), wrapping around: the Tab key.
    public mutating func cycleFocus(backward: Bool = false, where isAvailable: (SplitColumn) -> Bool = { _ in true }) {
        let columns = visibleColumns.filter { $0 == focus || isAvailable($0) }
        guard !columns.isEmpty else { return }
        guard let index = columns.firstIndex(of: focus) else {
            focus = columns[0]
            return
        }
        focus = columns[(index + (backward ? columns.count - 1 : 1)) % columns.count]
    }
}
