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
        if scale != 1, Self.holdsCounts(authorName) {
            // The name's own numbers would stay as written: show the line whole, and the factor.
            return with(quantity: quantity, unit: unit, name: name, exact: Exact(value: low, upTo: high, unit: unit), factor: scale)
        }
        let lowShown = ReadableAmount(low, unit: unit, units: units), highShown = high.map { ReadableAmount($0, unit: unit, units: units) }
        guard MeasureUnit(unit) != nil || scale != 1 else { return self }
        // `0,25 TL` doubled reads `0,5 TL`: an author who wrote a decimal comma reads decimals
        // with one (never a fraction, nor a thousands comma it would make ambiguous).
        let comma = Amount.usesDecimalComma(quantity)
        func written(_ shown: ReadableAmount) -> String {
            guard comma, shown.quantity.first?.isNumber == true else { return shown.quantity }
            return String(QuantityText.decimal(shown.shown).filter { $0 != "," }.map { $0 == "." ? "," : $0 })
        }
        var text = written(lowShown), shownUnit = lowShown.unit
        if let highShown {
            text = highShown.unit == lowShown.unit ? text + "-" + written(highShown) : [text, lowShown.unit].filter { !$0.isEmpty }.joined(separator: " ") + " - " + written(highShown)
            shownUnit = highShown.unit
        }
        let counted = MeasureUnit(unit) == nil
        let most = highShown?.shown ?? lowShown.shown
        // `{8%large}` eggs: the size is not counted, the eggs are; `{2%items}` red chilli reads `2 red chillies`.
        let shownName = counted && CountNoun.countsName(unit) ? CountNoun.form(authorName, shown: most) : authorName
        if counted, !unit.isEmpty {
            shownUnit = CountNoun.itemWords.contains(unit.lowercased()) ? "" : CountNoun.form(unit, shown: most)
        }
        let exactUnit = lowShown.exactUnit == lowShown.unit ? shownUnit : lowShown.exactUnit
        return with(quantity: text, unit: shownUnit, name: shownName,
                    exact: Exact(value: lowShown.exact, upTo: highShown?.exact, unit: exactUnit), factor: nil)
    }

    /// Whether `name` holds numbers of its own (`chicken breasts or 4 boneless thighs`, `400 g
    /// tin tomatoes`). A percentage is a property of the product, not a count (`70 percent dark
    /// chocolate`, `2% milk`): it does not count.
    static func holdsCounts(_ name: String) -> Bool {
        // Most names hold no digit at all: answered without splitting.
        func isNumber(_ scalar: Unicode.Scalar) -> Bool {
            ("0"..."9").contains(scalar) || (0xBC...0xBE).contains(scalar.value) || (0x2150...0x215E).contains(scalar.value)
        }
        guard name.unicodeScalars.contains(where: isNumber) else { return false }
        let scalars = Array(name.lowercased().unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard isNumber(scalars[index]) else { index += 1; continue }
            while index < scalars.count, isNumber(scalars[index]) || scalars[index] == "." || scalars[index] == "," { index += 1 }
            var after = index
            while after < scalars.count, scalars[after] == " " { after += 1 }
            let rest = String(String.UnicodeScalarView(scalars[after...]))
            if !(rest.hasPrefix("%") || rest.hasPrefix("percent") || rest.hasPrefix("per cent")) { return true }
        }
        return false
    }

    private func with(quantity: String, unit: String, name: String, exact: Exact, factor: Double?) -> IngredientLine {
        var line = IngredientLine(quantity: quantity, unit: unit, name: name, note: note, isFixed: isFixed, reference: reference, uses: uses)
        line.exact = exact
        line.shownFactor = factor
        // The author's name stays the line's identity (`lime` behind `2 limes`).
        if name != authorName { line.writtenName = authorName }
        return line
    }
}
