/// The stable id of a recipe: its slug, e.g. `apple-pie`.
public struct RecipeID: SlugIdentifier {
    /// The slug.
    public let rawValue: String

    /// An id from its slug.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
