import RecipeStore

/// What scaling a recipe costs as the recipe screen shows it.
enum Scaling {
    /// `recipe` at `factor`: its lines adjusted, then listed as the screen lists them (an
    /// ingredient written twice summed).
    static func shown(_ recipe: Recipe, by factor: Double) -> Int {
        RecipeIngredients.entries(of: recipe.adjusted(by: factor)).count
    }
}
