/// What one step of a recipe uses, kept small: each ingredient as its place in the recipe's
/// list with how often the step writes it (not a copy of the line: a step that gathers every
/// ingredient copied the whole list, a fifth of a folder held in memory), its cookware and
/// its timers. `Recipe.use(ofStep:)` makes the `StepUse` a screen reads. A step's line is the
/// list's: a step that spells an ingredient in another Unicode form than its first use (`é` as
/// `e` and an accent) shows the first spelling, as the list, which counts them as one line, does.
struct StepParts: Hashable, Sendable {
    /// One ingredient of the step: where its line is, and how often the step writes it.
    struct Ingredient: Hashable, Sendable {
        /// The line's place in the recipe's `ingredients`, then in its `stepLines`.
        let position: Int32
        /// How many times the step writes it.
        var uses: Int32
    }

    /// The step's ingredients, each once, in order of first use.
    var ingredients: [Ingredient] = []
    /// The step's cookware, each once, in order.
    var cookware: [String] = []
    /// The step's timers, in order.
    var timers: [StepTimer] = []

    /// The `StepUse` of these parts: each ingredient's line as `line(position)` gives it,
    /// counted as often as the step writes it.
    func use(lines line: (Int) -> IngredientLine) -> StepUse {
        StepUse(ingredients: ingredients.map { ingredient in
            var written = line(Int(ingredient.position))
            written.uses = Int(ingredient.uses)
            return written
        }, cookware: cookware, timers: timers)
    }
}
