/// A YAML value as the subset reader returns it. Scalars are never typed (no int/bool/null conversion): the caller decides.
/// Not `indirect`: the collections' arrays already hold their values apart, and a boxed value
/// cost an allocation for every scalar of every recipe's front matter.
public enum YAMLValue: Hashable, Sendable {
    /// An unquoted scalar, trimmed; an empty value (`key:` with nothing nested) is `.plain("")`.
    case plain(String)
    /// A single- or double-quoted scalar, unescaped; block scalars (`|` and `>`) land here too.
    case quoted(String)
    /// A block or flow sequence, items in document order.
    case sequence([YAMLValue])
    /// A block or flow mapping, entries in document order (the first of duplicate keys wins).
    case mapping([YAMLEntry])

    /// The text of a plain or quoted scalar; nil for collections, so callers can read scalars without a switch.
    public var text: String? {
        switch self {
        case .plain(let text), .quoted(let text): text
        case .sequence, .mapping: nil
        }
    }

    /// The value of the first entry with this key when `self` is a mapping; nil otherwise or when absent.
    public subscript(key: String) -> YAMLValue? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The items of a sequence; nil for anything else, so a scalar is never mistaken for a one-item list.
    public var items: [YAMLValue]? {
        guard case .sequence(let items) = self else { return nil }
        return items
    }
}

/// One key/value pair of a mapping; mappings hold an array of these so document order survives.
public struct YAMLEntry: Hashable, Sendable {
    /// The key's text; quoted keys are unescaped, plain keys trimmed.
    public let key: String
    /// The value stored under `key`.
    public let value: YAMLValue

    /// Creates an entry, e.g. to build an expected value in a test.
    public init(key: String, value: YAMLValue) {
        self.key = key
        self.value = value
    }
}
