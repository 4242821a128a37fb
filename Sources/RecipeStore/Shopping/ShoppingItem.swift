/// One line of a shopping list: an ingredient (by its key) and how much of it, every amount in
/// a compatible unit summed (`80 g` + `760 g` = `840 g`; `1 tbsp` + `1 tsp` = `4 tsp`), the
/// others side by side (`2 + 100 g onions`), and the recipes that need it (issue #17).
public struct ShoppingItem: Hashable, Sendable {
    /// The ingredient, as the ingredient index keys it (`onion` for `2 onions, sliced`).
    public let key: IngredientKey
    /// The name to show: the first way a recipe wrote it.
    public let name: String
    /// The amounts, one per unit that could not be summed with another, in order of first use
    /// (`["2", "100 g"]`); empty when no recipe gives an amount ("salt").
    public let amounts: [String]
    /// The recipes (or free-hand lines) it comes from, in order of first use.
    public let sources: [String]

    /// `2 + 100 g onions`, or the name alone.
    public var text: String { amounts.isEmpty ? name : amounts.joined(separator: " + ") + " " + name }

    /// The items `lines` make, each line coming from `source` of the same index, merged by
    /// ingredient key in order of first use.
    public static func merge(_ lines: [(line: IngredientLine, source: String)]) -> [ShoppingItem] {
        var order: [IngredientKey] = [], partial: [IngredientKey: Partial] = [:]
        for (line, source) in lines {
            let key = line.key
            if partial[key] == nil {
                order.append(key)
                partial[key] = Partial(name: line.name.trimmed { $0 == " " || $0 == "," })
            }
            partial[key]!.add(line, from: source)
        }
        return order.map { key in partial[key]!.item(key: key) }
    }

    /// An item being gathered: sums by dimension (known units, in their base) and by unit as
    /// written (unknown units and counts), text amounts kept.
    private struct Partial {
        let name: String
        var sums: [(unit: String, value: Double, measure: MeasureUnit?, units: [MeasureUnit])] = []
        var texts: [String] = []
        var sources: [String] = []

        init(name: String) { self.name = name }

        mutating func add(_ line: IngredientLine, from source: String) {
            if !sources.contains(source) { sources.append(source) }
            guard !line.quantity.isEmpty else { return }
            guard let amount = line.amount else {
                let text = [line.quantity, line.unit].filter { !$0.isEmpty }.joined(separator: " ")
                if !texts.contains(text) { texts.append(text) }
                return
            }
            // A range counts at its upper end: enough to buy.
            let value = amount.upTo ?? amount.value
            if let measure = MeasureUnit(line.unit) {
                if let index = sums.firstIndex(where: { $0.measure?.dimension == measure.dimension }) {
                    sums[index].value += value * measure.size
                    sums[index].units.append(measure)
                } else {
                    sums.append((measure.symbol, value * measure.size, measure, [measure]))
                }
            } else if let index = sums.firstIndex(where: { $0.measure == nil && $0.unit.lowercased() == line.unit.lowercased() }) {
                sums[index].value += value
            } else {
                sums.append((line.unit, value, nil, []))
            }
        }

        func item(key: IngredientKey) -> ShoppingItem {
            let amounts = sums.map { sum -> String in
                guard let measure = sum.measure else {
                    return [QuantityText.format(sum.value, fractions: true), sum.unit].filter { !$0.isEmpty }.joined(separator: " ")
                }
                let unit = Self.unit(for: sum.value, summed: sum.units)
                return QuantityText.format(sum.value / unit.size, fractions: unit.usesFractions) + " " + unit.symbol
            } + texts
            return ShoppingItem(key: key, name: name, amounts: amounts, sources: sources)
        }

        /// The unit a sum of `base` grams or millilitres is shown in: metric sums in the
        /// largest metric unit summed (80 g + 760 g = 840 g, 1 kg + 5 mg = 1 kg), sums with a
        /// US unit in the US unit that reads best (1 tbsp + 1 tsp = 1 1/3 tbsp, 1 cup + 1 tsp ≈
        /// 1.02 cup).
        static func unit(for base: Double, summed units: [MeasureUnit]) -> MeasureUnit {
            guard let first = units.first else { return .gram }
            if units.allSatisfy({ $0.system == .metric }) { return units.max { $0.size < $1.size } ?? first }
            return units.count == 1 ? first : IngredientLine.readableUnit(for: base, dimension: first.dimension, system: .us)
        }
    }
}
