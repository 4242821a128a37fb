extension TypedPath: RandomAccessCollection {
    /// The position of the root-most value.
    public var startIndex: Int { values.startIndex }
    /// One past the top value.
    public var endIndex: Int { values.endIndex }
    /// The value at `position`, counted from the root.
    public subscript(position: Int) -> Value { values[position] }
}

extension TypedPath: ExpressibleByArrayLiteral {
    /// A path written as a literal list of values.
    public init(arrayLiteral values: Value...) { self.init(values) }
}

extension TypedPath: Codable where Value: Codable {
    /// Decodes a plain JSON array of values, root first.
    public init(from decoder: any Decoder) throws {
        self.init(try [Value](from: decoder))
    }

    /// Encodes as a plain JSON array of values, root first.
    public func encode(to encoder: any Encoder) throws { try values.encode(to: encoder) }
}
