/// A field as found in the file: absent (or null), of the wrong JSON type, or a value.
/// Reading never stops at a bad field, so one pass finds every problem.
enum RawField<Value> {
    case missing
    case wrongType(expected: String)
    /// A number too large (or too small) to keep, as written.
    case outOfRange(written: String)
    case value(Value)

    /// The value, if the field held one of the right type.
    var value: Value? { if case let .value(value) = self { return value } else { return nil } }
}

/// The file's top level, every field optional so validation can name what is missing.
struct RawCollection {
    let version: RawField<Int>
    let title: RawField<String>
    let categories: RawField<[RawCategory]>
    let recipes: RawField<[RawRecipe]>

    init(version: RawField<Int>, title: RawField<String>, categories: RawField<[RawCategory]>, recipes: RawField<[RawRecipe]>) {
        self.version = version
        self.title = title
        self.categories = categories
        self.recipes = recipes
    }
}

/// One category object as found in the file.
struct RawCategory {
    let id: RawField<String>
    let name: RawField<String>

    init(id: RawField<String>, name: RawField<String>) {
        self.id = id
        self.name = name
    }
}

/// One recipe object as found in the file.
struct RawRecipe {
    let id, name, category, summary: RawField<String>
    let servings, prepMinutes, cookMinutes: RawField<Int>
    let tags, steps, related: RawField<[String]>
    let ingredients: RawField<[RawIngredient]>
    /// Where the recipe object lies in the source bytes, so an index can re-read it alone.
    var byteRange: Range<Int> = 0..<0

    init(id: RawField<String>, name: RawField<String>, category: RawField<String>, summary: RawField<String>,
         servings: RawField<Int>, prepMinutes: RawField<Int>, cookMinutes: RawField<Int>, tags: RawField<[String]>,
         steps: RawField<[String]>, related: RawField<[String]>, ingredients: RawField<[RawIngredient]>) {
        (self.id, self.name, self.category, self.summary) = (id, name, category, summary)
        (self.servings, self.prepMinutes, self.cookMinutes) = (servings, prepMinutes, cookMinutes)
        (self.tags, self.steps, self.related, self.ingredients) = (tags, steps, related, ingredients)
    }
}

/// One ingredient: an object `{quantity, unit, name, note}` (quantity may be a number), or a
/// plain string split into quantity, unit and name.
struct RawIngredient {
    let line: IngredientLine

    init(line: IngredientLine) { self.line = line }

}
