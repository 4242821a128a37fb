/// The stable id of a recipe: its slug, e.g. `apple-pie`.
///
/// A distinct type (not a bare `String`) so a navigation path can tell a recipe from other
/// ids, and so it saves as a bare JSON string under its own coding tag.
public struct RecipeID: Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The slug.
    public let rawValue: String

    /// An id from its slug.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An id written as a string literal.
    public init(stringLiteral rawValue: String) { self.rawValue = rawValue }

    /// Decodes from a bare JSON string.
    public init(from decoder: any Decoder) throws { rawValue = try String(from: decoder) }

    /// Encodes as a bare JSON string.
    public func encode(to encoder: any Encoder) throws { try rawValue.encode(to: encoder) }

    /// Orders ids by slug.
    public static func < (lhs: RecipeID, rhs: RecipeID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The slug.
    public var description: String { rawValue }
}
