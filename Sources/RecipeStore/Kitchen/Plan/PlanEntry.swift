/// One line of a meal in a plan (issue #37): what one `- …` line of a `.menu` file lists, in
/// order — recipe references (`@./Risotto{}`, `@./Breakfast/Easy Pancakes{10%servings}`) and
/// free-hand ingredients (`@maple syrup{2%tbsp}`). The official parser lists a meal's items
/// without their lines; a line is kept here because it is what a cook adds, moves and removes.
public struct PlanEntry: Hashable, Sendable, Codable {
    /// The line's recipe references and ingredients in order (a reference has `reference` set).
    public let items: [IngredientLine]

    /// An entry listing `items`.
    public init(items: [IngredientLine]) { self.items = items }

    /// Its recipe references (`./Risotto`), in order.
    public var references: [IngredientLine] { items.filter { $0.reference != nil } }

    /// The first recipe it names: what Enter opens and `c` cooks.
    public var recipe: IngredientLine? { items.first { $0.reference != nil } }

    /// `Easy Pancakes, maple syrup (2 tbsp)`: a recipe by its name (with `×2` or `(4 servings)`
    /// as asked), an ingredient with its amount.
    public var text: String { items.map(Self.text(of:)).joined(separator: ", ") }

    /// One item as `text` shows it.
    public static func text(of item: IngredientLine) -> String {
        let amount = [item.quantity, item.unit].filter { !$0.isEmpty }.joined(separator: " ")
        guard item.reference != nil else { return amount.isEmpty ? item.name : "\(item.name) (\(amount))" }
        if amount.isEmpty { return item.name }
        return item.unit.isEmpty ? "\(item.name) ×\(item.quantity)" : "\(item.name) (\(amount))"
    }
}
