/// One summed amount of a shopping item: all the amounts in one dimension (`840 g` from `80 g`
/// and `760 g`), or in one unknown unit or none (`3 balls`, `2`), kept as a number so the
/// pantry can be taken off it before it is shown.
public struct ShoppingTotal: Hashable, Sendable {
    /// The unit as written when the table does not know it (`balls`, or empty for a count).
    public let unit: String
    /// The sum: in the dimension's base (grams, millilitres) for a known unit, else in `unit`.
    public var value: Double
    /// The known units summed, in order; empty for an unknown unit.
    public var units: [MeasureUnit]

    /// The dimension a known unit measures; nil for an unknown unit or a count.
    public var dimension: MeasureUnit.Dimension? { units.first?.dimension }

    /// Whether `unit` (as written, with its measure if known) adds into this total.
    func accepts(unit written: String, measure: MeasureUnit?) -> Bool {
        if let measure { return dimension == measure.dimension }
        return units.isEmpty && UnitName.same(unit, written)
    }

    /// The sum shown in `units`: as written (`text`), or converted to the metric or US unit
    /// that reads best (`840 g` → `1.85 lb`); an unknown unit or a count stays as it is.
    public func text(in units: IngredientLine.Units) -> String {
        guard units != .asWritten, let dimension else { return text }
        let shown = IngredientLine.readableUnit(for: value, dimension: dimension, system: units == .metric ? .metric : .us)
        return QuantityText.format(value / shown.size, fractions: shown.usesFractions) + " " + shown.symbol
    }

    /// `840 g`, `1 1/3 tbsp`, `3 balls`, `2`: metric sums in the largest metric unit summed
    /// that shows the sum to a thousandth (1 kg + 5 g = `1005 g`, not a rounded `1 kg`; 1 kg +
    /// 5 mg = `1 kg`), sums with a US
    /// unit in the US unit that reads best (1 tbsp + 1 tsp = 1 1/3 tbsp).
    public var text: String {
        guard let first = units.first else {
            return [QuantityText.format(value, fractions: true), unit].filter { !$0.isEmpty }.joined(separator: " ")
        }
        guard units.allSatisfy({ $0.system == .metric }) else {
            let shown = units.count == 1 ? first : IngredientLine.readableUnit(for: value, dimension: first.dimension, system: .us)
            return QuantityText.format(value / shown.size, fractions: shown.usesFractions) + " " + shown.symbol
        }
        let candidates = Set(units).sorted { $0.size > $1.size }
        let exact = candidates.first { unit in
            let text = QuantityText.format(value / unit.size, fractions: false)
            return Amount(parsing: text).map { abs($0.value * unit.size - value) <= 1e-3 * value } ?? false
        }
        let shown = exact ?? candidates.last ?? first
        return QuantityText.format(value / shown.size, fractions: false) + " " + shown.symbol
    }
}
