/// An id that is a slug (`apple-pie`): what `RecipeID` and `CategoryID` share. Each stays a
/// distinct type, so a navigation path can tell a recipe from a category, while the string
/// literal, Codable (a bare JSON string), ordering and printing come from here once.
public protocol SlugIdentifier: Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The slug.
    var rawValue: String { get }
    /// An id from its slug.
    init(_ rawValue: String)
}

extension SlugIdentifier {
    /// An id written as a string literal.
    public init(stringLiteral rawValue: String) { self.init(rawValue) }

    /// Decodes from a bare JSON string.
    public init(from decoder: any Decoder) throws { self.init(try String(from: decoder)) }

    /// Encodes as a bare JSON string.
    public func encode(to encoder: any Encoder) throws { try rawValue.encode(to: encoder) }

    /// Orders ids by slug.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The slug.
    public var description: String { rawValue }
}
