/// What the pantry does to a shopping item: nothing, all of it, or part (with what is still
/// needed). Amounts are compared within a dimension (1 kg of flour covers 840 g) or in the
/// same unknown unit (12 eggs cover 3); an amount that cannot be compared with the stock
/// (a teaspoon of salt against 1 kg) counts as covered, as stock of no stated amount does.
public enum PantryCover: Hashable, Sendable {
    /// Not in the pantry, or none left.
    case none
    /// Enough on hand; `have` says how much (`1 kg`, `unlimited`).
    case all(have: String)
    /// Some on hand: `remaining` is what is still to buy.
    case part(remaining: ShoppingItem, have: String)
}

extension ShoppingItem {
    /// What `stock` covers of this item. Unlimited or unquantified stock (`some`) covers it all,
    /// as does any stock of an item that states no number (`salt`, `a pinch of salt`).
    public func covered(by item: PantryItem) -> PantryCover {
        guard item.isStocked else { return .none }
        let have = item.stockText
        guard case let .amount(stock, unit) = item.stock else { return .all(have: have) }
        let measure = MeasureUnit(unit)
        var remaining = self, left = stock * (measure?.size ?? 1)
        remaining.totals.removeAll { !$0.accepts(unit: unit, measure: measure) }
        for index in remaining.totals.indices {
            let taken = min(left, remaining.totals[index].value)
            remaining.totals[index].value -= taken
            left -= taken
        }
        // A hair of tolerance: 1/3 cup taken from 1/3 cup in floating point leaves nothing.
        remaining.totals.removeAll { $0.value <= 1e-9 * max(1, $0.value + stock) }
        return remaining.totals.isEmpty ? .all(have: have) : .part(remaining: remaining, have: have)
    }
}
