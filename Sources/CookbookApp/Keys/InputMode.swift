/// What keys mean right now: a key may run different actions in different modes (Backspace
/// goes back while browsing and deletes a character while typing a query).
public enum InputMode: String, CaseIterable, Sendable, Hashable, Comparable {
    /// Moving through lists and columns.
    case browse
    /// Typing a search query: printable keys type, only other keys run actions.
    case query
    /// Typing a filter of the focused list (`\`): printable keys type, as in `query`.
    case filter
    /// Typing an answer in the status line (`i`: a shopping item): printable keys type.
    case prompt
    /// Cook mode's mise-en-place page: a list of what the recipe needs, ticked with Space.
    case mise
    /// Cook mode: one step at a time.
    case cook
    /// The `?` overlay: its actions close it, and so does any other key.
    case help

    /// Whether printable keys type text in this mode (a query, a filter, a prompt) rather than run actions.
    public var types: Bool { self == .query || self == .filter || self == .prompt }

    /// Modes in the order the help lists them.
    public static func < (lhs: InputMode, rhs: InputMode) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
