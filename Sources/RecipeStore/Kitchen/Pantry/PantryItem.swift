/// One item of `pantry.conf`: `rice = "5%kg"` or `milk = { quantity = "2%l", expire = "…" }`,
/// with the storage section it sits in and what it says about stock and dates.
public struct PantryItem: Hashable, Sendable {
    /// How much is on hand.
    public enum Stock: Hashable, Sendable {
        /// `"unlim"`: never runs out (water from the tap, herbs in the garden).
        case unlimited
        /// A number, with a unit or none (`"1%kg"`, `"12"`, `"0"`).
        case amount(Double, unit: String)
        /// Some, amount not given or not a number (`"some"`, or no `quantity`).
        case some(String?)
    }

    /// The name as written (`parmesan cheese`).
    public let name: String
    /// The storage section (`fridge`); nil for an item before any `[section]`.
    public let section: String?
    /// How much there is.
    public let stock: Stock
    /// When it expires, if said.
    public let expire: PantryDate?
    /// When it was bought, as written.
    public let bought: String?
    /// The low-stock threshold, as written (`"200%g"`).
    public let low: String?
    /// The line of its key in the file.
    public let line: Int
    /// The quantity as written (`"500%g"`, `"unlim"`), for `cookbook pantry list`; nil when none is.
    public let quantityText: String?
    /// The expiry date as written (`"09.03.2026"`), also when it is not a date; nil when none is.
    public let expireText: String?

    /// An item with every field given; the reader makes these.
    public init(name: String, section: String?, stock: Stock, expire: PantryDate? = nil, bought: String? = nil,
                low: String? = nil, line: Int, quantityText: String? = nil, expireText: String? = nil) {
        self.name = name
        self.section = section
        self.stock = stock
        self.expire = expire
        self.bought = bought
        self.low = low
        self.line = line
        self.quantityText = quantityText
        self.expireText = expireText
    }

    /// Whether any is on hand: false only for an amount of zero or less.
    public var isStocked: Bool {
        if case let .amount(value, _) = stock { return value > 0 }
        return true
    }

    /// Whether it expired before `today` (on its expiry day it is still good): expired stock is
    /// no stock, so what needs it is bought.
    public func isExpired(on today: PantryDate) -> Bool { expire.map { $0 < today } ?? false }

    /// Whether the stock is at or under its `low` mark (`quantity = "1"`, `low = "1"`), compared
    /// in one unit or within a dimension (`150%g` under `0.2%kg`); false without a mark, or with
    /// stock or a mark that cannot be compared (`unlim`, `some`, `2%tins` against `1%kg`).
    public var isLow: Bool {
        guard let low, case let .amount(mark, markUnit) = Self.stock(parsing: low), case let .amount(value, unit) = stock else { return false }
        if let have = MeasureUnit(unit), let limit = MeasureUnit(markUnit) {
            return have.dimension == limit.dimension && value * have.size <= mark * limit.size * (1 + 1e-9)
        }
        return UnitName.same(unit, markUnit) && value <= mark
    }

    /// `1 kg`, `12`, `1 tin` (for `1%tins`: a count's unit follows its number), `unlimited`, `some`.
    public var stockText: String {
        switch stock {
        case .unlimited: return "unlimited"
        case let .amount(value, unit):
            let measure = MeasureUnit(unit)
            let shown = [QuantityText.format(value, fractions: measure?.usesFractions ?? true), measure?.symbol ?? CountNoun.unitForm(unit, shown: value)]
            return shown.filter { !$0.isEmpty }.joined(separator: " ")
        case let .some(text): return text ?? "some"
        }
    }

    /// The stock a `quantity` string states: `unlim`, `amount%unit`, a bare number, or text.
    public static func stock(parsing text: String) -> Stock {
        let trimmed = text.trimmed()
        if trimmed.lowercased() == "unlim" || trimmed.lowercased() == "unlimited" { return .unlimited }
        let parts = trimmed.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)
        let unit = parts.count == 2 ? parts[1].trimmed() : ""
        guard let amount = Amount(parsing: String(parts[0])) else { return .some(trimmed.isEmpty ? nil : trimmed) }
        return .amount(amount.value, unit: unit)
    }
}
