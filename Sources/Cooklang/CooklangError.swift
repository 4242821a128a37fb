/// Something in a `.cook` file that could not be read as written, with where it is. The parser
/// reports it and goes on, so a recipe with a typo still opens.
public struct CooklangError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// `@{…}` or `#{…}`: braces with no name before them.
        case emptyName(component: String)
        /// `~{}`: a timer with neither a name nor a duration.
        case emptyTimer
        /// `{%g}`: a unit with no amount before it.
        case emptyQuantity
        /// `{1/0}`.
        case divisionByZero
        /// `[-` with no `-]` after it: the rest of the file was taken as a comment.
        case unterminatedBlockComment
        /// The YAML between the `---` lines could not be read.
        case invalidFrontMatter(String)
    }

    /// What went wrong.
    public let kind: Kind
    /// 1-based line in the file.
    public let line: Int
    /// 1-based column (in characters) in that line.
    public let column: Int

    /// An error of `kind` at `line`:`column`.
    public init(_ kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// The message without the position, e.g. `ingredient has no name before "{"`.
    public var message: String {
        switch kind {
        case let .emptyName(component): return "\(component) has no name before \"{\"; write a name, e.g. @salt{1%tsp}"
        case .emptyTimer: return "timer has neither a name nor a duration; write e.g. ~{10%minutes}"
        case .emptyQuantity: return "unit without an amount; write the amount before \"%\", e.g. {200%g}"
        case .divisionByZero: return "amount divides by zero"
        case .unterminatedBlockComment: return "block comment \"[-\" is never closed with \"-]\"; the rest of the file was ignored"
        case let .invalidFrontMatter(reason): return "invalid front matter: \(reason)"
        }
    }

    /// `3:14: ingredient has no name …`.
    public var description: String { "\(line):\(column): \(message)" }
}
