/// How a cell looks: an optional colour plus attributes. Colours are roles the backend maps
/// to the terminal's palette; with `NO_COLOR` or a monochrome terminal only attributes remain.
public struct Style: Hashable, Sendable {
    /// A foreground colour role.
    public enum Color: UInt8, Hashable, Sendable, CaseIterable {
        /// Titles and the active tab.
        case accent = 1
        /// Secondary text: times, counts, hints.
        case muted
        /// Links a user can follow.
        case link
        /// Warnings and errors in the status line.
        case warning
        /// Marks such as the favourite star.
        case mark
    }

    /// The colour role, or nil for the terminal's default.
    public var color: Color?
    /// Bold text.
    public var bold: Bool
    /// Reverse video (the highlighted row).
    public var reverse: Bool
    /// Dim text.
    public var dim: Bool
    /// Underlined text.
    public var underline: Bool

    /// A style; everything off by default.
    public init(color: Color? = nil, bold: Bool = false, reverse: Bool = false, dim: Bool = false, underline: Bool = false) {
        self.color = color
        self.bold = bold
        self.reverse = reverse
        self.dim = dim
        self.underline = underline
    }

    /// The terminal's default look.
    public static let plain = Style()
    /// Bold.
    public static let bold = Style(bold: true)
    /// Reverse video.
    public static let reverse = Style(reverse: true)

}
