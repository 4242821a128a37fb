import RecipeStore

/// What scaling a recipe costs as the recipe screen shows it.
enum Scaling {
    /// `recipe` at `factor`: its lines adjusted.
    static func shown(_ recipe: Recipe, by factor: Double) -> Int {
        recipe.adjusted(by: factor).ingredients.count
    }
}
