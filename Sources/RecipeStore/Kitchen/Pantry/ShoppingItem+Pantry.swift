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
        var needed = remaining.totals
        for index in remaining.totals.indices {
            let taken = min(left, remaining.totals[index].value)
            remaining.totals[index].value -= taken
            left -= taken
        }
        // A hair of tolerance: 1/3 cup taken from 1/3 cup in floating point leaves nothing.
        let short = remaining.totals.indices.filter { remaining.totals[$0].value > 1e-9 * max(1, remaining.totals[$0].value + stock) }
        guard !short.isEmpty else { return .all(have: have) }
        // A count is bought as it is shown: `4 1/2 tins` (4.25 exactly) less 2 is `2 1/2`, not the 2 1/4 left of 4.25.
        for index in short where needed[index].units.isEmpty {
            let shownLeft = needed[index].readable(in: .asWritten).shown - (needed[index].value - remaining.totals[index].value)
            needed[index].value = max(shownLeft, remaining.totals[index].value)
            remaining.totals[index] = needed[index]
        }
        remaining.totals = short.map { remaining.totals[$0] }
        return .part(remaining: remaining, have: have)
    }
}
