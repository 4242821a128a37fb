import RecipeStore

/// A page's microdata (`itemscope`, `itemtype`, `itemprop`) as the JSON-LD it stands for, so a
/// recipe marked up as microdata is read exactly as one in JSON-LD (issue #36): each item is an
/// object with its `@type` (the itemtype) and one key per property name; a property given once
/// is its value, given more than once a list in page order; a property that is an item is that
/// item's object. `itemprop="http://schema.org/name"` counts as `name`.
public enum MicrodataItems {
    /// One element of the page's microdata, as `HTMLPage` reads it.
    public struct Record: Equatable, Sendable {
        /// The item it belongs to (an index into the records), nil at the top.
        public let scope: Int?
        /// Its property names (none for an item that is no property).
        public let properties: [String]
        /// Its itemtype, for an item.
        public let type: String?
        /// Whether it is an item (`itemscope`).
        public let isItem: Bool
        /// A property's value, for one that is not an item.
        public let value: String?

        /// A record with these parts.
        public init(scope: Int?, properties: [String], type: String?, isItem: Bool, value: String?) {
            (self.scope, self.properties, self.type, self.isItem, self.value) = (scope, properties, type, isItem, value)
        }
    }

    /// The items at the top of the page (those that are no other item's property), each as an
    /// object, in page order. Records only point back to earlier ones, so one pass from the end
    /// finishes every item before the item holding it, however deep they nest.
    public static func items(_ records: [Record]) -> [JSONValue] {
        var properties: [[(name: String, value: JSONValue)]] = Array(repeating: [], count: records.count)
        var top: [JSONValue] = []
        for index in records.indices.reversed() {
            let record = records[index]
            let value: JSONValue
            if record.isItem {
                value = object(of: record, properties: properties[index].reversed())
                properties[index] = []                         // done: the memory goes
            } else {
                value = .string(record.value ?? "")
            }
            if let scope = record.scope, records.indices.contains(scope), scope < index, records[scope].isItem {
                for name in record.properties.reversed() { properties[scope].append((name, value)) }
            } else if record.isItem {
                top.append(value)
            }
        }
        return top.reversed()
    }

    /// An item's object: `@type` from its itemtype (several types: a list), then its properties.
    private static func object(of record: Record, properties: [(name: String, value: JSONValue)]) -> JSONValue {
        var object: [String: JSONValue] = [:]
        let types = (record.type ?? "").split(whereSeparator: \.isWhitespace).map { JSONValue.string(String($0)) }
        if !types.isEmpty { object["@type"] = types.count == 1 ? types[0] : .array(types) }
        var order: [String] = [], values: [String: [JSONValue]] = [:]
        for (name, value) in properties {
            if values[name] == nil { order.append(name) }
            values[name, default: []].append(value)
        }
        for name in order where name != "@type" {
            let list = values[name]!
            object[name] = list.count == 1 ? list[0] : .array(list)
        }
        // Steps marked up inside an instructions element that is no item of its own
        // (`<ol itemprop="recipeInstructions"><li itemprop="itemListElement" itemscope …>`) belong,
        // by the rules, to the recipe: they are its instructions, not its text run together.
        if let steps = object["itemListElement"] ?? object["step"], SchemaRecipeFinder.object(object, isA: "Recipe") {
            object["recipeInstructions"] = steps
            object["itemListElement"] = nil
            object["step"] = nil
        }
        return .object(object)
    }

    /// `name`, or the last part of an absolute property name (`http://schema.org/name` → `name`).
    static func propertyName(_ written: Substring) -> String {
        guard written.contains("://") else { return String(written) }
        return written.split(whereSeparator: { $0 == "/" || $0 == "#" }).last.map(String.init) ?? String(written)
    }
}
