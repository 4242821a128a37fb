/// What a collection's problems come to, without the problems themselves: how many are
/// errors, how many warnings, and the first. The browser's status line and `cookbook list`
/// show no more, so a store over an index reads this much (a few bytes) and leaves the list
/// (`RecipeStore.warnings`, megabytes in a large sloppy folder) until a screen or `check` asks.
public struct IssueSummary: Hashable, Sendable {
    /// How many problems are errors.
    public let errors: Int
    /// How many are warnings.
    public let warnings: Int
    /// The first problem, in the collection's order; nil when there is none.
    public let first: CollectionIssue?

    /// A summary of `errors` errors and `warnings` warnings, the first of them `first`.
    public init(errors: Int, warnings: Int, first: CollectionIssue?) {
        self.errors = errors
        self.warnings = warnings
        self.first = first
    }

    /// The summary of `issues`.
    public init(_ issues: [CollectionIssue]) {
        let errors = issues.count { $0.severity == .error }
        self.init(errors: errors, warnings: issues.count - errors, first: issues.first)
    }

    /// Whether there is no problem at all.
    public var isEmpty: Bool { errors + warnings == 0 }
}
