import Cooklang

/// A Cooklang `.menu` file, read once: for the shopping list (issue #17's `A`) the recipes it
/// references, every occurrence (a plan may cook the same recipe twice), each with the
/// multiplier its braces ask for, and the ingredients it lists itself (`@oats{1%cup}`), which a
/// list counts from the file with the menu's entry; as a plan (issue #37) its days, meals and
/// lines, as the official CLI reads them (`PlanReading`).
public struct ShoppingMenu: Sendable {
    /// The referenced recipes' lines as written (`@./lamb-chops{2}`), in order.
    public let references: [IngredientLine]
    /// The menu's own ingredients, in order.
    public let items: [IngredientLine]
    /// Its sections (days or occasions), meals and lines: the plan.
    public let sections: [PlanSection]
    /// The front matter's `title`, if it has one (the official CLI names a menu by it).
    public let title: String?
    /// What the parser could not read, each with its line and column.
    public let errors: [CooklangError]

    /// Reads the text of a `.menu` file (Cooklang syntax, front matter allowed).
    public init(parsing text: String) {
        let parsed = CooklangParser.parse(text)
        let lines = parsed.ingredients.map(CookRecipeConverter.line(for:))
        references = lines.filter { $0.reference != nil }
        items = lines.filter { $0.reference == nil }
        sections = PlanReading.sections(of: parsed)
        title = parsed.metadata("title")?.text?.trimmed()
        errors = parsed.errors
    }

    /// The recipes as `.shopping-list` nests them: each reference's path, how many times the
    /// recipe it asks for (`{4%servings}` of a recipe for 2 is 2), and the recipes that one
    /// references in turn, with what could not be worked out: a recipe not in `store`, or an
    /// amount in a unit its yield is not in, is said and taken once (a plain number still multiplies).
    public func recipes(store: any RecipeStore, isFolder: Bool) -> (recipes: [(path: String, scale: Double, references: [String])], problems: [String]) {
        var recipes: [(path: String, scale: Double, references: [String])] = [], problems: [String] = []
        for line in references {
            guard let path = line.reference else { continue }
            let number = line.amount.map { $0.upTo ?? $0.value }
            guard let recipe = store.recipe(ShoppingList.recipeID(forPath: path, isFolder: isFolder)) else {
                problems.append("\(path): no such recipe in the collection")
                recipes.append((path, line.unit.isEmpty ? number ?? 1 : 1, []))
                continue
            }
            let references = recipe.ingredients.compactMap(\.reference)
            guard let scale = ShoppingList.referenceFactor(line, of: recipe) else {
                problems.append("\(line.quantity) \(line.unit) of \(recipe.name): its yield is not in \(line.unit); added once")
                recipes.append((path, 1, references))
                continue
            }
            recipes.append((path, scale * Double(line.uses), references))
        }
        return (recipes, problems)
    }

    /// How many times its recipe a reference (`@./Soup{2}`, `@./Soup{4%servings}`) asks for, as
    /// the official CLI's menu page says it: no amount once, a number that many times, servings
    /// or a yield against the recipe's own (`referenceFactor`), else the number as it is (a
    /// recipe not in `store` too); an amount that is no number (or a range) once.
    public static func scale(of line: IngredientLine, store: any RecipeStore, isFolder: Bool) -> Double {
        guard let amount = line.amount else { return 1 }
        guard amount.upTo == nil else { return 1 }
        guard let path = line.reference, let recipe = store.recipe(ShoppingList.recipeID(forPath: path, isFolder: isFolder)) else { return amount.value }
        return ShoppingList.referenceFactor(line, of: recipe) ?? amount.value
    }
}
