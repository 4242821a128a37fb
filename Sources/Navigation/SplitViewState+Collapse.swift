extension SplitViewState {
    /// The split state as one stack, for a narrow terminal. Derived purely from the selections
    /// and the detail stack: `[]`, `[sidebar]`, `[sidebar, content]`,
    /// `[sidebar, content, …detail path]`, with the detail's overlays on top (two-column
    /// views skip the content element).
    public var collapsed: NavigationStackState<NavigationPath> {
        var path = NavigationPath()
        if let sidebarSelection { path.append(sidebarSelection) }
        if let contentSelection { path.append(contentSelection) }
        for element in detail.path { path.append(element) }
        return NavigationStackState(path: path, overlays: detail.overlays)
    }

    /// How many entries `collapsed` holds, without building it.
    public var collapsedDepth: Int {
        (sidebarSelection == nil ? 0 : 1) + (contentSelection == nil ? 0 : 1) + detail.depth
    }

    /// The entry of `collapsed` at `index` (0: the sidebar selection), without building the
    /// stack, so a deep stack costs nothing to look into; nil past its top.
    public func collapsedEntry(at index: Int) -> StackEntry? {
        var index = index
        if let sidebarSelection {
            if index == 0 { return .value(PathElement(sidebarSelection)) }
            index -= 1
        }
        if let contentSelection {
            if index == 0 { return .value(PathElement(contentSelection)) }
            index -= 1
        }
        guard index >= 0 else { return nil }
        if index < detail.path.count { return .value(detail.path[index]) }
        index -= detail.path.count
        return index < detail.overlays.count ? .overlay(detail.overlays[index]) : nil
    }

    /// How many entries from the root `collapsed` and `other.collapsed` have in common: the
    /// depth from which their screens differ.
    public func collapsedCommonPrefix(with other: SplitViewState) -> Int {
        let count = min(collapsedDepth, other.collapsedDepth)
        var index = 0
        while index < count, collapsedEntry(at: index) == other.collapsedEntry(at: index) { index += 1 }
        return index
    }

    /// The column whose screen is on top of the collapsed stack: what a compact layout shows.
    public var compactColumn: SplitColumn {
        if hasDetailRoot { return .detail }
        if sidebarSelection != nil { return .content }
        return preferredCompactColumn
    }

    /// Expands a collapsed stack back into selections and a detail stack, in one step.
    /// `expand(collapsed)` restores exactly the state it came from. Elements of the wrong
    /// type for their column, or overlays with no detail to sit on, change nothing and throw.
    public mutating func expand(_ stack: NavigationStackState<NavigationPath>) throws(NavigationError) {
        var elements = stack.path.elements[...]
        var sidebar: Sidebar?
        var content: Content?
        if let first = elements.first {
            sidebar = try Self.column(first, as: Sidebar.self, index: 0)
            elements = elements.dropFirst()
        }
        if style == .threeColumn, let second = elements.first {
            content = try Self.column(second, as: Content.self, index: 1)
            elements = elements.dropFirst()
        }
        let hasRoot = style == .threeColumn ? content != nil : sidebar != nil
        guard hasRoot || stack.overlays.isEmpty else {
            throw .invalidSelection(reason: "a presented screen needs a selection to sit on")
        }
        sidebarSelection = sidebar
        contentSelection = content
        detail = NavigationStackState(path: NavigationPath(elements: Array(elements)), overlays: stack.overlays)
    }

    /// Pushes `value` onto the collapsed stack: it becomes the sidebar selection, then the
    /// content selection, then a detail screen, by depth. Refused (nothing changes) when the
    /// registry has no destination for it or its type does not fit that column.
    public mutating func pushCollapsed<V: Hashable & Sendable>(_ value: V, using registry: some DestinationResolving) throws(NavigationError) {
        var stack = collapsed
        try stack.push(value, using: registry)
        try expand(stack)
    }

    /// Goes back one screen on the collapsed stack, which clears the last selection once the
    /// detail stack is empty. Throws `alreadyAtRoot` when nothing is selected.
    public mutating func backCollapsed() throws(NavigationError) {
        var stack = collapsed
        try stack.back()
        try expand(stack)
    }

    /// `element` as the value type of a column, or a refusal naming both types.
    private static func column<T>(_ element: PathElement, as type: T.Type, index: Int) throws(NavigationError) -> T {
        guard element.valueType == T.self, let value = element.value(as: T.self) else {
            throw .invalidSelection(reason: "collapsed element \(index) is a \(element.typeName), but that column holds \(PathElement.name(of: T.self)) values")
        }
        return value
    }
}
