/// One line of a shopping list: an ingredient (by its `IngredientIdentity`) and how much of it, every amount in
/// a compatible unit summed (`80 g` + `760 g` = `840 g`; `1 tbsp` + `1 tsp` = `4 tsp`), the
/// others side by side (`100 g + 2 onions`), and the recipes that need it (issue #17).
public struct ShoppingItem: Hashable, Sendable {
    /// The product: the name as written, folded (`tinned tomatoes` and `ripe tomatoes` are two).
    public let identity: IngredientIdentity
    /// The ingredient index's key of its name (`onion` for `onions`): what search matches.
    public var key: IngredientKey { IngredientKey(name) }
    /// The name to show: the first way a recipe wrote it.
    public let name: String
    /// Every way the recipes wrote it, `name` first: one spelling, or the singular and plural
    /// of one noun joined (`egg`, `eggs`; `NumberSpellings`). The aisle file and the pantry may
    /// name it by any of them.
    public var spellings: [String] { [name] + otherSpellings }
    /// The spellings joined into it besides `name` (most items: none, and no array made).
    public let otherSpellings: [String]
    /// The summed amounts, one per dimension or unknown unit, in order of first use.
    public var totals: [ShoppingTotal]
    /// Amounts that are neither numbers nor counted words (`some`, `to taste`), each once, after the totals.
    public let texts: [String]
    /// The recipes (or free-hand lines) it comes from, in order of first use.
    public let sources: [String]

    /// For a name that holds numbers of its own (`chicken breasts or 4 boneless thighs`), the
    /// first amount a recipe wrote for it, as written, and that amount in the total's base: the
    /// item is shown as that line with the factor beside it (`2 … (×3)`), never half-scaled.
    public let written: WrittenAmount?

    /// An amount as a recipe wrote it (`1 cup`) and its value in a total's base (236.6 ml).
    public struct WrittenAmount: Hashable, Sendable {
        /// The quantity and unit as written.
        public let text: String
        /// The value in the base of the total it adds to.
        public let value: Double
    }

    /// The amounts to show, one per unit that could not be summed with another, in order of
    /// first use (`["2", "100 g"]`); empty when no recipe gives an amount ("salt").
    public var amounts: [String] { amounts(in: .asWritten) }

    /// `100 g + 2 onions`, or the name alone.
    public var text: String { text(in: .asWritten) }

    /// The amounts shown in `units`, each part by the one formatter (`ReadableAmount`: `25 g`,
    /// `1 3/4 tbsp`), a bare word with its article (`a pinch`); for a name holding numbers, the
    /// written amount and the factor (`1 cup ×3`).
    public func amounts(in units: IngredientLine.Units) -> [String] {
        if let (text, factor) = factored { return [text + " ×" + QuantityText.format(factor, fractions: false)] }
        return parts(in: units).map(\.amount.text) + texts.map(ReadableAmount.words)
    }

    /// `25 g + 1 3/4 tbsp + a pinch salt` with the amounts in `units`; a count's noun follows its
    /// number (`3 onions`, `1 onion`), the singular and plural joined read in the plural beside
    /// a weight or volume (`650 g tomatoes`), and beside other parts the count of a counted noun comes
    /// last, so the name reads with it (`1 cup + 4 1/2 red bell peppers`; `4 + 1 tbsp orange
    /// zest` keeps its order); a name holding numbers is the line as
    /// written and the factor (`2 chicken breasts or 4 boneless thighs (×3)`).
    public func text(in units: IngredientLine.Units) -> String {
        if let (text, factor) = factored {
            return [text, name].filter { !$0.isEmpty }.joined(separator: " ") + " (×" + QuantityText.format(factor, fractions: false) + ")"
        }
        var parts = parts(in: units)
        guard !parts.isEmpty || !texts.isEmpty else { return name }
        // Only a name that is counted moves its count last (`1 cup + 2 onions`); `lemon juice` keeps the order.
        guard CountNoun.isCounted(name), let count = parts.firstIndex(where: \.counts) else {
            // Two spellings joined with a weight or volume read as a cookbook writes it: `650 g tomatoes`.
            let shownName = otherSpellings.isEmpty ? name : CountNoun.form(name, shown: 2)
            return ShoppingTotal.sideBySide(parts.map(\.amount.text) + texts.map(ReadableAmount.words)) + " " + shownName
        }
        let counted = parts.remove(at: count).amount
        let amounts = parts.map(\.amount.text) + texts.map(ReadableAmount.words) + [counted.text]
        return ShoppingTotal.sideBySide(amounts) + " " + CountNoun.form(name, shown: counted.shown)
    }

    /// The totals shown in `units`, each marked when it is a count of the name itself (no unit,
    /// a size, `items`); those written in words (`a pinch`) after those written in numbers, as
    /// text amounts are. A volume too small to measure reads `a pinch`: beside pinches counted,
    /// it is one more of them.
    private func parts(in units: IngredientLine.Units) -> [(amount: ReadableAmount, counts: Bool)] {
        let totals = totals.filter { !$0.inWords } + totals.filter(\.inWords)
        var parts = totals.map { ($0.readable(in: units), $0.units.isEmpty && CountNoun.countsName($0.unit)) }
        if let tiny = parts.firstIndex(where: { $0.0.quantity == "a pinch" }),
           let pinches = totals.firstIndex(where: { $0.units.isEmpty && UnitName.singular($0.unit) == "pinch" }) {
            var more = totals[pinches]
            more.value += 1
            parts[pinches].0 = more.readable(in: units)
            parts.remove(at: tiny)
        }
        return parts.map { (amount: $0.0, counts: $0.1) }
    }

    /// The written amount and the factor the total is of it, for a name holding numbers whose
    /// total is not just that amount; nil otherwise.
    private var factored: (String, Double)? {
        guard let written, written.value > 0, totals.count == 1, texts.isEmpty else { return nil }
        let factor = totals[0].value / written.value
        return abs(factor - 1) > 1e-9 && factor.isFinite ? (written.text, factor) : nil
    }

    /// The items `lines` make, each line coming from `source` of the same index, merged by
    /// `IngredientIdentity` (the author's name, case and accents aside, never the plural a
    /// scaled line shows) in order of first use, each shown under the first way it was written;
    /// the singular and plural of one noun are one item when their amounts add up
    /// (`NumberSpellings`: `@egg{7}` and `@eggs{6}` are `13 eggs`). Exact values are summed (a
    /// scaled line's value before rounding), and rounded once.
    public static func merge(_ lines: [(line: IngredientLine, source: String)]) -> [ShoppingItem] {
        var order: [IngredientIdentity] = [], partial: [IngredientIdentity: Partial] = [:]
        // A list of a hundred thousand lines names few ingredients: each spelling's identity is
        // worked out once. (Amounts are not memoised by their text: a scaled line's amount is its
        // exact value, which its shown text rounds.)
        var identities: [ExactText: (name: String, identity: IngredientIdentity)] = [:]
        // A recipe's dozen lines fill the tables without growing them line by line.
        let expected = min(lines.count, 1024)
        partial.reserveCapacity(expected)
        identities.reserveCapacity(expected)
        for (line, source) in lines {
            let written = line.authorName
            let known = identities[ExactText(written)] ?? {
                let name = written.trimmed { $0 == " " || $0 == "," }
                return (name, IngredientIdentity(name))
            }()
            identities[ExactText(written)] = known
            if partial[known.identity] == nil {
                order.append(known.identity)
                partial[known.identity] = Partial(name: known.name)
            }
            partial[known.identity]!.add(line, from: source)
        }
        // `egg` and `eggs`: one item under the first spelling, when their amounts add up.
        guard order.count > 1 else { return order.map { identity in partial[identity]!.item(identity: identity) } }
        guard let joins = NumberSpellings.joins(order, name: { partial[order[$0]]!.name }, kinds: { partial[order[$0]]!.kinds }) else {
            return order.map { identity in partial[identity]!.item(identity: identity) }
        }
        var kept: [IngredientIdentity] = []
        for (index, identity) in order.enumerated() {
            guard joins[index] != index else { kept.append(identity); continue }
            let other = partial.removeValue(forKey: identity)!
            partial[order[joins[index]]]!.absorb(other)
        }
        return kept.map { identity in partial[identity]!.item(identity: identity) }
    }

    /// What one total of an item gathers: every amount of a dimension (in its base), or of one
    /// unknown unit or count word (by its singular).
    private typealias TotalKey = NumberSpellings.Kind

    /// An item being gathered: sums by dimension (known units, in their base) and by unit as
    /// written (unknown units and counts), text amounts kept.
    private struct Partial {
        let name: String
        /// The spellings joined into it (`NumberSpellings`) besides `name`.
        var otherNames: [String] = []
        var totals: [ShoppingTotal] = []
        var texts: [String] = []
        var sources: [String] = []
        /// `sources` and `texts` as sets once they are long: an item named by thousands of
        /// recipes is looked up, not searched (and one named by a few makes no set at all).
        var sourceSet: Set<String> = [], textSet: Set<String> = []
        /// What each total of `totals` gathers: a dimension, or an unknown unit by its singular.
        var totalKeys: [TotalKey] = []
        /// `totalKeys` by hash once they are many (thousands of units on one item); a recipe's
        /// item has one or two, searched in place, with no table made.
        var totalByKey: [TotalKey: Int] = [:]

        /// Whether the name holds numbers of its own; then the first written amount.
        let holdsCounts: Bool
        var written: WrittenAmount?
        /// Whether a line of it was converted rather than scaled: no written amount then stands for it.
        var converted = false

        init(name: String) {
            self.name = name
            holdsCounts = IngredientLine.holdsCounts(name)
        }

        /// The kinds of amount it holds (`NumberSpellings`): one per total, and text.
        var kinds: [TotalKey] { texts.isEmpty ? totalKeys : totalKeys + [.text] }

        /// Takes in `other`, another spelling of the same noun whose amounts add to these.
        mutating func absorb(_ other: Partial) {
            otherNames += [other.name] + other.otherNames
            for source in other.sources { Self.add(source, to: &sources, set: &sourceSet) }
            for text in other.texts { Self.add(text, to: &texts, set: &textSet) }
            for (key, part) in zip(other.totalKeys, other.totals) {
                guard let index = total(for: key) else {
                    remember(key)
                    totals.append(part)
                    continue
                }
                totals[index].value += part.value
                totals[index].units += part.units
                if key == .unit(""), totals[index].unit.lowercased() != part.unit.lowercased() { totals[index].unit = "" }
                totals[index].rewritten = totals[index].rewritten || part.rewritten
                totals[index].inWords = totals[index].inWords && part.inWords
            }
            converted = converted || other.converted
            if written == nil { written = other.written }
        }

        /// Adds `line` from `source`: its exact amount (`exactAmount`), or a counted word
        /// (`a pinch`, `1pinch`: one pinch), else its text.
        mutating func add(_ line: IngredientLine, from source: String) {
            Self.add(source, to: &sources, set: &sourceSet)
            guard !line.quantity.isEmpty else { return }
            let number = line.exactAmount
            guard let (amount, unit) = number ?? WordAmount.read(line.quantity, unit: line.unit) else {
                let text = [line.quantity, line.unit].filter { !$0.isEmpty }.joined(separator: " ")
                Self.add(text, to: &texts, set: &textSet)
                return
            }
            // A range counts at its upper end: enough to buy; a line written twice, twice.
            let value = (amount.upTo ?? amount.value) * Double(line.uses)
            let measure = MeasureUnit(unit)
            if holdsCounts {
                converted = converted || (line.exact != nil && line.shownFactor == nil)
                if written == nil, let asWritten = Amount(parsing: line.quantity) {
                    let read = line.readAsWritten     // `3 1/2 lb` for `3.5 lbs`, as the unscaled list reads it
                    written = WrittenAmount(text: [read.quantity, read.unit].filter { !$0.isEmpty }.joined(separator: " "),
                                            value: (asWritten.upTo ?? asWritten.value) * (MeasureUnit(line.unit)?.size ?? 1))
                }
            }
            // The total that accepts it (`ShoppingTotal.accepts`): the one of its dimension, or of
            // its unit's singular; at most one of each, found by hash among thousands of units.
            // Counts add up whatever size or `items` they say; the size stays only while all agree.
            let counted = measure == nil && CountNoun.isCount(unit)
            let key = NumberSpellings.kind(unit: unit, measure: measure)
            if let index = total(for: key) {
                totals[index].value += value * (measure?.size ?? 1)
                if let measure { totals[index].units.append(measure) }
                if counted, totals[index].unit.lowercased() != unit.lowercased() { totals[index].unit = "" }
                totals[index].rewritten = totals[index].rewritten || line.exact != nil
                totals[index].inWords = totals[index].inWords && number == nil
            } else {
                remember(key)
                totals.append(ShoppingTotal(unit: measure == nil ? unit : "", value: value * (measure?.size ?? 1),
                                            units: measure.map { [$0] } ?? [], rewritten: line.exact != nil, inWords: number == nil))
            }
        }

        /// Where the total gathering `key` is in `totals`.
        private func total(for key: TotalKey) -> Int? {
            totalKeys.count < Self.short ? totalKeys.firstIndex(of: key) : totalByKey[key]
        }

        /// Notes that the next total appended gathers `key`.
        private mutating func remember(_ key: TotalKey) {
            totalKeys.append(key)
            if totalKeys.count == Self.short {
                totalByKey = Dictionary(uniqueKeysWithValues: totalKeys.enumerated().map { ($1, $0) })
            } else if totalKeys.count > Self.short {
                totalByKey[key] = totalKeys.count - 1
            }
        }

        /// How long a list is searched in place before it is looked up by hash.
        private static let short = 16

        /// Appends `value` to `list` unless it is there: searched while the list is short, by
        /// `set` (made when it grows long) after.
        private static func add(_ value: String, to list: inout [String], set: inout Set<String>) {
            if list.count < short {
                guard !list.contains(value) else { return }
                list.append(value)
                if list.count == short { set = Set(list) }
            } else if set.insert(value).inserted {
                list.append(value)
            }
        }

        func item(identity: IngredientIdentity) -> ShoppingItem {
            ShoppingItem(identity: identity, name: name, otherSpellings: otherNames, totals: totals, texts: texts, sources: sources, written: converted ? nil : written)
        }
    }
}
