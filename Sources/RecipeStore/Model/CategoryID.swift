/// The stable id of a category: its slug, e.g. `desserts`.
public struct CategoryID: SlugIdentifier {
    /// The slug.
    public let rawValue: String

    /// An id from its slug.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
