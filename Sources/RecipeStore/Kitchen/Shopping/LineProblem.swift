/// A line of a Cooklang shopping file (`.shopping-list`, `.shopping-checked`, `aisle.conf`)
/// that could not be read, and why: said with its number, never dropped silently. An `Error` so
/// a reader can return it in a `Result`.
public struct LineProblem: Error, Hashable, Sendable {
    /// The line's number, from 1.
    public let line: Int
    /// Why it could not be read.
    public let message: String

    /// Line `line` could not be read, for `message`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
