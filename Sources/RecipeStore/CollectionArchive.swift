/// A whole `RecipeCollection` as compact bytes (every field, warnings included), so a folder
/// collection parsed once can be read back in a few milliseconds (`FolderCache`).
///
/// Layout: magic `CBF1`, a version, then the collection field by field (strings are a u32
/// length and UTF-8; lists a u32 count). Reading checks every length, so a damaged file is
/// refused, never trusted.
enum CollectionArchive {
    static let magic: UInt32 = 0x3146_4243  // "CBF1" little-endian
    static let version: UInt32 = 1

    /// The bytes of `collection`, after a `stamp` the reader must match.
    static func encode(_ collection: RecipeCollection, stamp: UInt64) -> [UInt8] {
        var writer = ByteWriter()
        writer.u32(magic)
        writer.u32(version)
        writer.u64(stamp)
        writer.string(collection.title)
        writer.u32(UInt32(collection.categories.count))
        for category in collection.categories { writer.string(category.id.rawValue); writer.string(category.name) }
        writer.u32(UInt32(collection.recipes.count))
        for recipe in collection.recipes { encode(recipe, into: &writer) }
        writer.u32(UInt32(collection.warnings.count))
        for issue in collection.warnings {
            writer.string(issue.file)
            writer.string(issue.location)
            writer.optional(issue.field)
            writer.string(issue.message)
        }
        return writer.storage
    }

    /// The collection in `bytes`, or nil when they are not an archive of this version with `stamp`.
    static func decode(_ bytes: [UInt8], stamp: UInt64) -> RecipeCollection? {
        var reader = ByteReader(bytes)
        do {
            guard try reader.u32() == magic, try reader.u32() == version, try reader.u64() == stamp else { return nil }
            let title = try reader.string()
            let categories = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in
                Category(id: CategoryID(try r.string()), name: try r.string())
            }
            let recipes = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in try recipe(from: &r) }
            let warnings = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in
                CollectionIssue(file: try r.string(), location: try r.string(), field: try r.optionalString(), message: try r.string())
            }
            guard reader.isAtEnd else { return nil }
            return RecipeCollection(title: title, categories: categories, recipes: recipes, warnings: warnings)
        } catch {
            return nil
        }
    }

    private static func encode(_ recipe: Recipe, into writer: inout ByteWriter) {
        writer.string(recipe.id.rawValue)
        writer.string(recipe.name)
        writer.string(recipe.category.rawValue)
        writer.string(recipe.summary)
        writer.optional(recipe.servings)
        writer.optional(recipe.prepMinutes)
        writer.optional(recipe.cookMinutes)
        writer.optional(recipe.totalMinutes)
        writer.strings(recipe.tags)
        writer.u32(UInt32(recipe.ingredients.count))
        for line in recipe.ingredients {
            writer.string(line.quantity)
            writer.string(line.unit)
            writer.string(line.name)
            writer.optional(line.note)
        }
        writer.strings(recipe.steps)
        writer.strings(recipe.related.map(\.rawValue))
        writer.optional(recipe.source)
        writer.strings(recipe.problems)
    }

    private static func recipe(from reader: inout ByteReader) throws(ByteReader.Truncated) -> Recipe {
        let id = RecipeID(try reader.string()), name = try reader.string(), category = CategoryID(try reader.string())
        let summary = try reader.string()
        let servings = try reader.optionalInt(), prep = try reader.optionalInt(), cook = try reader.optionalInt()
        let total = try reader.optionalInt()
        let tags = try reader.strings()
        let ingredients = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in
            IngredientLine(quantity: try r.string(), unit: try r.string(), name: try r.string(), note: try r.optionalString())
        }
        let steps = try reader.strings(), related = try reader.strings().map(RecipeID.init)
        let source = try reader.optionalString(), problems = try reader.strings()
        return Recipe(id: id, name: name, category: category, summary: summary, servings: servings, prepMinutes: prep,
                      cookMinutes: cook, tags: tags, ingredients: ingredients, steps: steps, related: related,
                      totalMinutes: total, source: source, problems: problems)
    }
}
