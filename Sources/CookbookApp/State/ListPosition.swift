/// Where a list is: the highlighted row and the first row shown. Kept per screen depth so
/// going back, switching tabs or resizing returns to the same row.
public struct ListPosition: Hashable, Codable, Sendable {
    /// The highlighted row.
    public var cursor: Int
    /// The first row shown.
    public var top: Int

    /// A position at `cursor`, scrolled to `top`.
    public init(cursor: Int = 0, top: Int = 0) {
        self.cursor = cursor
        self.top = top
    }

    /// Moves the cursor by `delta` rows, clamped to `count` rows.
    public mutating func move(by delta: Int, count: Int) {
        cursor = count == 0 ? 0 : min(max(0, cursor + delta), count - 1)
    }

    /// Scrolls so the cursor's row is fully visible in `height` screen lines, where row `i`
    /// takes `rowHeight(i)` lines; keeps the current scroll when it already is.
    public mutating func reveal(height: Int, count: Int, rowHeight: (Int) -> Int = { _ in 1 }) {
        guard count > 0, height > 0 else { cursor = 0; top = 0; return }
        cursor = min(max(0, cursor), count - 1)
        top = min(max(0, top), count - 1)
        if cursor < top { top = cursor; return }
        var used = 0
        for row in top...cursor { used += rowHeight(row) }
        while used > height, top < cursor {
            used -= rowHeight(top)
            top += 1
        }
    }
}
