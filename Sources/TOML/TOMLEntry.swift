/// One `key = value` line, with the line of its key so the app can point at it
/// (`config.toml:LINE: unknown action "dwn"`).
public struct TOMLEntry: Equatable, Sendable {
    /// The key, unquoted and with escapes resolved.
    public let key: String
    /// The value after `=`.
    public let value: TOMLValue
    /// 1-based line of the key.
    public let line: Int

    /// An entry with every field given; the reader makes these, tests compare against them.
    public init(key: String, value: TOMLValue, line: Int) {
        self.key = key
        self.value = value
        self.line = line
    }
}
