/// One summed amount of a shopping item: all the amounts in one dimension (`840 g` from `80 g`
/// and `760 g`), or in one unknown unit or none (`3 balls`, `2`), kept as a number so the
/// pantry can be taken off it before it is shown.
public struct ShoppingTotal: Hashable, Sendable {
    /// The unit as written when the table does not know it (`balls`, or empty for a count).
    public internal(set) var unit: String
    /// The sum: in the dimension's base (grams, millilitres) for a known unit, else in `unit`.
    public var value: Double
    /// The known units summed, in order; empty for an unknown unit.
    public var units: [MeasureUnit]
    /// Whether a part was rewritten (scaled or converted) before it was added: a sum of the
    /// author's spoons as written stays in spoons (docs/amounts.md, Sums).
    public var rewritten: Bool = false
    /// Whether every part was written in words (`a pinch`, `pinch`): one of them reads `a pinch`
    /// as the author wrote it, where `{1%pinch}` reads `1 pinch`.
    public var inWords: Bool = false

    /// The dimension a known unit measures; nil for an unknown unit or a count.
    public var dimension: MeasureUnit.Dimension? { units.first?.dimension }

    /// Whether `unit` (as written, with its measure if known) adds into this total.
    func accepts(unit written: String, measure: MeasureUnit?) -> Bool {
        if let measure { return dimension == measure.dimension }
        return units.isEmpty && UnitName.same(unit, written)
    }

    /// The sum as a cook reads it, in `units` (`ReadableAmount`, the one formatter): `840 g`,
    /// `1 2/3 cups`, `3 balls`, `2`; as written, metric when every part was metric, spoons when
    /// every part was a spoon, else US (1 cup + 250 ml = `2 cups`); an unknown unit or a count
    /// is rounded as a count and keeps its unit.
    public func text(in units: IngredientLine.Units) -> String { readable(in: units).text }

    /// The sum as it reads as written.
    public var text: String { text(in: .asWritten) }

    /// The sum shown in `units`, with its exact value kept.
    public func readable(in units: IngredientLine.Units) -> ReadableAmount {
        guard self.units.isEmpty else {
            return ReadableAmount(base: value, measures: self.units, units: units, asWrittenSum: !rewritten)
        }
        // `items` and `each` only say "so many": `2 red chillies`, not `2 items red chillies`.
        let unit = CountNoun.itemWords.contains(self.unit.lowercased()) ? "" : self.unit
        let count = ReadableAmount(count: value, unit: unit)
        // One of a counted word the author wrote in words reads with its article: `a pinch`, `a handful`.
        if count.shown == 1, inWords, WordAmount.countedWords.contains(UnitName.singular(unit)) {
            return ReadableAmount(quantity: "a", unit: UnitName.singular(unit), exact: value, shown: 1)
        }
        // `1 clove` + `2 cloves` is `3 cloves`, whichever the first recipe wrote; `1 tin`, not `1 tins`.
        return ReadableAmount(count: value, unit: CountNoun.unitForm(unit, shown: count.shown))
    }
}
