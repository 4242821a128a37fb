import Cooklang

/// A Cooklang `.menu` file read for the shopping list (issue #17's `A`): the recipes it
/// references, every occurrence (a plan may cook the same recipe twice), each with the
/// multiplier its braces ask for, and the ingredients it lists itself (`@oats{1%cup}`).
public struct ShoppingMenu: Sendable {
    /// The referenced recipes' lines as written (`@./lamb-chops{2}`), in order.
    public let references: [IngredientLine]
    /// The menu's own ingredients, in order.
    public let items: [IngredientLine]

    /// Reads the text of a `.menu` file (Cooklang syntax, front matter allowed).
    public init(parsing text: String) {
        let lines = CooklangParser.parse(text).ingredients.map(CookRecipeConverter.line(for:))
        references = lines.filter { $0.reference != nil }
        items = lines.filter { $0.reference == nil }
    }

    /// The recipes as `.shopping-list` nests them: each reference's path and how many times the
    /// recipe it asks for (`{4%servings}` of a recipe for 2 is 2; one not in `store` is taken
    /// as written, its plain number or 1).
    public func recipes(store: any RecipeStore, isFolder: Bool) -> [(path: String, scale: Double)] {
        references.compactMap { line in
            guard let path = line.reference else { return nil }
            let recipe = store.recipe(ShoppingList.recipeID(forPath: path, isFolder: isFolder))
            let scale = recipe.flatMap { ShoppingList.referenceFactor(line, of: $0) } ?? line.amount.map { $0.upTo ?? $0.value } ?? 1
            return (path, scale)
        }
    }
}
