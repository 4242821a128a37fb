/// A value the config subset allows: a string, a 64-bit integer, or a list of either.
/// Floats, booleans, dates, inline tables and the like are refused by the reader, not mapped.
public enum TOMLValue: Equatable, Sendable {
    /// A basic ("…") or literal ('…') one-line string, escapes resolved.
    case string(String)
    /// A decimal, hexadecimal, octal or binary integer that fits in Int64.
    case integer(Int64)
    /// A list whose elements are all strings or all integers (or none).
    case array([TOMLValue])

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, if this is one.
    public var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The elements, if this is a list.
    public var arrayValue: [TOMLValue]? {
        if case .array(let value) = self { return value }
        return nil
    }
}
