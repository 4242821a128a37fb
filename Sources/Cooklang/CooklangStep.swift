/// One cooking step (a paragraph of the file): text with the components where they occur.
public struct CooklangStep: Hashable, Sendable {
    /// One piece of a step.
    public enum Item: Hashable, Sendable {
        /// Literal text; adjacent text is always merged into one item.
        case text(String)
        /// An ingredient (or recipe reference) at its point of use.
        case ingredient(CooklangIngredient)
        /// Cookware at its point of use.
        case cookware(CooklangCookware)
        /// A timer at its point of use.
        case timer(CooklangTimer)
    }

    /// The step in order.
    public let items: [Item]

    /// A step made of `items`.
    public init(items: [Item]) { self.items = items }

    /// The step as prose, components replaced by their names (timers by their duration),
    /// as the official parser renders it.
    public var text: String {
        items.map { item in
            switch item {
            case let .text(text): return text
            case let .ingredient(ingredient): return ingredient.name
            case let .cookware(cookware): return cookware.name
            case let .timer(timer):
                let duration = [timer.quantity?.text ?? "", timer.units].filter { !$0.isEmpty }.joined(separator: " ")
                return duration.isEmpty ? timer.name : duration
            }
        }.joined()
    }
}
