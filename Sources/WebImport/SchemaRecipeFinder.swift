import RecipeStore

/// Finds schema.org `Recipe` objects anywhere in JSON-LD: at the top, in arrays, in `@graph`,
/// under `mainEntity` or any other property, with `@type` a string or an array and the type
/// written `Recipe`, `schema:Recipe` or as an `http(s)://schema.org/Recipe` IRI, in any case
/// (`recipe`). Also indexes
/// every node with an `@id`, so references such as `"author": {"@id": "#person"}` resolve.
public struct SchemaRecipeFinder: Sendable {
    /// The Recipe objects, in document order, each once.
    public private(set) var recipes: [[String: JSONValue]] = []
    /// Every object with an `@id` (and more than that id), by id.
    public private(set) var nodes: [String: [String: JSONValue]] = [:]
    /// The recipes found so far, to find each once without comparing it with every other.
    private var found: Set<[String: JSONValue]> = []

    /// Searches `values` (one per JSON-LD block of a page).
    public init(_ values: [JSONValue]) {
        for value in values { visit(value, depth: 0) }
    }

    /// Whether `object`'s `@type` names `type` (`Recipe`, `HowToSection`, …) in any spelling.
    public static func object(_ object: [String: JSONValue], isA type: String) -> Bool {
        let types: [JSONValue]
        switch object["@type"] {
        case let .string(text)?: types = [.string(text)]
        case let .array(items)?: types = items
        default: return false
        }
        return types.contains { value in
            guard case let .string(text) = value else { return false }
            let name = text.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last.map(String.init) ?? text
            return name.lowercased() == type.lowercased()   // `recipe` as well (realfood.tesco.com)
        }
    }

    private mutating func visit(_ value: JSONValue, depth: Int) {
        guard depth < 64 else { return }
        switch value {
        case let .array(items):
            for item in items { visit(item, depth: depth + 1) }
        case let .object(object):
            if case let .string(id)? = object["@id"], object.count > 1, nodes[id] == nil { nodes[id] = object }
            if Self.object(object, isA: "Recipe") {
                if found.insert(object).inserted { recipes.append(object) }
                return
            }
            for key in object.keys.sorted() where key != "@context" { visit(object[key]!, depth: depth + 1) }
        default:
            break
        }
    }
}
