/// One amount (number and unit) as a cook reads it: the single formatter behind the recipe
/// screen, cook mode, `show`, the cookable view and every shopping-list total, so one rule
/// shows `1 2/3 cups`, `375 g`, `1 1/4 onions` and `a pinch` everywhere (docs/amounts.md).
///
/// Spoons stay spoons; US volumes read in fractions of 2, 3, 4 or 8 (tsp, then tbsp, then
/// cups); grams and millilitres are rounded as a kitchen scale or jug shows them (1 g under
/// 10, 5 g under 500, 10 g above; kg and l from 1000); counts to a quarter under 3, a half
/// under 10, whole above. `exact` keeps the value before rounding, in the unit shown.
public struct ReadableAmount: Hashable, Sendable {
    /// The number as shown (`1 2/3`, `375`, `a pinch`).
    public let quantity: String
    /// The unit as shown (`cups`, `g`), or the author's unknown unit (`cloves`), or empty.
    public let unit: String
    /// The value before rounding, in `unit` (for `a pinch`, in teaspoons).
    public let exact: Double
    /// The rounded value `quantity` states (0 for `a pinch`).
    public let shown: Double

    /// The unit `exact` is in: `unit`, or `tsp` for `a pinch`.
    public var exactUnit: String { quantity == "a pinch" && unit.isEmpty ? "tsp" : unit }

    /// Whether the number shown states the value exactly (`250 ml` for 25 cl; not `10 g` for 12 g).
    public var isExact: Bool { quantity != "a pinch" && abs(shown - exact) <= 1e-9 * max(1, abs(exact)) }

    /// `1 2/3 cups`, `375 g`, `a pinch`.
    public var text: String { [quantity, unit].filter { !$0.isEmpty }.joined(separator: " ") }

    init(quantity: String, unit: String, exact: Double, shown: Double) {
        (self.quantity, self.unit, self.exact, self.shown) = (quantity, unit, exact, shown)
    }

    /// `value` of the unit the author wrote (`tbsp`, `g`, `cloves`, or empty for a count), shown
    /// in `units`: a known unit in the readable unit of its system, any other as a count.
    public init(_ value: Double, unit written: String, units: IngredientLine.Units) {
        if let measure = MeasureUnit(written) {
            self.init(base: value * measure.size, measures: [measure], units: units)
        } else {
            self.init(count: value, unit: written)
        }
    }

    /// A sum of `base` grams or millilitres from amounts written in `measures`, shown in `units`
    /// (as written: metric when every part was metric, spoons when every part was a spoon, a
    /// pint, quart, gallon or fluid ounce kept when every part was that unit, else US).
    /// `asWrittenSum`: every part is the author's own, neither scaled nor converted, so spoons
    /// as written stay spoons under half a cup (`3 tbsp` + `1 tbsp` is `4 tbsp`, not `1/4 cup`),
    /// and metric parts shown in metric are the exact sum, never moved to the kitchen-scale grid
    /// (`12 g` is `12 g`; the grid is for values scaled or converted).
    public init(base: Double, measures: [MeasureUnit], units: IngredientLine.Units, asWrittenSum: Bool = false) {
        let first = measures.first ?? .gram
        guard base > 0 else {   // nothing is nothing, never the least amount of a unit
            self.init(quantity: QuantityText.decimal(base), unit: first.symbol, exact: base / first.size, shown: base / first.size)
            return
        }
        let target: MeasureUnit.System? = units == .metric ? .metric : units == .us ? .us : nil
        let allSpoons = measures.allSatisfy { $0 == .teaspoon || $0 == .tablespoon }
        let sameUS = measures.allSatisfy { $0 == first } && [MeasureUnit.fluidOunce, .pint, .quart, .usGallon].contains(first)
        switch first.dimension {
        case .mass:
            let allMetric = measures.allSatisfy { $0.system == .metric }
            let metric = target == .metric || (target == nil && allMetric)
            self = !metric ? Self.usMass(base)
                : asWrittenSum && allMetric ? Self.exactMetric(base, small: .milligram, unit: .gram, large: .kilogram)
                : Self.metric(base, small: .milligram, unit: .gram, large: .kilogram)
        case .volume:
            let allMetric = measures.allSatisfy { $0.system == .metric }
            if allSpoons {
                self = Self.spoons(base / MeasureUnit.teaspoon.size, metric: target == .metric, keep: asWrittenSum && target == nil)
            } else if target == .metric || (target == nil && allMetric) {
                self = asWrittenSum && allMetric ? Self.exactMetric(base, small: nil, unit: .millilitre, large: .litre)
                    : Self.metric(base, small: nil, unit: .millilitre, large: .litre)
            } else if sameUS {
                self = Self.fractional(base / first.size, unit: first)
            } else {
                self = Self.spoons(base / MeasureUnit.teaspoon.size, metric: false)
            }
        }
    }

    /// A count (`unit` empty) or an amount in a unit the table does not know (`cloves`, `balls`):
    /// to the nearest quarter under 3, half under 10, whole above; never below a quarter, and
    /// never below one of a unit that is already the least a cook adds (`1 pinch`).
    public init(count value: Double, unit: String) {
        let least = Self.leastUnits.contains(UnitName.singular(unit)) ? 1.0 : 0.25
        let shown = value > 0 ? max(least, Self.countValue(value)) : value
        self.init(quantity: QuantityText.format(shown, fractions: true), unit: unit, exact: value, shown: shown)
    }

    /// An amount written in words as it reads in a sum: a bare `pinch`, `dash` or `handful`
    /// gains its article (`a pinch`); any other text stays as the author wrote it.
    public static func words(_ text: String) -> String {
        let word = text.trimmed().lowercased()
        return leastUnits.union(["handful", "knob", "drizzle", "sprig", "bunch"]).contains(word) ? "a " + text.trimmed() : text
    }

    /// Units that name the least a cook adds: never shown below one.
    static let leastUnits: Set<String> = ["pinch", "dash", "smidgen", "drop", "sprinkle", "splash", "touch"]

    /// A count rounded: to a quarter under 3, a half under 10, whole from 10.
    static func countValue(_ value: Double) -> Double {
        value < 2.875 ? QuantityText.nearest(value, denominators: [4]) : value < 9.75 ? (value * 2).rounded() / 2 : value.rounded()
    }

    /// The fractions a US measure reads in at `value`: eighths and thirds under 4, quarters and
    /// thirds under 10, halves above.
    static func denominators(_ value: Double) -> [Int] { value < 3.9375 ? [2, 3, 4, 8] : value < 9.75 ? [2, 3, 4] : [2] }

    /// `value` of `unit` (cups, fl oz, pints) in fractions, the unit pluralised past one where
    /// English does (`1 1/4 cups`, `2 quarts`).
    static func fractional(_ value: Double, unit: MeasureUnit) -> ReadableAmount {
        let shown = QuantityText.nearest(value, denominators: denominators(value))
        let plural = shown > 1 && [MeasureUnit.cup, .pint, .quart, .usGallon].contains(unit)
        return ReadableAmount(quantity: QuantityText.format(shown, fractions: true), unit: unit.symbol + (plural ? "s" : ""), exact: value,
                              shown: shown)
    }

    /// `teaspoons` as spoons: `a pinch` under 3/32 tsp (a measuring set's pinch is 1/16), tsp
    /// under one tablespoon, tbsp under a quarter cup, then cups (US) or millilitres (metric, at
    /// 5 ml a teaspoon). Between a quarter and half a cup, tablespoons (to the half) stay tablespoons
    /// (`5 tbsp`, `7 tbsp`) unless a cup fraction states them (`6 tbsp` is `3/8 cup`); in metric,
    /// and for the author's own spoons summed as written (`keep`), every amount under 8 tbsp stays
    /// in tablespoons, to the half from 4 (`6 3/4` tbsp is `7 tbsp` in every system).
    static func spoons(_ teaspoons: Double, metric: Bool, keep: Bool = false) -> ReadableAmount {
        if teaspoons < 3.0 / 32 { return ReadableAmount(quantity: "a pinch", unit: "", exact: teaspoons, shown: 0) }
        if QuantityText.nearest(teaspoons, denominators: [2, 3, 4, 8]) < 3 { return fractional(teaspoons, unit: .teaspoon) }
        let tablespoons = teaspoons / 3, shown = QuantityText.nearest(tablespoons, denominators: [2, 3, 4])
        let tbsp = ReadableAmount(quantity: QuantityText.format(shown, fractions: true), unit: "tbsp", exact: tablespoons, shown: shown)
        if shown < 4 { return tbsp }
        let half = QuantityText.nearest(tablespoons, denominators: [2])
        let halves = ReadableAmount(quantity: QuantityText.format(half, fractions: true), unit: "tbsp", exact: tablespoons, shown: half)
        if metric { return half < 8 ? halves : Self.metric(teaspoons * 5, small: nil, unit: .millilitre, large: .litre) }
        if keep, half < 8 { return halves }
        let cups = fractional(teaspoons / 48, unit: .cup)
        if shown < 8, abs(cups.shown - tablespoons / 16) > 0.02 * tablespoons / 16 { return halves }
        return cups
    }

    /// `base` grams or millilitres as a kitchen scale or jug shows them: to 1 under 10, 5 under
    /// 500, 10 above; in `large` (kg, l) from 1000 with at most two decimals; below 1, in `small`
    /// (mg) when given, else to a tenth.
    static func metric(_ base: Double, small: MeasureUnit?, unit: MeasureUnit, large: MeasureUnit) -> ReadableAmount {
        if base < 0.95 {
            if let small {
                let value = base / small.size, shown = max(1, value.rounded())
                return ReadableAmount(quantity: QuantityText.decimal(shown), unit: small.symbol, exact: value, shown: shown)
            }
            let shown = max(0.1, (base * 10).rounded() / 10)
            return ReadableAmount(quantity: QuantityText.decimal(shown), unit: unit.symbol, exact: base, shown: shown)
        }
        let step: Double = base < 9.5 ? 1 : base < 497.5 ? 5 : 10
        let rounded = max(1, (base / step).rounded() * step)
        if rounded >= 1_000 {
            let value = rounded / large.size
            return ReadableAmount(quantity: QuantityText.decimal(value), unit: large.symbol, exact: base / large.size, shown: value)
        }
        return ReadableAmount(quantity: QuantityText.decimal(rounded), unit: unit.symbol, exact: base, shown: rounded)
    }

    /// `base` grams or millilitres the author wrote in metric, exactly: in `large` (kg, l) from
    /// 1000 when two decimals state it, else in `unit` when two decimals state it (`12 g`,
    /// `12.5 g`, `1005 g`); a value no two decimals state is no author's and goes on the grid.
    static func exactMetric(_ base: Double, small: MeasureUnit?, unit: MeasureUnit, large: MeasureUnit) -> ReadableAmount {
        func twoDecimals(_ value: Double) -> Bool { abs(value * 100 - (value * 100).rounded()) < 1e-6 * max(1, value) }
        if base >= 1_000, twoDecimals(base / large.size) {
            return ReadableAmount(quantity: QuantityText.decimal(base / large.size), unit: large.symbol, exact: base / large.size, shown: base / large.size)
        }
        guard base >= 0.1, base < 1e9, twoDecimals(base) else { return metric(base, small: small, unit: unit, large: large) }
        return ReadableAmount(quantity: QuantityText.decimal(base), unit: unit.symbol, exact: base, shown: base)
    }

    /// `base` grams in ounces (fractions of 2, 4 or 8 under one, 2 or 4 under ten, whole above)
    /// up to a pound, then pounds (quarters and halves under ten, halves above), or pounds and
    /// whole ounces where those would be more than 5% off (`1 lb 2 oz` for 18 oz). Under 3/32 oz
    /// (2.66 g, which would read as the least eighth), in grams or milligrams as metric shows
    /// them: a pinch of yeast is `80 mg`, never `1/8 oz`.
    static func usMass(_ base: Double) -> ReadableAmount {
        let ounces = base / MeasureUnit.ounce.size
        if ounces < 3.0 / 32 { return metric(base, small: .milligram, unit: .gram, large: .kilogram) }
        let ozShown = ounces < 0.9375 ? QuantityText.nearest(ounces, denominators: [2, 4, 8])
            : ounces < 9.75 ? QuantityText.nearest(ounces, denominators: [2, 4]) : ounces.rounded()
        if ozShown < 16 { return ReadableAmount(quantity: QuantityText.format(ozShown, fractions: true), unit: "oz", exact: ounces, shown: ozShown) }
        let pounds = base / MeasureUnit.pound
        let shown = QuantityText.nearest(pounds, denominators: pounds < 9.75 ? [2, 4] : [2])
        guard abs(shown - pounds) > Self.poundTolerance * pounds else {
            return ReadableAmount(quantity: QuantityText.format(shown, fractions: true), unit: "lb", exact: pounds, shown: shown)
        }
        // 18 oz is no `1 lb` (11% short): pounds and whole ounces, as a baker's scale reads them.
        let whole = pounds.rounded(.down), rest = (ounces - whole * 16).rounded()
        let (lb, oz) = rest >= 16 ? (whole + 1, 0.0) : (whole, rest)
        if oz == 0 { return ReadableAmount(quantity: QuantityText.decimal(lb), unit: "lb", exact: pounds, shown: lb) }
        return ReadableAmount(quantity: QuantityText.decimal(lb) + " lb " + QuantityText.decimal(oz), unit: "oz", exact: ounces, shown: lb * 16 + oz)
    }

    /// How far (a share of the weight) pounds in quarters may be off before a weight is given in
    /// pounds and ounces instead (`1 lb 2 oz`, not `1 lb`, for 18 oz).
    static let poundTolerance = 0.05
}
