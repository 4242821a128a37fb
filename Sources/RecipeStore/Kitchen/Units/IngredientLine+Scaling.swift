/// Scaling and converting an ingredient line (issues #17, #32): amounts scale except fixed
/// ones (`@salt{=1%tsp}`) and text (`a pinch`); every changed amount is shown by
/// `ReadableAmount` (`1 2/3 cups`, `375 g`, `1 1/4 onions`) with its exact value kept beside
/// it; a count noun follows its number (`2 onions`); a name that holds counts of its own
/// (`2 chicken breasts or 4 thighs`) is never half-scaled: it shows the factor instead (`×3`).
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
        guard scale != 1 || units != .asWritten else { return self }
        let low = amount.value * scale, high = amount.upTo.map { $0 * scale }
        if scale != 1, Self.holdsCounts(name) {
            // The name's own numbers would stay as written: show the line whole, and the factor.
            return with(quantity: quantity, unit: unit, name: name, exact: Exact(value: low, upTo: high, unit: unit), factor: scale)
        }
        let lowShown = ReadableAmount(low, unit: unit, units: units), highShown = high.map { ReadableAmount($0, unit: unit, units: units) }
        guard MeasureUnit(unit) != nil || scale != 1 else { return self }
        var text = lowShown.quantity, shownUnit = lowShown.unit
        if let highShown {
            text = highShown.unit == lowShown.unit ? text + "-" + highShown.quantity : lowShown.text + " - " + highShown.quantity
            shownUnit = highShown.unit
        }
        let counted = MeasureUnit(unit) == nil
        let most = highShown?.shown ?? lowShown.shown, written = amount.value
        // `{8%large}` eggs: the size is not counted, the eggs are.
        let shownName = counted && (unit.isEmpty || CountNoun.isSize(unit)) ? CountNoun.form(name, written: written, shown: most) : name
        if counted, !unit.isEmpty { shownUnit = CountNoun.form(unit, written: written, shown: most) }
        let exactUnit = lowShown.exactUnit == lowShown.unit ? shownUnit : lowShown.exactUnit
        return with(quantity: text, unit: shownUnit, name: shownName,
                    exact: Exact(value: lowShown.exact, upTo: highShown?.exact, unit: exactUnit), factor: nil)
    }

    /// Whether `name` holds numbers of its own (`chicken breasts or 4 boneless thighs`).
    static func holdsCounts(_ name: String) -> Bool {
        name.unicodeScalars.contains { ("0"..."9").contains($0) || (0xBC...0xBE).contains($0.value) || (0x2150...0x215E).contains($0.value) }
    }

    private func with(quantity: String, unit: String, name: String, exact: Exact, factor: Double?) -> IngredientLine {
        var line = IngredientLine(quantity: quantity, unit: unit, name: name, note: note, isFixed: isFixed, reference: reference, uses: uses)
        line.exact = exact
        line.shownFactor = factor
        return line
    }
}
