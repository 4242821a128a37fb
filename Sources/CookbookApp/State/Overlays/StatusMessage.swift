/// A message for the status line, e.g. "3 saved recipes no longer exist".
public struct StatusMessage: Equatable, Sendable {
    /// The text.
    public var text: String
    /// Whether it reports a problem (drawn in the warning colour).
    public var isWarning: Bool

    /// A message; informational unless `isWarning`.
    public init(_ text: String, isWarning: Bool = false) {
        self.text = text
        self.isWarning = isWarning
    }
}
