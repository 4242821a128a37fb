/// Checks a decoded file against the collection rules, collecting every problem in one pass.
///
/// Refused (errors): a missing or newer version, missing categories or recipes, a missing
/// required field, a field of the wrong type, an empty id or name, a duplicate id, an
/// unknown category. Repaired with a warning: a related id that does not exist or points to
/// the recipe itself (dropped), a repeated related id (dropped), an ingredient without a
/// name (dropped), a recipe without ingredients or steps, a negative time or serving count
/// (treated as unknown).
struct CollectionValidator {
    let file: String
    private var errors: [CollectionIssue] = []
    private var warnings: [CollectionIssue] = []
    /// Where each accepted recipe lies in the source, in the order of the result's recipes.
    private(set) var byteRanges: [Range<Int>] = []
    /// The recipe being checked, named in the issues found meanwhile.
    private var currentRecipe: RecipeID?

    init(file: String) { self.file = file }

    mutating func validate(_ raw: RawCollection) throws(CollectionError) -> RecipeCollection {
        switch raw.version {
        case .missing: error("", "version", "missing required field (this format is version \(RecipeCollection.formatVersion))")
        case let .wrongType(expected): error("", "version", "expected \(expected)")
        case let .outOfRange(written): error("", "version", "\(written) is out of range")
        case let .value(version) where version > RecipeCollection.formatVersion:
            throw .unsupportedVersion(path: file, found: version)
        case let .value(version) where version < 1: error("", "version", "must be 1 or more, found \(version)")
        case .value: break
        }
        let categories = validateCategories(raw.categories)
        let known = Set(categories.map(\.id))
        var recipes: [Recipe] = []
        var pending: [(recipe: RawRecipe, index: Int, id: RecipeID)] = []
        var firstIndex: [RecipeID: Int] = [:]
        switch raw.recipes {
        case .missing: error("", "recipes", "missing required field")
        case let .wrongType(expected): error("", "recipes", "expected \(expected)")
        case .outOfRange: error("", "recipes", "expected a list of recipe objects")
        case let .value(list):
            for (index, recipe) in list.enumerated() {
                guard let id = required(recipe.id, "recipe #\(index)", "id") else { continue }
                let recipeID = RecipeID(id)
                if let first = firstIndex[recipeID] {
                    currentRecipe = recipeID
                    error("recipe \"\(id)\" (#\(index))", "id", "duplicate id; recipe #\(first) already uses it")
                    currentRecipe = nil
                    continue
                }
                firstIndex[recipeID] = index
                pending.append((recipe, index, recipeID))
            }
        }
        for (raw, index, id) in pending {
            if let recipe = validateRecipe(raw, index: index, id: id, categories: known, exists: { firstIndex[$0] != nil }) {
                recipes.append(recipe)
                byteRanges.append(raw.byteRange)
            }
        }
        guard errors.isEmpty else { throw .invalid(errors) }
        return RecipeCollection(title: raw.title.value ?? "", categories: categories, recipes: recipes, warnings: warnings)
    }

    private mutating func validateCategories(_ field: RawField<[RawCategory]>) -> [Category] {
        let list: [RawCategory]
        switch field {
        case .missing: error("", "categories", "missing required field"); return []
        case let .wrongType(expected): error("", "categories", "expected \(expected)"); return []
        case .outOfRange: error("", "categories", "expected a list of categories"); return []
        case let .value(value): list = value
        }
        var seen: [CategoryID: Int] = [:]
        var categories: [Category] = []
        for (index, raw) in list.enumerated() {
            let place = raw.id.value.map { "category \"\($0)\" (#\(index))" } ?? "category #\(index)"
            guard let id = required(raw.id, place, "id"), let name = required(raw.name, place, "name") else { continue }
            if let first = seen[CategoryID(id)] {
                error(place, "id", "duplicate id; category #\(first) already uses it")
                continue
            }
            seen[CategoryID(id)] = index
            categories.append(Category(id: CategoryID(id), name: name))
        }
        return categories
    }

    /// Checks one recipe; `exists` says whether a related id names a recipe in the collection.
    mutating func validateRecipe(_ raw: RawRecipe, index: Int, id: RecipeID, categories: Set<CategoryID>,
                                 exists: (RecipeID) -> Bool) -> Recipe? {
        let place = "recipe \"\(id)\" (#\(index))"
        currentRecipe = id
        defer { currentRecipe = nil }
        let name = required(raw.name, place, "name")
        let category = required(raw.category, place, "category")
        if let category, !categories.contains(CategoryID(category)) {
            error(place, "category", "unknown category \"\(category)\"")
        }
        let ingredientList = required(raw.ingredients, place, "ingredients", allowEmpty: true)
        let steps = required(raw.steps, place, "steps", allowEmpty: true)
        let relatedList = required(raw.related, place, "related", allowEmpty: true)
        check(raw.summary, place, "summary")
        let numbers = [("servings", raw.servings), ("prepMinutes", raw.prepMinutes), ("cookMinutes", raw.cookMinutes)]
            .map { field, value in (field, nonNegative(value, place, field)) }
        check(raw.tags, place, "tags")
        guard let name, let category, let ingredientList, let steps, let relatedList else { return nil }

        let ingredients = ingredientList.map(\.line).filter { line in
            guard line.name.isBlank else { return true }
            warn(place, "ingredients", "an ingredient without a name was dropped")
            return false
        }
        if ingredients.isEmpty { warn(place, "ingredients", "the recipe has no ingredients") }
        if steps.isEmpty { warn(place, "steps", "the recipe has no steps") }
        var related: [RecipeID] = []
        for other in relatedList.map({ RecipeID($0) }) {
            if other == id {
                warn(place, "related", "a recipe cannot be related to itself; dropped")
            } else if !exists(other) {
                warn(place, "related", "unknown recipe \"\(other)\"; dropped")
            } else if related.contains(other) {
                warn(place, "related", "\"\(other)\" is listed twice; the repeat was dropped")
            } else {
                related.append(other)
            }
        }
        return Recipe(id: id, name: name, category: CategoryID(category), summary: raw.summary.value ?? "",
                      servings: numbers[0].1, prepMinutes: numbers[1].1, cookMinutes: numbers[2].1,
                      tags: raw.tags.value ?? [], ingredients: ingredients, steps: steps, related: related)
    }

    /// The value of a required field, or nil after recording why it is unusable.
    private mutating func required<T>(_ field: RawField<T>, _ place: String, _ name: String, allowEmpty: Bool = false) -> T? {
        switch field {
        case .missing: error(place, name, "missing required field"); return nil
        case let .wrongType(expected): error(place, name, "expected \(expected)"); return nil
        case let .outOfRange(written): error(place, name, "\(written) is out of range"); return nil
        case let .value(value):
            if !allowEmpty, let text = value as? String, text.isBlank {
                error(place, name, "is empty")
                return nil
            }
            return value
        }
    }

    /// Records a type mismatch in an optional field.
    private mutating func check<T>(_ field: RawField<T>, _ place: String, _ name: String) {
        if case let .wrongType(expected) = field { error(place, name, "expected \(expected)") }
    }

    /// An optional count that must not be negative; a negative one warns and becomes unknown,
    /// as does one beyond `maximumCount` (digits too large for any clock or table).
    private mutating func nonNegative(_ field: RawField<Int>, _ place: String, _ name: String) -> Int? {
        check(field, place, name)
        if case let .outOfRange(written) = field { warn(place, name, "\(written) is out of range; ignored") }
        guard let value = field.value else { return nil }
        guard value <= Self.maximumCount, value >= -Self.maximumCount else { warn(place, name, "\(value) is out of range; ignored"); return nil }
        guard value >= 0 else { warn(place, name, "negative value \(value) ignored"); return nil }
        return value
    }

    /// The largest serving count or number of minutes kept, as for `.cook` files.
    static let maximumCount = CookRecipeConverter.maximumMinutes

    private mutating func error(_ place: String, _ field: String?, _ message: String) {
        errors.append(CollectionIssue(file: file, location: place, field: field, message: message, severity: .error,
                                      recipe: currentRecipe?.rawValue))
    }

    private mutating func warn(_ place: String, _ field: String?, _ message: String) {
        warnings.append(CollectionIssue(file: file, location: place, field: field, message: message, recipe: currentRecipe?.rawValue))
    }
}

extension String {
    /// Whether the text is empty or only white space (stdlib only: no Foundation bridging on
    /// the load path).
    var isBlank: Bool { unicodeScalars.allSatisfy(\.properties.isWhitespace) }
}
