import CookbookShell
import RecipeStore

/// Everything a store answers that a user sees: `cookbook list`, the categories and their
/// rows, every recipe whole, related recipes, ingredients' recipes, searches and warnings. Two
/// loads of the same folder must give equal answers, whichever way each was loaded.
struct StoreAnswers: Equatable {
    /// `cookbook list`'s output.
    let list: String
    /// The categories, each with its rows.
    let categories: [Category], rows: [[RecipeSummary]]
    /// Every listed recipe whole, and the recipes related to it.
    let recipes: [Recipe?], related: [[RecipeSummary]]
    /// A few searches and ingredients' recipes.
    let searches: [[SearchHit]], uses: [[RecipeSummary]]
    /// The load's warnings.
    let warnings: [CollectionIssue]
    /// The problems counted and the first (`RecipeStore.issueSummary`).
    let summary: IssueSummary

    /// The words searched and the ingredients looked up.
    static let queries = ["a", "butter", "pizza", "#bread", "ing:flour", "zz"], ingredients = ["butter", "flour", "salt", "egg"]

    /// Reads `store`'s answers.
    init(_ store: any RecipeStore) {
        list = (try? PlainOutput.list(store: store, category: nil, json: false)) ?? "(no list)"
        categories = store.categories
        rows = categories.map { store.recipes(in: $0.id, range: 0..<store.recipeCount(in: $0.id)) }
        recipes = rows.joined().map { store.recipe($0.id) }
        related = rows.joined().map { store.related(to: $0.id) }
        searches = Self.queries.map { store.search($0, limit: 50) }
        uses = Self.ingredients.map { store.recipes(using: IngredientKey($0), range: 0..<50) }
        // The summary first, as a start asks it (read alone from an index), then the whole list.
        summary = store.issueSummary
        warnings = store.warnings
    }

    /// The names of the answers that differ from `other`'s, with the first difference of the list.
    func differences(from other: StoreAnswers) -> [String] {
        var names: [String] = []
        if list != other.list {
            let mine = list.split(separator: "\n"), theirs = other.list.split(separator: "\n")
            let first = zip(mine, theirs).first { $0 != $1 }.map { "\($0) instead of \($1)" } ?? "\(mine.count) rows instead of \(theirs.count)"
            names.append("list (\(first))")
        }
        if categories != other.categories { names.append("categories") }
        if rows != other.rows { names.append("rows") }
        if recipes != other.recipes { names.append("recipes") }
        if related != other.related { names.append("related") }
        if searches != other.searches { names.append("searches") }
        if uses != other.uses { names.append("ingredients' recipes") }
        if warnings != other.warnings { names.append("warnings") }
        if summary != other.summary || summary != IssueSummary(warnings) { names.append("problem counts") }
        return names
    }

    /// The answers about the recipes themselves, which a store held in memory gives too
    /// (searches rank in each store's own way).
    var contents: [String] {
        [list, "\(categories)", "\(rows)", "\(recipes)", "\(related)", "\(warnings)"]
    }
}
