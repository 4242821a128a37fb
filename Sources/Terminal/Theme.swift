/// Which terminal colour each colour role gets. The defaults read well on dark and light
/// backgrounds alike: secondary text (counts, tags, hints) is the terminal's own foreground,
/// dimmed, rather than a blue that vanishes on dark themes.
public struct Theme: Equatable, Sendable {
    /// One role's colour: a palette index (0–255) or the terminal's default foreground, and
    /// whether it is dimmed.
    public struct Colour: Equatable, Sendable {
        /// The palette index, nil for the terminal's default foreground.
        public var index: Int?
        /// Whether the text is also dimmed.
        public var dim: Bool

        /// A colour of `index` (nil: the default foreground), dimmed when `dim`.
        public init(index: Int?, dim: Bool = false) {
            self.index = index
            self.dim = dim
        }
    }

    /// The colour of each role.
    public var colours: [Style.Color: Colour]

    /// A theme with `colours` (roles missing from it use the default theme's).
    public init(colours: [Style.Color: Colour]) {
        self.colours = Theme.standardColours.merging(colours) { $1 }
    }

    private static let standardColours: [Style.Color: Colour] = [
        .accent: Colour(index: 6), .muted: Colour(index: nil, dim: true), .link: Colour(index: 2),
        .warning: Colour(index: 1), .mark: Colour(index: 3),
    ]

    /// The built-in theme: cyan accents, dimmed default text for secondary text, green links,
    /// red warnings, yellow marks.
    public static let standard = Theme(colours: [:])

    /// The colour of `role`.
    public subscript(role: Style.Color) -> Colour { colours[role] ?? Colour(index: nil) }

    /// The eight ANSI colour names, in palette order.
    public static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The colour a config value names: one of `names`, `default`, or a number 0–255.
    public static func colour(named value: String) -> Colour? {
        let lower = value.lowercased()
        if lower == "default" { return Colour(index: nil) }
        if let index = names.firstIndex(of: lower) { return Colour(index: index) }
        if let number = Int(value), (0...255).contains(number), value.first != "+" { return Colour(index: number) }
        return nil
    }

    /// The names of the roles a config can set: `accent`, `muted`, `link`, `warning`, `mark`.
    public static func role(named name: String) -> Style.Color? {
        Style.Color.allCases.first { "\($0)" == name }
    }
}
