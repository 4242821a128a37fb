/// Reads collection JSON straight into the tolerant `RawCollection`: every known field is
/// read with a type check (a wrong type is recorded, not thrown), unknown fields are skipped,
/// and only broken JSON syntax stops the read.
enum CollectionParser {
    /// The collection in `bytes`, or nil when the top level is not an object. A UTF-8
    /// byte-order mark is skipped; UTF-16 is refused with what to do.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONReader.SyntaxError) -> RawCollection? {
        var reader = JSONReader(bytes)
        try reader.skipByteOrderMark()
        guard try reader.peekKind() == .object else {
            try reader.skipValue()
            try reader.finish()
            return nil
        }
        var version: RawField<Int> = .missing, title: RawField<String> = .missing
        var categories: RawField<[RawCategory]> = .missing, recipes: RawField<[RawRecipe]> = .missing
        try reader.readObject { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "version": version = try reader.intField("a whole number")
            case "title": title = try reader.stringField("a string")
            case "categories": categories = try reader.listField("a list of {\"id\", \"name\"} objects") { reader throws(JSONReader.SyntaxError) in
                try reader.objectElement { reader throws(JSONReader.SyntaxError) in try category(&reader) }
            }
            case "recipes": recipes = try reader.listField("a list of recipe objects") { reader throws(JSONReader.SyntaxError) in
                try reader.objectElement { reader throws(JSONReader.SyntaxError) in
                    let start = reader.index
                    var raw = try recipe(&reader)
                    raw.byteRange = start..<reader.index
                    return raw
                }
            }
            default: try reader.skipValue()
            }
        }
        try reader.finish()
        return RawCollection(version: version, title: title, categories: categories, recipes: recipes)
    }

    private static func category(_ reader: inout JSONReader) throws(JSONReader.SyntaxError) -> RawCategory {
        var id: RawField<String> = .missing, name: RawField<String> = .missing
        try reader.readObject { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "id": id = try reader.stringField("a string")
            case "name": name = try reader.stringField("a string")
            default: try reader.skipValue()
            }
        }
        return RawCategory(id: id, name: name)
    }

    /// One recipe object on its own (as an index re-reads it), or nil when `bytes` hold none.
    static func parseRecipe(_ bytes: UnsafeBufferPointer<UInt8>) -> RawRecipe? {
        var reader = JSONReader(bytes)
        do throws(JSONReader.SyntaxError) {
            guard try reader.peekKind() == .object else { return nil }
            return try recipe(&reader)
        } catch {
            return nil
        }
    }

    private static func recipe(_ reader: inout JSONReader) throws(JSONReader.SyntaxError) -> RawRecipe {
        var id: RawField<String> = .missing, name: RawField<String> = .missing
        var category: RawField<String> = .missing, summary: RawField<String> = .missing
        var servings: RawField<Int> = .missing, prep: RawField<Int> = .missing, cook: RawField<Int> = .missing
        var tags: RawField<[String]> = .missing, steps: RawField<[String]> = .missing, related: RawField<[String]> = .missing
        var ingredients: RawField<[RawIngredient]> = .missing
        try reader.readObject { reader, key throws(JSONReader.SyntaxError) in
            switch key {
            case "id": id = try reader.stringField("a string")
            case "name": name = try reader.stringField("a string")
            case "category": category = try reader.stringField("a category id (string)")
            case "summary": summary = try reader.stringField("a string")
            case "servings": servings = try reader.intField("a whole number")
            case "prepMinutes": prep = try reader.intField("a whole number of minutes")
            case "cookMinutes": cook = try reader.intField("a whole number of minutes")
            case "tags": tags = try reader.stringListField("a list of strings")
            case "steps": steps = try reader.stringListField("a list of strings")
            case "related": related = try reader.stringListField("a list of recipe ids")
            case "ingredients": ingredients = try reader.listField("a list of ingredient objects or strings") { reader throws(JSONReader.SyntaxError) in
                try ingredient(&reader)
            }
            default: try reader.skipValue()
            }
        }
        return RawRecipe(id: id, name: name, category: category, summary: summary, servings: servings,
                         prepMinutes: prep, cookMinutes: cook, tags: tags, steps: steps, related: related,
                         ingredients: ingredients)
    }

    /// An ingredient object, or a plain string split into quantity, unit and name; nil for
    /// anything else.
    private static func ingredient(_ reader: inout JSONReader) throws(JSONReader.SyntaxError) -> RawIngredient? {
        switch try reader.peekKind() {
        case .string: return RawIngredient(line: IngredientLine(parsing: try reader.readString()))
        case .object:
            var quantity = "", unit = "", name = "", note: String?, isFixed = false, uses = 1
            var wellTyped = true
            try reader.readObject { reader, key throws(JSONReader.SyntaxError) in
                switch (key, try reader.peekKind()) {
                case ("quantity", .number): quantity = try reader.readNumberText()
                case ("quantity", .string): quantity = try reader.readString()
                case ("unit", .string): unit = try reader.readString()
                case ("name", .string): name = try reader.readString()
                case ("note", .string): note = try reader.readString()
                case ("fixed", .bool): isFixed = try reader.readBool()
                // How often the line is used (as `show --json` writes it); anything odd counts once.
                case ("uses", .number): uses = Int(try reader.readNumberText()).map { min(1_000, max(1, $0)) } ?? 1
                case (_, .null): try reader.skipValue()
                case ("quantity", _), ("unit", _), ("name", _), ("note", _): wellTyped = false; try reader.skipValue()
                default: try reader.skipValue()
                }
            }
            return wellTyped ? RawIngredient(line: IngredientLine(quantity: quantity, unit: unit, name: name, note: note, isFixed: isFixed, uses: uses)) : nil
        default:
            try reader.skipValue()
            return nil
        }
    }
}

extension JSONReader {
    /// A string field; null is missing, another type is recorded and skipped.
    mutating func stringField(_ expected: String) throws(SyntaxError) -> RawField<String> {
        switch try peekKind() {
        case .string: return .value(try readString())
        case .null: try skipValue(); return .missing
        default: try skipValue(); return .wrongType(expected: expected)
        }
    }

    /// A whole-number field; a fraction or another type is recorded as the wrong type, digits
    /// beyond `Int`'s range as out of range.
    mutating func intField(_ expected: String) throws(SyntaxError) -> RawField<Int> {
        switch try peekKind() {
        case .number:
            let text = try readNumberText()
            if let value = Int(text) { return .value(value) }
            let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
            return digits.utf8.allSatisfy { (0x30...0x39).contains($0) } ? .outOfRange(written: text) : .wrongType(expected: expected)
        case .null: try skipValue(); return .missing
        default: try skipValue(); return .wrongType(expected: expected)
        }
    }

    /// A list of strings; any non-string element makes the whole field the wrong type.
    mutating func stringListField(_ expected: String) throws(SyntaxError) -> RawField<[String]> {
        try listField(expected) { reader throws(SyntaxError) in
            guard try reader.peekKind() == .string else { try reader.skipValue(); return nil }
            return try reader.readString()
        }
    }

    /// A list whose elements `element` reads (nil for an element of the wrong type, which
    /// makes the whole field the wrong type).
    mutating func listField<T>(_ expected: String, _ element: (inout JSONReader) throws(SyntaxError) -> T?) throws(SyntaxError) -> RawField<[T]> {
        switch try peekKind() {
        case .array:
            var items: [T] = []
            var wellTyped = true
            try readArray { reader throws(SyntaxError) in
                if let item = try element(&reader) { items.append(item) } else { wellTyped = false }
            }
            return wellTyped ? .value(items) : .wrongType(expected: expected)
        case .null: try skipValue(); return .missing
        default: try skipValue(); return .wrongType(expected: expected)
        }
    }

    /// An object element read by `read`, or nil (skipped) when the element is not an object.
    mutating func objectElement<T>(_ read: (inout JSONReader) throws(SyntaxError) -> T) throws(SyntaxError) -> T? {
        guard try peekKind() == .object else { try skipValue(); return nil }
        return try read(&self)
    }
}
