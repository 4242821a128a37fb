import FileSystem
import Foundation
import RecipeStore

/// Converts the public-domain recipe set (`../shared/data/recipes/public-domain-recipes.json`:
/// `slug`, `title`, `tags`, `description`, `ingredients[]`, `steps[]`, …) into a collection in
/// Cookbook's format, for the real-data test and the benchmark generator.
public enum PublicDomainImport {
    /// Cookbook categories, each with the source tags that put a recipe in it (first match wins).
    static let categoryRules: [(category: Category, tags: Set<String>)] = [
        (Category(id: "breakfast", name: "Breakfast"), ["breakfast", "brunch"]),
        (Category(id: "drinks", name: "Drinks"), ["drink", "drinks", "cocktail", "beverage", "coffee", "tea"]),
        (Category(id: "desserts", name: "Desserts"), ["dessert", "sweet", "cake", "cookies", "cookie", "pie", "baking"]),
        (Category(id: "breads", name: "Breads"), ["bread", "dough", "sourdough"]),
        (Category(id: "soups", name: "Soups"), ["soup", "stew"]),
        (Category(id: "salads", name: "Salads"), ["salad"]),
        (Category(id: "pasta-noodles", name: "Pasta & Noodles"), ["pasta", "noodles", "noodle"]),
        (Category(id: "sauces-basics", name: "Sauces & Basics"), ["sauce", "dip", "spice", "basics", "dressing"]),
        (Category(id: "mains", name: "Mains"), []),
    ]

    private struct Source: Decodable {
        let slug: String
        let title: String
        let tags: [String]?
        let description: String?
        let ingredients: [String]?
        let steps: [String]?
        let prep: String?
        let cook: String?
        let servings: String?
    }

    /// The source file's recipes as a collection (no related links; the source has none).
    public static func load(path: String) throws -> RecipeCollection {
        let sources = try JSONDecoder().decode([Source].self, from: Data(try FilePath.readAll(path)))
        let recipes = sources.map { source in
            let tags = (source.tags ?? []).map { $0.lowercased() }
            let category = categoryRules.first { !$0.tags.isDisjoint(with: tags) || $0.tags.isEmpty }!.category.id
            return Recipe(id: RecipeID(source.slug), name: source.title, category: category,
                          summary: summary(source.description ?? ""), servings: leadingNumber(source.servings),
                          prepMinutes: leadingNumber(source.prep), cookMinutes: leadingNumber(source.cook),
                          tags: tags, ingredients: (source.ingredients ?? []).map(IngredientLine.init(parsing:)),
                          steps: source.steps ?? [], related: [])
        }
        let used = Set(recipes.map(\.category))
        return RecipeCollection(title: "Public-domain recipes", categories: categoryRules.map(\.category).filter { used.contains($0.id) },
                                recipes: recipes)
    }

    /// The first line of a Markdown description without emphasis marks.
    static func summary(_ description: String) -> String {
        let line = description.split(separator: "\n").first.map(String.init) ?? ""
        return line.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: "*", with: "")
            .trimmingCharacters(in: .whitespaces)
    }

    /// The first whole number in text such as `"30 minutes"` or `"4"`.
    static func leadingNumber(_ text: String?) -> Int? {
        guard let text else { return nil }
        return Int(text.drop { !$0.isNumber }.prefix { $0.isNumber })
    }
}
