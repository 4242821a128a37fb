/// A value the subset allows: a string, a 64-bit integer, a list, or a one-line inline table
/// (`{ quantity = "1%kg" }`, as Cooklang's pantry.conf writes). Floats, booleans, dates and the
/// like are refused by the reader, not mapped.
public enum TOMLValue: Equatable, Sendable {
    /// A basic ("…") or literal ('…') one-line string, escapes resolved.
    case string(String)
    /// A decimal, hexadecimal, octal or binary integer that fits in Int64.
    case integer(Int64)
    /// A list whose elements are all strings, all integers or all inline tables (or none).
    case array([TOMLValue])
    /// `{ key = value, … }`: its entries in the order written, keys unique.
    case table([TOMLEntry])

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

    /// The entries, if this is an inline table.
    public var tableValue: [TOMLEntry]? {
        if case .table(let value) = self { return value }
        return nil
    }

    /// The elements, if this is a list.
    public var arrayValue: [TOMLValue]? {
        if case .array(let value) = self { return value }
        return nil
    }
}
