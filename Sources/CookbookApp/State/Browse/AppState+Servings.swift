import RecipeStore

/// Scaling the open recipe (`+`/`-`) and the units its amounts are shown in (`u`), issue #17:
/// kept per recipe and saved with the place.
extension AppState {
    /// The most servings `+` goes to.
    static let maximumServings = 1_000

    /// The servings `recipe` is shown for: chosen with `+`/`-`, else what it states (else one,
    /// Cooklang's convention).
    public func shownServings(of recipe: Recipe) -> Int { servings[recipe.id] ?? recipe.writtenServings }

    /// How many times its written amounts `recipe` is shown with.
    public func scale(of recipe: Recipe) -> Double { recipe.scale(toServings: shownServings(of: recipe)) }

    /// One serving more (`delta` 1) or fewer (-1) of the recipe open below the top of the stack.
    mutating func changeServings(by delta: Int, env: AppEnvironment) {
        guard let id = recipeBelowTop(env: env), let recipe = env.store.recipe(id) else {
            overlays.status = StatusMessage("Open a recipe to change its servings.")
            return
        }
        // A recipe that makes `1 10 inch cake` serves no number: `+` would make cakes, not portions.
        if let made = recipe.yieldInsteadOfServings {
            overlays.status = StatusMessage("Makes \(made), not servings: shown as written.")
            return
        }
        // Never below one, nor above the most `+` offers — or the recipe's own, when more.
        let wanted = min(max(1, shownServings(of: recipe) + delta), max(Self.maximumServings, recipe.writtenServings))
        servings[id] = wanted == recipe.writtenServings ? nil : wanted
        overlays.status = StatusMessage(Self.servingsText(wanted, scale: scale(of: recipe)))
    }

    /// Amounts as written → metric → US → as written.
    mutating func cycleUnits() {
        let all = IngredientLine.Units.allCases
        units = all[(all.firstIndex(of: units)! + 1) % all.count]
        overlays.status = StatusMessage(["Amounts as written", "Amounts in metric units", "Amounts in US units"][all.firstIndex(of: units)!])
    }

    /// `Serves 6 (×1.5)`, or `Serves 4` at the recipe's own scale.
    static func servingsText(_ servings: Int, scale: Double) -> String {
        scale == 1 ? "Serves \(servings)" : "Serves \(servings) (×\(QuantityText.format(scale, fractions: false)))"
    }
}
