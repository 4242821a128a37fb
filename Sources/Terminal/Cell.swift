/// One terminal cell: the character drawn in it and its style. A wide character occupies its
/// cell and the next; the next one is a *continuation* cell.
///
/// Plain data (a scalar and a style, no `String`), so a frame of thousands of cells is copied
/// and compared without reference counting; combining marks on a cell, which are rare, live
/// in the buffer beside it.
public struct Cell: Hashable, Sendable {
    /// The cell's base character, or 0 for a continuation cell.
    public var scalar: UInt32
    /// How it looks.
    public var style: Style

    /// A cell showing the first scalar of `text` in `style` (an empty `text` makes a
    /// continuation cell).
    public init(_ text: String = " ", style: Style = .plain) {
        self.scalar = text.unicodeScalars.first?.value ?? 0
        self.style = style
    }

    /// A cell showing `scalar` in `style`.
    public init(scalar: UInt32, style: Style) {
        self.scalar = scalar
        self.style = style
    }

    /// A blank cell in `style`.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(scalar: 0x20, style: style) }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { scalar == 0 }

    /// The base character as text (empty for a continuation cell).
    public var text: String { scalar == 0 ? "" : String(Character(Unicode.Scalar(scalar) ?? " ")) }
}
