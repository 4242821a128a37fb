import RecipeStore

/// Writes YAML front matter lines for imported values: strings double-quoted on one line,
/// numbers and booleans plain, lists of scalars in flow style, objects and lists of objects as
/// block mappings and sequences (JSON-LD's `@type` and `@context` inside them left out as
/// schema noise). Only YAML that both our reader and the official parser read.
enum FrontMatterWriter {
    /// `key: value` for a text value.
    static func line(_ key: String, _ text: String) -> String { Self.key(key) + ": " + quoted(text) }

    /// The lines for `key: value` at `indent`; none for null or an empty collection.
    static func lines(_ key: String, _ value: JSONValue, indent: Int = 0) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let name = pad + Self.key(key) + ":"
        if let scalar = scalar(value) { return [name + " " + scalar] }
        switch value {
        case let .object(object):
            let entries = entries(of: object, indent: indent + 2)
            return entries.isEmpty ? [] : [name] + entries
        case let .array(items):
            let scalars = items.compactMap(scalar)
            if scalars.count == items.count { return scalars.isEmpty ? [] : [name + " [" + scalars.joined(separator: ", ") + "]"] }
            let listed = items.flatMap { item(of: $0, indent: indent + 2) }
            return listed.isEmpty ? [] : [name] + listed
        default:
            return []
        }
    }

    /// One list item: a scalar after `- `, or an object whose first entry follows the `- `.
    private static func item(of value: JSONValue, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        if let scalar = scalar(value) { return [pad + "- " + scalar] }
        switch value {
        case let .object(object):
            var lines = entries(of: object, indent: indent + 2)
            guard !lines.isEmpty else { return [] }
            lines[0] = pad + "- " + lines[0].dropFirst(indent + 2)
            return lines
        case let .array(items):
            return items.flatMap { item(of: $0, indent: indent) }
        default:
            return []
        }
    }

    private static func entries(of object: [String: JSONValue], indent: Int) -> [String] {
        object.keys.filter { $0 != "@type" && $0 != "@context" }.sorted().flatMap { lines($0, object[$0]!, indent: indent) }
    }

    private static func scalar(_ value: JSONValue) -> String? {
        switch value {
        case let .string(text): return quoted(HTMLPage.text(of: text).collapsingSpaces())
        case let .integer(number): return String(number)
        case let .number(number): return number.isFinite ? String(number) : nil
        case let .bool(flag): return flag ? "true" : "false"
        default: return nil
        }
    }

    /// A double-quoted YAML scalar on one line; control characters dropped.
    static func quoted(_ text: String) -> String {
        CookFileWriter.quoted(String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init)))
    }

    /// A key as written when it is a plain word (`nutrition`, `prep time`); quoted otherwise (`@id`).
    private static func key(_ key: String) -> String {
        key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "_" }) && key.first?.isLetter == true ? key : quoted(key)
    }
}
