/// One line of a shopping list: an ingredient (by its key) and how much of it, every amount in
/// a compatible unit summed (`80 g` + `760 g` = `840 g`; `1 tbsp` + `1 tsp` = `4 tsp`), the
/// others side by side (`2 + 100 g onions`), and the recipes that need it (issue #17).
public struct ShoppingItem: Hashable, Sendable {
    /// The ingredient, as the ingredient index keys it (`onion` for `2 onions, sliced`).
    public let key: IngredientKey
    /// The name to show: the first way a recipe wrote it.
    public let name: String
    /// The summed amounts, one per dimension or unknown unit, in order of first use.
    public var totals: [ShoppingTotal]
    /// Amounts that are not numbers (`a pinch`), each once, after the totals.
    public let texts: [String]
    /// The recipes (or free-hand lines) it comes from, in order of first use.
    public let sources: [String]

    /// The amounts to show, one per unit that could not be summed with another, in order of
    /// first use (`["2", "100 g"]`); empty when no recipe gives an amount ("salt").
    public var amounts: [String] { totals.map(\.text) + texts }

    /// `2 + 100 g onions`, or the name alone.
    public var text: String { text(in: .asWritten) }

    /// The amounts shown in `units` (converted within a dimension; others as they are).
    public func amounts(in units: IngredientLine.Units) -> [String] { totals.map { $0.text(in: units) } + texts }

    /// `2 + 100 g onions` with the amounts in `units`.
    public func text(in units: IngredientLine.Units) -> String {
        let amounts = amounts(in: units)
        return amounts.isEmpty ? name : amounts.joined(separator: " + ") + " " + name
    }

    /// The items `lines` make, each line coming from `source` of the same index, merged by
    /// ingredient key in order of first use.
    public static func merge(_ lines: [(line: IngredientLine, source: String)]) -> [ShoppingItem] {
        var order: [IngredientKey] = [], partial: [IngredientKey: Partial] = [:]
        // A list of a hundred thousand lines names few ingredients and amounts: each spelling's
        // key and amount is worked out once.
        var keys: [ExactText: IngredientKey] = [:], amounts: [ExactText: Amount?] = [:]
        for (line, source) in lines {
            let key = keys[ExactText(line.name)] ?? line.key
            keys[ExactText(line.name)] = key
            let amount = amounts[ExactText(line.quantity)] ?? line.amount
            amounts[ExactText(line.quantity)] = amount
            if partial[key] == nil {
                order.append(key)
                partial[key] = Partial(name: line.name.trimmed { $0 == " " || $0 == "," })
            }
            partial[key]!.add(line, amount: amount, from: source)
        }
        return order.map { key in partial[key]!.item(key: key) }
    }

    /// An item being gathered: sums by dimension (known units, in their base) and by unit as
    /// written (unknown units and counts), text amounts kept.
    private struct Partial {
        let name: String
        var totals: [ShoppingTotal] = []
        var texts: [String] = []
        var sources: [String] = []
        /// `sources` and `texts` as sets: an item named by thousands of recipes is looked up, not searched.
        var sourceSet: Set<String> = [], textSet: Set<String> = []
        /// Where in `totals` each dimension's and each unknown unit's (by its singular) total is.
        var totalByDimension: [MeasureUnit.Dimension: Int] = [:], totalByUnit: [String: Int] = [:]

        init(name: String) { self.name = name }

        /// Adds `line`, whose quantity reads as `amount`, from `source`.
        mutating func add(_ line: IngredientLine, amount: Amount?, from source: String) {
            if sourceSet.insert(source).inserted { sources.append(source) }
            guard !line.quantity.isEmpty else { return }
            guard let amount else {
                let text = [line.quantity, line.unit].filter { !$0.isEmpty }.joined(separator: " ")
                if textSet.insert(text).inserted { texts.append(text) }
                return
            }
            // A range counts at its upper end: enough to buy; a line written twice, twice.
            let value = (amount.upTo ?? amount.value) * Double(line.uses)
            let measure = MeasureUnit(line.unit)
            // The total that accepts it (`ShoppingTotal.accepts`): the one of its dimension, or of
            // its unit's singular; at most one of each, found by hash among thousands of units.
            let singular = measure == nil ? UnitName.singular(line.unit) : ""
            if let index = measure.map({ totalByDimension[$0.dimension] }) ?? totalByUnit[singular] {
                totals[index].value += value * (measure?.size ?? 1)
                if let measure { totals[index].units.append(measure) }
            } else {
                if let measure { totalByDimension[measure.dimension] = totals.count } else { totalByUnit[singular] = totals.count }
                totals.append(ShoppingTotal(unit: measure == nil ? line.unit : "", value: value * (measure?.size ?? 1),
                                            units: measure.map { [$0] } ?? []))
            }
        }

        func item(key: IngredientKey) -> ShoppingItem {
            ShoppingItem(key: key, name: name, totals: totals, texts: texts, sources: sources)
        }
    }
}
