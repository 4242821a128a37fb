/// One line of a recipe's ingredient list: `2 1/2 cups plain flour (sifted)`.
public struct IngredientLine: Hashable, Sendable, Codable {
    /// The amount as written: `"2"`, `"1/2"`, `"2-3"`, or empty for "to taste".
    public let quantity: String
    /// The unit as written (`cups`, `g`), or empty.
    public let unit: String
    /// The ingredient as a cook writes it, e.g. `finely chopped onion`.
    public let name: String
    /// An optional remark, e.g. `to taste`.
    public let note: String?
    /// Whether the amount stays as written when the recipe is scaled (Cooklang `@salt{=1%tsp}`).
    public let isFixed: Bool
    /// For a Cooklang reference to another recipe (`@./Shared/Pizza Dough{6%balls}`), its path
    /// as written: a shopping list expands it into that recipe's ingredients.
    public let reference: String?
    /// How many times the recipe uses exactly this line (a Cooklang recipe may write
    /// `@salt{1%tsp}` in two steps): listed once, bought as often.
    public var uses: Int
    /// For a scaled or converted line, the amount before it was rounded for reading (`exact`
    /// 236.588 ml behind `235 ml`); nil for a line as written.
    public var exact: Exact?
    /// For a scaled line whose name holds counts of its own (`2 chicken breasts or 4 thighs`),
    /// the factor shown beside it (`×3`) instead of a half-scaled line; nil otherwise.
    public var shownFactor: Double?
    /// For a rewritten line whose noun follows its number (`2 limes` for the author's `lime`),
    /// the name as the author wrote it; nil when `name` is the author's.
    public internal(set) var writtenName: String?

    /// The name as the author wrote it, whatever number it is shown beside: what tells products
    /// apart on a shopping list, in the pantry and in aisles (`lime`, never `limes` because a
    /// recipe was doubled). Pluralising is for display only.
    public var authorName: String { writtenName ?? name }

    /// An amount before rounding: `value` (or a range up to `upTo`) of `unit`.
    public struct Exact: Hashable, Sendable, Codable {
        /// The amount, or the low end of a range.
        public let value: Double
        /// The high end of a range, nil for one amount.
        public let upTo: Double?
        /// The unit it is in (`ml`, `tsp`, or the author's unknown unit).
        public let unit: String

        /// `value` (or `value` up to `upTo`) of `unit`.
        public init(value: Double, upTo: Double? = nil, unit: String) {
            (self.value, self.upTo, self.unit) = (value, upTo, unit)
        }

        /// The exact value behind a shown amount.
        public init(_ shown: ReadableAmount) { self.init(value: shown.exact, unit: shown.exactUnit) }
    }

    /// An ingredient line.
    public init(quantity: String = "", unit: String = "", name: String, note: String? = nil, isFixed: Bool = false, reference: String? = nil,
                uses: Int = 1) {
        self.quantity = quantity
        self.unit = unit
        self.name = name
        self.note = note
        self.isFixed = isFixed
        self.reference = reference
        self.uses = max(1, uses)
    }

    /// The key under which the store indexes this ingredient (`onion` for
    /// `finely chopped onions`), so the recipes that use it can be listed.
    public var key: IngredientKey { IngredientKey(name) }

    /// The amount as a number (or range) when the text states one: what scaling reads; for a
    /// scaled or converted line, the exact value behind the rounded text when in the same unit.
    public var amount: Amount? {
        if let exact, exact.unit == unit { return Amount(value: exact.value, upTo: exact.upTo) }
        return Amount(parsing: quantity)
    }

    /// The amount before rounding and the unit it is in: a rewritten line's exact value (`1/16`
    /// tsp behind `a pinch`, 2.5 behind `2 1/2 limes`), else the quantity as written; nil when the
    /// quantity is no number. What sums add up, so rounded parts are never added.
    public var exactAmount: (amount: Amount, unit: String)? {
        if let exact { return (Amount(value: exact.value, upTo: exact.upTo), exact.unit) }
        return Amount(parsing: quantity).map { ($0, unit) }
    }

    /// This line under another name (an aisle's common name), its amounts, exact values and
    /// factor kept.
    public func named(_ newName: String) -> IngredientLine {
        var line = IngredientLine(quantity: quantity, unit: unit, name: newName, note: note, isFixed: isFixed, reference: reference, uses: uses)
        line.exact = exact
        line.shownFactor = shownFactor
        return line
    }

    private enum EncodingKeys: String, CodingKey { case quantity, unit, name, note, amount, fixed, reference, uses, exact, factor }

    /// Reads a line as `encode` writes it (`amount` is derived, `fixed` and `uses` optional).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: EncodingKeys.self)
        self.init(quantity: try c.decode(String.self, forKey: .quantity), unit: try c.decode(String.self, forKey: .unit),
                  name: try c.decode(String.self, forKey: .name), note: try c.decodeIfPresent(String.self, forKey: .note),
                  isFixed: try c.decodeIfPresent(Bool.self, forKey: .fixed) ?? false,
                  reference: try c.decodeIfPresent(String.self, forKey: .reference),
                  uses: min(1_000, max(1, try c.decodeIfPresent(Int.self, forKey: .uses) ?? 1)))
    }

    /// The line's fields as written, and `amount` (`{"value": 1.5}` or `{"value": 2, "upTo": 3}`)
    /// when the quantity is a number, so `show --json` gives both; a scaled or converted line
    /// adds `exact` (the value behind the rounded `quantity`, with its unit) and `factor`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: EncodingKeys.self)
        try c.encode(quantity, forKey: .quantity)
        try c.encode(unit, forKey: .unit)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(note, forKey: .note)
        try c.encodeIfPresent(amount, forKey: .amount)
        if isFixed { try c.encode(true, forKey: .fixed) }
        try c.encodeIfPresent(reference, forKey: .reference)
        if uses > 1 { try c.encode(uses, forKey: .uses) }
        try c.encodeIfPresent(exact, forKey: .exact)
        try c.encodeIfPresent(shownFactor, forKey: .factor)
    }

    /// The line as shown to a reader: `2 1/2 cups plain flour (sifted)`; a line whose name holds
    /// its own counts, scaled, ends with the factor: `2 chicken breasts or 4 thighs (×3)`.
    public var text: String {
        let head = [quantity, unit, name].filter { !$0.isEmpty }.joined(separator: " ")
        let factor = shownFactor.map { " (×" + QuantityText.format($0, fractions: false) + ")" } ?? ""
        guard let note, !note.isEmpty else { return head + factor }
        return "\(head) (\(note))" + factor
    }
}
