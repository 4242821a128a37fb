/// A rectangle of cells: where a screen or column is drawn.
public struct Rect: Hashable, Sendable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in cells (never negative).
    public var width: Int
    /// Height in rows (never negative).
    public var height: Int

    /// A rectangle; negative sizes become empty.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Whether it holds no cells.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// One past the right column.
    public var maxX: Int { x + width }

    /// One past the bottom row.
    public var maxY: Int { y + height }

    /// The part below the first `rows` rows.
    public func dropping(top rows: Int) -> Rect { Rect(x: x, y: y + rows, width: width, height: height - rows) }

    /// The single row `index` (counted from this rectangle's top).
    public func row(_ index: Int) -> Rect { Rect(x: x, y: y + index, width: width, height: index < height ? 1 : 0) }

    /// Whether the cell at (`column`, `line`) lies inside.
    public func contains(column: Int, line: Int) -> Bool { column >= x && column < maxX && line >= y && line < maxY }
}
