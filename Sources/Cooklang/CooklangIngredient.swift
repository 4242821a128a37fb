/// An ingredient written `@name{quantity%unit}(note)`, or a reference to another recipe written
/// `@./path/to/Recipe{}`.
public struct CooklangIngredient: Hashable, Sendable {
    /// The name as written, trimmed; for a reference, the referenced file's name.
    public let name: String
    /// The amount, if the braces held one.
    public let quantity: CooklangQuantity?
    /// The unit after `%`, or empty.
    public let units: String
    /// The preparation written in parentheses right after the component, e.g. `finely chopped`.
    public let note: String?
    /// For `@./Shared/Pizza Dough{}`: `./Shared/Pizza Dough`, relative to the collection root.
    public let reference: String?

    /// An ingredient with every field given.
    public init(name: String, quantity: CooklangQuantity? = nil, units: String = "", note: String? = nil, reference: String? = nil) {
        self.name = name
        self.quantity = quantity
        self.units = units
        self.note = note
        self.reference = reference
    }
}
