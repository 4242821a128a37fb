/// What a backend must send to turn the last frame into the next: the cells that changed, each
/// as its whole grapheme and style, or everything when there is no last frame of that size.
/// Pure, so the rules (wide characters, continuation cells, combining marks) are tested
/// without a terminal; `NcursesBackend` only applies it.
public struct FrameDiff: Equatable, Sendable {
    /// One cell to draw.
    public struct Change: Equatable, Sendable {
        /// Column.
        public let x: Int
        /// Row.
        public let y: Int
        /// The whole grapheme drawn there (base character and marks).
        public let text: String
        /// Its style.
        public let style: Style

        /// Draw `text` in `style` at (`x`, `y`).
        public init(x: Int, y: Int, text: String, style: Style) {
            self.x = x
            self.y = y
            self.text = text
            self.style = style
        }
    }

    /// Whether the screen must be cleared first (first frame, or a new size); the cleared
    /// screen's blanks are then not in `changes`.
    public let isFull: Bool
    /// The cells to draw, row by row.
    public let changes: [Change]

    /// Whether nothing needs sending.
    public var isEmpty: Bool { !isFull && changes.isEmpty }

    /// The difference from `old` (nil: nothing on screen yet) to `new`. A continuation cell
    /// (the right half of a wide character) is never sent: its wide character covers it. A
    /// cell that was a continuation and now holds its own character is sent, so a wide
    /// character replaced by two narrow ones leaves nothing behind. A full difference is the
    /// one from a cleared screen: plain blanks (most of a first frame) are left out.
    public static func between(_ old: CellBuffer?, _ new: CellBuffer) -> FrameDiff {
        let full = old.map { $0.width != new.width || $0.height != new.height } ?? true
        let blank = Cell.blank()
        var changes: [Change] = []
        for y in 0..<new.height {
            for x in 0..<new.width {
                let index = y * new.width + x
                let cell = new.cells[index]
                guard !cell.isContinuation else { continue }
                if !full, let old {
                    guard old.cells[index] != cell || old.marks[index] != new.marks[index] else { continue }
                } else if cell == blank, new.marks.isEmpty || new.marks[index] == nil {
                    continue
                }
                changes.append(Change(x: x, y: y, text: new.text(x: x, y: y), style: cell.style))
            }
        }
        return FrameDiff(isFull: full, changes: changes)
    }
}
