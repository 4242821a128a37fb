/// A problem in a TOML file, placed where reading stopped, so the app can print
/// `config.toml:LINE:COLUMN: message` and the user can go straight to it.
public struct TOMLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line of the problem.
    public let line: Int
    /// 1-based column in that line, counted in Unicode scalars (a UTF-8 BOM is not counted).
    public let column: Int
    /// What is wrong and, where it helps, what to write instead.
    public let message: String

    /// An error at `line`:`column`; the reader makes these, tests compare against them.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `LINE:COLUMN: message`, ready to follow a file name and a colon.
    public var description: String { "\(line):\(column): \(message)" }
}
