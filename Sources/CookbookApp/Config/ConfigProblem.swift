/// One thing wrong in `config.toml`, at a line: shown in the status line as
/// `config.toml:LINE: message` and listed by `cookbook check-config`.
public struct ConfigProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file's name as shown (`config.toml`, or the path given with `--config`).
    public var file: String
    /// The 1-based line (0 when the problem is the whole file).
    public var line: Int
    /// What is wrong, in words a user can act on.
    public var message: String

    /// A problem in `file` at `line`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:LINE: message`, or `file: message` for the whole file.
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
