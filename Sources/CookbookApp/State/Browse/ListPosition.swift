/// Where a list is: the highlighted row, the first row shown and the filter narrowing it.
/// Kept per screen depth so going back, switching tabs or resizing returns to the same row,
/// and saved with the place.
public struct ListPosition: Hashable, Codable, Sendable {
    /// The highlighted row (of the filtered list).
    public var cursor: Int
    /// The first row shown.
    public var top: Int
    /// The filter typed after `\` (the search language); empty: the whole list.
    public var filter: String

    /// A position at `cursor`, scrolled to `top`, narrowed by `filter`.
    public init(cursor: Int = 0, top: Int = 0, filter: String = "") {
        self.cursor = cursor
        self.top = top
        self.filter = filter
    }

    private enum CodingKeys: String, CodingKey { case cursor, top, filter }

    /// Reads a position; one saved before filters existed has none. A row no integer holds
    /// (`1e300`) is read as the nearest one, for the restore to clamp.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cursor = try container.decodeClamping(forKey: .cursor)
        top = try container.decodeClamping(forKey: .top)
        filter = try container.decodeIfPresent(String.self, forKey: .filter) ?? ""
    }

    /// Writes a position; the filter only when there is one, so unfiltered places read as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cursor, forKey: .cursor)
        try container.encode(top, forKey: .top)
        if !filter.isEmpty { try container.encode(filter, forKey: .filter) }
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
