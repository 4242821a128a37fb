import RecipeStore

/// Reads the text schema.org values carry, whatever their shape: a string (HTML reduced to
/// plain text, entities decoded, twice when the page encoded them twice), a number, an object
/// with a `name`, `text`, `@value` or `value`, or an
/// array of those.
enum SchemaText {
    /// The value as one line of plain text; nil when empty.
    static func line(_ value: JSONValue?) -> String? {
        let text = lines(value).joined(separator: ", ")
        return text.isEmpty ? nil : text
    }

    /// Each text the value holds, as plain one-line text, empty ones dropped.
    static func lines(_ value: JSONValue?, nodes: [String: [String: JSONValue]] = [:]) -> [String] {
        switch value {
        case let .string(text)?:
            var plain = HTMLPage.text(of: text)
            // Markup encoded twice (`&amp;amp;`, `&lt;p&gt;`, `&amp;atilde;`) is decoded once more:
            // what is left after one pass is still markup, never the author's text.
            if plain != text, plain.contains(where: { $0 == "<" || $0 == "&" }) { plain = HTMLPage.text(of: plain) }
            plain = plain.collapsingSpaces()
            return plain.isEmpty ? [] : [plain]
        case let .integer(number)?: return [String(number)]
        case let .number(number)?: return [number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)]
        case let .array(items)?: return items.flatMap { lines($0, nodes: nodes) }
        case let .object(object)?:
            if case let .string(id)? = object["@id"], object.count == 1, let node = nodes[id] { return lines(.object(node)) }
            // `value`: a `QuantitativeValue` (`{"@type": "QuantitativeValue", "value": 6}`).
            for key in ["name", "text", "@value", "url", "contentUrl", "value"] {
                if let found = object[key], !lines(found).isEmpty { return lines(found) }
            }
            return []
        default: return []
        }
    }

    /// Keywords and categories: each text split at commas, trimmed, repeats (in any case) dropped.
    static func list(_ values: [JSONValue?]) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for value in values {
            for text in lines(value) {
                for part in text.split(separator: ",").map({ String($0).trimmingSpaces() }) where !part.isEmpty {
                    if seen.insert(part.lowercased()).inserted { result.append(part) }
                }
            }
        }
        return result
    }
}
