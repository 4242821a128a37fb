/// Scaling and converting an ingredient line (issue #17): amounts scale except fixed ones
/// (`@salt{=1%tsp}`) and text (`a pinch`); units convert only within a dimension and only
/// when the unit is known (`MeasureUnit`); the name and note never change.
extension IngredientLine {
    /// How amounts are shown: in the author's units, or converted to one system.
    public enum Units: String, CaseIterable, Sendable {
        case asWritten = "as-written", metric, us
    }

    /// This line for `factor` times the recipe, in `units`.
    public func adjusted(by factor: Double, units: Units = .asWritten) -> IngredientLine {
        // As written and not scaled: the line itself, its amount not even read.
        if factor == 1, units == .asWritten { return self }
        guard let amount, factor.isFinite, factor > 0 else { return self }
        let scale = isFixed ? 1 : factor
        let low = amount.value * scale, high = amount.upTo.map { $0 * scale }
        if units != .asWritten, let known = MeasureUnit(unit) {
            let target = Self.readableUnit(for: low * known.size, dimension: known.dimension, system: units == .metric ? .metric : .us)
            let convert = { (value: Double) in value * known.size / target.size }
            return line(convert(low), high.map(convert), unit: target.symbol, fractions: target.usesFractions)
        }
        guard scale != 1 else { return self }
        let fractions = MeasureUnit(unit)?.usesFractions ?? (unit.isEmpty || quantity.contains("/") || quantity.unicodeScalars.contains { $0.value >= 0xBC && $0.value <= 0xBE })
        return line(low, high, unit: unit, fractions: fractions)
    }

    private func line(_ low: Double, _ high: Double?, unit: String, fractions: Bool) -> IngredientLine {
        let text = QuantityText.format(low, fractions: fractions) + (high.map { "-" + QuantityText.format($0, fractions: fractions) } ?? "")
        return IngredientLine(quantity: text, unit: unit, name: name, note: note, isFixed: isFixed, reference: reference, uses: uses)
    }

    /// The unit of `system` that reads best for `base` grams or millilitres: `1500 g` is
    /// `1.5 kg`, a quarter cup is `4 tbsp`, 20 oz is `1.25 lb`.
    static func readableUnit(for base: Double, dimension: MeasureUnit.Dimension, system: MeasureUnit.System) -> MeasureUnit {
        // Thresholds with a hair of tolerance: a third of a cup computed in floating point is
        // still a third of a cup.
        let below = { (limit: Double) in base < limit * (1 - 1e-9) }
        switch (dimension, system) {
        case (.mass, .metric): return below(1) ? .milligram : below(1_000) ? .gram : .kilogram
        case (.volume, .metric): return below(1_000) ? .millilitre : .litre
        case (.mass, .us): return below(MeasureUnit.pound) ? .ounce : .poundUnit
        case (.volume, .us):
            if below(MeasureUnit.tablespoon.size) { return .teaspoon }
            return below(MeasureUnit.cup.size / 3) ? .tablespoon : .cup
        }
    }
}
