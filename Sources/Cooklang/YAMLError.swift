/// Why and where ``YAMLReader/parse(_:)`` rejected its input; the position points at the offending character.
public struct YAMLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number, in the text given to the reader.
    public let line: Int
    /// The 1-based column, counted in Characters (not bytes or UTF-16 units), so it matches what an editor shows.
    public let column: Int
    /// What went wrong, in plain words, e.g. "unterminated double-quoted string" or "inconsistent indentation".
    public let message: String

    /// "line L, column C: message", ready to show to whoever wrote the YAML.
    public var description: String { "line \(line), column \(column): \(message)" }
}
