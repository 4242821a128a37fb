/// One terminal cell: the character drawn in it and its style. A wide character occupies its
/// cell and the next; the next one is a *continuation* cell with empty text.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn here: one space by default, empty for a continuation cell.
    public var text: String
    /// How it looks.
    public var style: Style

    /// A cell showing `text` in `style`.
    public init(_ text: String = " ", style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// A blank cell in `style`.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(" ", style: style) }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { text.isEmpty }
}
