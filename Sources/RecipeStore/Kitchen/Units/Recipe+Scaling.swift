extension Recipe {
    /// The servings the amounts are written for: what the recipe states, or one (Cooklang's
    /// convention; also for a stated 0).
    public var writtenServings: Int { max(1, servings ?? 1) }

    /// What the recipe makes, from its `yield` (`200%ml`, `6 balls`): the leading number and the
    /// unit after it; nil without a yield or a number.
    public var yieldAmount: (value: Double, unit: String)? {
        guard let text = facts.first(where: { $0.key == "yield" })?.value else { return nil }
        let words = text.split(separator: " ")
        for count in stride(from: min(2, words.count), through: 1, by: -1) {
            if let amount = Amount(parsing: words.prefix(count).joined(separator: " ")), amount.value > 0 {
                return (amount.upTo ?? amount.value, words.dropFirst(count).joined(separator: " "))
            }
        }
        return nil
    }

    /// What the recipe makes when it states a yield and no servings (`1 10 inch cake`, `6
    /// dozen`, `500 g`): it has no servings to scale by, so asking for so many servings is
    /// refused rather than read as so many times the recipe (twelve cheesecakes for 12). Nil
    /// when it states servings, or no yield.
    public var yieldInsteadOfServings: String? {
        guard servings == nil else { return nil }
        return facts.first { $0.key == "yield" }?.value
    }

    /// The factor that makes this recipe serve `count`.
    public func scale(toServings count: Int) -> Double { Double(count) / Double(writtenServings) }

    /// This recipe for `factor` times its amounts (fixed ones stay), shown in `units`; its
    /// servings follow when they stay a whole number (4 × 1.5 = 6).
    public func adjusted(by factor: Double, units: IngredientLine.Units = .asWritten) -> Recipe {
        guard factor != 1 || units != .asWritten else { return self }
        let scaledServings = servings.map { Double($0) * factor }
        // 11 servings × 15/11 is 15 within floating point: a hair of tolerance.
        let wholeServings = scaledServings.flatMap { abs($0 - $0.rounded()) < 1e-6 && $0 < 1e6 ? Int($0.rounded()) : nil }
        var scaled = Recipe(id: id, name: name, category: category, summary: summary, servings: wholeServings ?? servings,
                      prepMinutes: prepMinutes, cookMinutes: cookMinutes, tags: tags,
                      ingredients: ingredients.map { $0.adjusted(by: factor, units: units) }, steps: steps, related: related,
                      totalMinutes: totalMinutes, source: source, problems: problems, prepUpToMinutes: prepUpToMinutes,
                      cookUpToMinutes: cookUpToMinutes, totalUpToMinutes: totalUpToMinutes, cookware: cookware,
                      methodNotes: methodNotes, facts: facts, ingredientSections: ingredientSections)
        // The steps use the same lines, adjusted with the list (an adjusted line keeps its count).
        scaled.setStepParts(stepParts, lines: stepLines.map { $0.adjusted(by: factor, units: units) })
        return scaled
    }
}
