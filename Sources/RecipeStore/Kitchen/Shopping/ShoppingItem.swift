/// One line of a shopping list: an ingredient (by its `IngredientIdentity`) and how much of it, every amount in
/// a compatible unit summed (`80 g` + `760 g` = `840 g`; `1 tbsp` + `1 tsp` = `4 tsp`), the
/// others side by side (`2 + 100 g onions`), and the recipes that need it (issue #17).
public struct ShoppingItem: Hashable, Sendable {
    /// The product: the name as written, folded (`tinned tomatoes` and `ripe tomatoes` are two).
    public let identity: IngredientIdentity
    /// The ingredient index's key of its name (`onion` for `onions`): what search matches.
    public var key: IngredientKey { IngredientKey(name) }
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
    public var amounts: [String] { amounts(in: .asWritten) }

    /// `2 + 100 g onions`, or the name alone.
    public var text: String { text(in: .asWritten) }

    /// The amounts shown in `units`, each part by the one formatter (`ReadableAmount`: `25 g`,
    /// `1 3/4 tbsp`), a bare word with its article (`a pinch`).
    public func amounts(in units: IngredientLine.Units) -> [String] {
        totals.map { $0.text(in: units) } + texts.map(ReadableAmount.words)
    }

    /// `25 g + 1 3/4 tbsp + a pinch salt` with the amounts in `units`; a count of more than one
    /// names a plain noun in the plural (`3 onions`).
    public func text(in units: IngredientLine.Units) -> String {
        let amounts = amounts(in: units)
        guard !amounts.isEmpty else { return name }
        var shownName = name
        if totals.count == 1, texts.isEmpty, let only = totals.first, only.units.isEmpty,
           CountNoun.isCount(only.unit),
           only.readable(in: units).shown > 1 {
            shownName = CountNoun.plural(name) ?? name
        }
        return ShoppingTotal.sideBySide(amounts) + " " + shownName
    }

    /// The items `lines` make, each line coming from `source` of the same index, merged by
    /// `IngredientIdentity` (the name as written, case and accents aside) in order of first use,
    /// each shown under the first way it was written.
    public static func merge(_ lines: [(line: IngredientLine, source: String)]) -> [ShoppingItem] {
        var order: [IngredientIdentity] = [], partial: [IngredientIdentity: Partial] = [:]
        // A list of a hundred thousand lines names few ingredients: each spelling's identity is
        // worked out once. (Amounts are not memoised by their text: a scaled line's amount is its
        // exact value, which its shown text rounds.)
        var identities: [ExactText: (name: String, identity: IngredientIdentity)] = [:]
        for (line, source) in lines {
            let known = identities[ExactText(line.name)] ?? {
                let name = line.name.trimmed { $0 == " " || $0 == "," }
                return (name, IngredientIdentity(name))
            }()
            identities[ExactText(line.name)] = known
            if partial[known.identity] == nil {
                order.append(known.identity)
                partial[known.identity] = Partial(name: known.name)
            }
            partial[known.identity]!.add(line, amount: line.amount, from: source)
        }
        return order.map { identity in partial[identity]!.item(identity: identity) }
    }

    /// An item being gathered: sums by dimension (known units, in their base) and by unit as
    /// written (unknown units and counts), text amounts kept.
    private struct Partial {
        let name: String
        var totals: [ShoppingTotal] = []
        var texts: [String] = []
        var sources: [String] = []
        /// `sources` and `texts` as sets once they are long: an item named by thousands of
        /// recipes is looked up, not searched (and one named by a few makes no set at all).
        var sourceSet: Set<String> = [], textSet: Set<String> = []
        /// Where in `totals` each dimension's and each unknown unit's (by its singular) total is.
        var totalByDimension: [MeasureUnit.Dimension: Int] = [:], totalByUnit: [String: Int] = [:]

        init(name: String) { self.name = name }

        /// Adds `line`, whose quantity reads as `amount`, from `source`.
        mutating func add(_ line: IngredientLine, amount: Amount?, from source: String) {
            Self.add(source, to: &sources, set: &sourceSet)
            guard !line.quantity.isEmpty else { return }
            guard let amount else {
                let text = [line.quantity, line.unit].filter { !$0.isEmpty }.joined(separator: " ")
                Self.add(text, to: &texts, set: &textSet)
                return
            }
            // A range counts at its upper end: enough to buy; a line written twice, twice.
            let value = (amount.upTo ?? amount.value) * Double(line.uses)
            let measure = MeasureUnit(line.unit)
            // The total that accepts it (`ShoppingTotal.accepts`): the one of its dimension, or of
            // its unit's singular; at most one of each, found by hash among thousands of units.
            // Counts add up whatever size or `items` they say; the size stays only while all agree.
            let counted = measure == nil && CountNoun.isCount(line.unit)
            let singular = measure == nil ? (counted ? "" : UnitName.singular(line.unit)) : ""
            if let index = measure.map({ totalByDimension[$0.dimension] }) ?? totalByUnit[singular] {
                totals[index].value += value * (measure?.size ?? 1)
                if let measure { totals[index].units.append(measure) }
                if counted, totals[index].unit.lowercased() != line.unit.lowercased() { totals[index].unit = "" }
            } else {
                if let measure { totalByDimension[measure.dimension] = totals.count } else { totalByUnit[singular] = totals.count }
                totals.append(ShoppingTotal(unit: measure == nil ? line.unit : "", value: value * (measure?.size ?? 1),
                                            units: measure.map { [$0] } ?? []))
            }
        }

        /// Appends `value` to `list` unless it is there: searched while the list is short, by
        /// `set` (made when it grows long) after.
        private static func add(_ value: String, to list: inout [String], set: inout Set<String>) {
            let short = 16
            if list.count < short {
                guard !list.contains(value) else { return }
                list.append(value)
                if list.count == short { set = Set(list) }
            } else if set.insert(value).inserted {
                list.append(value)
            }
        }

        func item(identity: IngredientIdentity) -> ShoppingItem {
            ShoppingItem(identity: identity, name: name, totals: totals, texts: texts, sources: sources)
        }
    }
}
