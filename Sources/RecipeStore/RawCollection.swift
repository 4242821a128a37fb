/// A field as found in the file: absent (or null), of the wrong JSON type, or a value.
/// Decoding never stops at a bad field, so one pass finds every problem.
enum RawField<Value> {
    case missing
    case wrongType(expected: String)
    case value(Value)

    /// The value, if the field held one of the right type.
    var value: Value? { if case let .value(value) = self { return value } else { return nil } }
}

extension KeyedDecodingContainer {
    /// Decodes `key` as `T`, recording a type mismatch instead of throwing.
    func field<T: Decodable>(_ type: T.Type, _ key: Key, expected: String) -> RawField<T> {
        do {
            guard let value = try decodeIfPresent(T.self, forKey: key) else { return .missing }
            return .value(value)
        } catch {
            return .wrongType(expected: expected)
        }
    }
}

/// Any JSON key, for decoding objects field by field.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// The file's top level, every field optional so validation can name what is missing.
struct RawCollection: Decodable {
    let version: RawField<Int>
    let title: RawField<String>
    let categories: RawField<[RawCategory]>
    let recipes: RawField<[RawRecipe]>

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        version = c.field(Int.self, AnyKey("version"), expected: "a whole number")
        title = c.field(String.self, AnyKey("title"), expected: "a string")
        categories = c.field([RawCategory].self, AnyKey("categories"), expected: "a list of {\"id\", \"name\"} objects")
        recipes = c.field([RawRecipe].self, AnyKey("recipes"), expected: "a list of recipe objects")
    }
}

/// One category object as found in the file.
struct RawCategory: Decodable {
    let id: RawField<String>
    let name: RawField<String>

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = c.field(String.self, AnyKey("id"), expected: "a string")
        name = c.field(String.self, AnyKey("name"), expected: "a string")
    }
}

/// One recipe object as found in the file.
struct RawRecipe: Decodable {
    let id, name, category, summary: RawField<String>
    let servings, prepMinutes, cookMinutes: RawField<Int>
    let tags, steps, related: RawField<[String]>
    let ingredients: RawField<[RawIngredient]>

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = c.field(String.self, AnyKey("id"), expected: "a string")
        name = c.field(String.self, AnyKey("name"), expected: "a string")
        category = c.field(String.self, AnyKey("category"), expected: "a category id (string)")
        summary = c.field(String.self, AnyKey("summary"), expected: "a string")
        servings = c.field(Int.self, AnyKey("servings"), expected: "a whole number")
        prepMinutes = c.field(Int.self, AnyKey("prepMinutes"), expected: "a whole number of minutes")
        cookMinutes = c.field(Int.self, AnyKey("cookMinutes"), expected: "a whole number of minutes")
        tags = c.field([String].self, AnyKey("tags"), expected: "a list of strings")
        steps = c.field([String].self, AnyKey("steps"), expected: "a list of strings")
        related = c.field([String].self, AnyKey("related"), expected: "a list of recipe ids")
        ingredients = c.field([RawIngredient].self, AnyKey("ingredients"), expected: "a list of ingredient objects or strings")
    }
}

/// One ingredient: an object `{quantity, unit, name, note}` (quantity may be a number), or a
/// plain string taken as the name.
struct RawIngredient: Decodable {
    let line: IngredientLine

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            line = IngredientLine(name: text)
            return
        }
        let c = try decoder.container(keyedBy: AnyKey.self)
        let quantity: String
        if let number = try? c.decodeIfPresent(Double.self, forKey: AnyKey("quantity")) {
            quantity = number.rounded() == number ? String(Int(number)) : String(number)
        } else {
            quantity = try c.decodeIfPresent(String.self, forKey: AnyKey("quantity")) ?? ""
        }
        line = IngredientLine(
            quantity: quantity,
            unit: try c.decodeIfPresent(String.self, forKey: AnyKey("unit")) ?? "",
            name: try c.decodeIfPresent(String.self, forKey: AnyKey("name")) ?? "",
            note: try c.decodeIfPresent(String.self, forKey: AnyKey("note")))
    }
}
