/// An in-memory screen: a grid of cells that views draw into and backends copy to the
/// terminal (ncurses, which sends only what changed) or to text (tests), like ratatui's Buffer.
///
/// All text enters through `write`, which sanitises it and keeps wide characters whole, so no
/// view can put an escape sequence on the screen or split a character at a column edge.
public struct CellBuffer: Equatable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]
    /// Combining marks drawn on top of a cell's base character, by cell index (rare).
    public private(set) var marks: [Int: String] = [:]

    /// A blank buffer of `width` × `height` (negative sizes become empty).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank(), count: self.width * self.height)
    }

    /// The whole buffer as a rectangle.
    public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "cell (\(x), \(y)) outside \(width)×\(height)")
        return cells[y * width + x]
    }

    /// The whole grapheme drawn at column `x`, row `y`: the base character and any marks.
    public func text(x: Int, y: Int) -> String {
        let index = y * width + x
        return cells[index].text + (marks[index] ?? "")
    }

    /// Writes `text` (sanitised) from column `x` of row `y`, stopping at `limit` (the right
    /// edge by default); a wide character that does not fit entirely is not drawn. Returns the
    /// columns written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, limit: Int? = nil, style: Style = .plain) -> Int {
        guard y >= 0, y < height, x >= 0 else { return 0 }
        let end = min(limit ?? width, width)
        var column = x
        for character in Sanitizer.clean(text) {
            let w = DisplayWidth.of(character)
            let scalars = character.unicodeScalars
            if w == 0 {
                // A combining mark with nothing before it on this row: draw it on a space.
                if column == x {
                    guard column < end else { break }
                    put(Cell(scalar: 0x20, style: style), at: column, y)
                    marks[y * width + column] = String(character)
                    column += 1
                } else {
                    appendToPrevious(character, before: column, y)
                }
                continue
            }
            guard column + w <= end else { break }
            put(Cell(scalar: scalars.first!.value, style: style), at: column, y)
            if scalars.count > 1 { marks[y * width + column] = String(String.UnicodeScalarView(scalars.dropFirst())) }
            if w == 2 { put(Cell(scalar: 0, style: style), at: column + 1, y) }
            column += w
        }
        return column - x
    }

    /// Writes `text` cut to `rect`'s width (ending in `…` when cut) on its first row, and
    /// fills the rest of that row with `style`.
    public mutating func writeLine(_ text: String, in rect: Rect, style: Style = .plain) {
        guard !rect.isEmpty else { return }
        let used = write(DisplayWidth.truncate(Sanitizer.clean(text), to: rect.width), x: rect.x, y: rect.y, limit: rect.maxX, style: style)
        fill(Rect(x: rect.x + used, y: rect.y, width: rect.width - used, height: 1), style: style)
    }

    /// Fills `rect` with blanks in `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) { put(.blank(style), at: x, y) }
        }
    }

    /// Puts `cell` at (`x`, `y`), blanking the other half of any wide character it cuts.
    private mutating func put(_ cell: Cell, at x: Int, _ y: Int) {
        guard x >= 0, x < width else { return }
        let index = y * width + x
        if cells[index].isContinuation, !cell.isContinuation, x > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
        if !cells[index].isContinuation, x + 1 < width, cells[index + 1].isContinuation { cells[index + 1] = .blank(cells[index + 1].style) }
        if !marks.isEmpty { marks[index] = nil }
        cells[index] = cell
    }

    private mutating func appendToPrevious(_ mark: Character, before column: Int, _ y: Int) {
        var x = column - 1
        while x > 0, cells[y * width + x].isContinuation { x -= 1 }
        marks[y * width + x, default: ""].append(mark)
    }
}
