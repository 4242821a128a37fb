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
        let amount = self.amount
        // `{1pinch}`: a number run into a counted word scales as `{1%pinch}` does.
        if amount == nil, unit.isEmpty, quantity.first?.isNumber == true, let (count, word) = WordAmount.read(quantity, unit: "") {
            let split = IngredientLine(quantity: QuantityText.format(count.value, fractions: true), unit: word, name: name, note: note,
                                       isFixed: isFixed, reference: reference, uses: uses)
            let scaled = split.adjusted(by: factor, units: units)
            return scaled == split ? self : scaled.with(quantity: scaled.quantity, unit: scaled.unit, name: scaled.name,
                                                         exact: scaled.exact ?? Exact(value: count.value, unit: word), factor: scaled.shownFactor,
                                                         author: authorName)
        }
        guard let amount, factor.isFinite, factor > 0 else { return self }
        let scale = isFixed ? 1 : factor
        guard scale != 1 || units != .asWritten else { return self }
        let low = amount.value * scale, high = amount.upTo.map { $0 * scale }
        if scale != 1, Self.holdsCounts(authorName) {
            // The name's own numbers would stay as written: show the line whole, and the factor.
            let read = readAsWritten
            return with(quantity: read.quantity, unit: read.unit, name: name, exact: Exact(value: low, upTo: high, unit: unit), factor: scale)
        }
        let lowShown = ReadableAmount(low, unit: unit, units: units), highShown = high.map { ReadableAmount($0, unit: unit, units: units) }
        guard let measure = MeasureUnit(unit) else {
            if scale == 1 { return self }
            return shown(low: lowShown, high: highShown)
        }
        // At the written scale an amount already in the system asked is never changed (`12 g`
        // stays `12 g` in metric, `18 oz` in US units): only named as the system names it when
        // that states it exactly (`25 cl` is `250 ml`). The grid is for values computed.
        if scale == 1, measure.system == (units == .metric ? .metric : .us),
           !lowShown.isExact || highShown?.isExact == false {
            return self
        }
        return shown(low: lowShown, high: highShown)
    }

    /// The amount as written, read as the unscaled list shows it (`3 1/2 lb` for `3.5 lbs`): a
    /// known unit by the one formatter when it states the value exactly, anything else (a
    /// count, `2.06 cups`, a decimal comma) as the author wrote it.
    var readAsWritten: (quantity: String, unit: String) {
        guard let amount = Amount(parsing: quantity), MeasureUnit(unit) != nil, !Amount.usesDecimalComma(quantity) else { return (quantity, unit) }
        let low = ReadableAmount(amount.value, unit: unit, units: .asWritten), high = amount.upTo.map { ReadableAmount($0, unit: unit, units: .asWritten) }
        guard low.isExact, high?.isExact != false, high.map({ $0.unit == low.unit }) != false else { return (quantity, unit) }
        return (low.quantity + (high.map { "-" + $0.quantity } ?? ""), high?.unit ?? low.unit)
    }

    /// This line with its amount shown as `low` (to `high`, for a range): the author's decimal
    /// comma kept, a count's noun and unit following the number.
    private func shown(low lowShown: ReadableAmount, high highShown: ReadableAmount?) -> IngredientLine {
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
            shownUnit = CountNoun.itemWords.contains(unit.lowercased()) ? "" : CountNoun.unitForm(unit, shown: most)
        }
        let exactUnit = lowShown.exactUnit == lowShown.unit ? shownUnit : lowShown.exactUnit
        return with(quantity: text, unit: shownUnit, name: shownName,
                    exact: Exact(value: lowShown.exact, upTo: highShown?.exact, unit: exactUnit), factor: nil)
    }

    /// Whether `name` holds numbers of its own (`chicken breasts or 4 boneless thighs`, `(7
    /// pkgs) cream cheese`, `sugar (189 g)`), which scaling would leave as written. A number
    /// that is a property of each thing rather than how many is no count, and the line scales:
    /// a percentage (`70 percent dark chocolate`, `2% milk`), a temperature (`lukewarm
    /// (90-110°F) water`), a length (`8 inch`, `1/2-inch-thick bread`, `2" cubes`, `7-inch
    /// tortillas`), or the size of a container or piece (`14-oz can`, `400 g tin tomatoes`).
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
            // The number: digits, a decimal point or comma, a fraction's slash, a range's dash (`90-110`).
            while index < scalars.count, isNumber(scalars[index]) || ".,/".unicodeScalars.contains(scalars[index])
                    || ("-–".unicodeScalars.contains(scalars[index]) && index + 1 < scalars.count && isNumber(scalars[index + 1])) {
                index += 1
            }
            var after = index, hyphen = false
            while after < scalars.count, scalars[after] == " " || (scalars[after] == "-" && !hyphen) {
                hyphen = hyphen || scalars[after] == "-"
                after += 1
            }
            if !isProperty(String(String.UnicodeScalarView(scalars[after...])), hyphenated: hyphen) { return true }
        }
        return false
    }

    /// Whether the words `rest` after a number in a name make it a property of each thing (a
    /// percentage, temperature, length, or a hyphenated or container's size) rather than a count.
    private static func isProperty(_ rest: String, hyphenated: Bool) -> Bool {
        if rest.hasPrefix("%") || rest.hasPrefix("percent") || rest.hasPrefix("per cent") { return true }
        if rest.hasPrefix("°") || rest.hasPrefix("º") || rest.hasPrefix("degree") || rest.hasPrefix("\"") || rest.hasPrefix("”") { return true }
        let words = rest.split(whereSeparator: { !$0.isLetter }).prefix(2).map(String.init)
        guard let unit = words.first else { return false }
        if ["inch", "inches", "in", "cm", "mm", "centimetre", "centimetres", "centimeter", "centimeters"].contains(unit) { return true }
        guard MeasureUnit(unit) != nil || unit == "fl" else { return false }
        return hyphenated || words.dropFirst().contains { containers.contains($0) || containers.contains(UnitName.singular($0)) }
    }

    /// What a size before it measures one of (`400 g tin`, `14 oz can`).
    private static let containers: Set<String> = [
        "tin", "can", "jar", "bottle", "package", "pack", "packet", "pkg", "bag", "box", "carton", "container", "tub", "block", "bar",
        "stick", "piece", "loaf", "round", "wheel", "log", "oz", "ounce",
    ]

    private func with(quantity: String, unit: String, name: String, exact: Exact, factor: Double?, author: String? = nil) -> IngredientLine {
        var line = IngredientLine(quantity: quantity, unit: unit, name: name, note: note, isFixed: isFixed, reference: reference, uses: uses)
        line.exact = exact
        line.shownFactor = factor
        // The author's name stays the line's identity (`lime` behind `2 limes`).
        let author = author ?? authorName
        if name != author { line.writtenName = author }
        return line
    }

    /// The line as a cook reads it in a list: `text`, and for a line as written, a count's noun
    /// and unit following the author's number as a scaled line and the shopping list read them
    /// (`4 eggs` for `@egg{4}`, `1/2 onion` for `@onions{1/2}`, `2 tins` for `{2%tin}`), a
    /// counted word alone with its article (`a pinch salt`, `a knob butter`).
    public var readingText: String {
        guard exact == nil, shownFactor == nil, MeasureUnit(unit) == nil else { return text }
        if unit.isEmpty, Amount(parsing: quantity) == nil, ReadableAmount.words(quantity) != quantity {
            return IngredientLine(quantity: ReadableAmount.words(quantity), name: name, note: note).text
        }
        guard let amount = Amount(parsing: quantity) else { return text }
        let most = amount.upTo ?? amount.value
        let noun = CountNoun.countsName(unit) ? CountNoun.form(name, shown: most) : name
        let shownUnit = unit.isEmpty || CountNoun.isSize(unit) ? unit : CountNoun.unitForm(unit, shown: most)
        guard noun != name || shownUnit != unit else { return text }
        return IngredientLine(quantity: quantity, unit: shownUnit, name: noun, note: note, isFixed: isFixed, reference: reference, uses: uses).text
    }
}
