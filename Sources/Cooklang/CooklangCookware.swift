/// A piece of cookware written `#name{quantity}`.
public struct CooklangCookware: Hashable, Sendable {
    /// The name as written, trimmed.
    public let name: String
    /// How many, if the braces held an amount.
    public let quantity: CooklangQuantity?
    /// The note written in parentheses right after the component, if any.
    public let note: String?

    /// Cookware with every field given.
    public init(name: String, quantity: CooklangQuantity? = nil, note: String? = nil) {
        self.name = name
        self.quantity = quantity
        self.note = note
    }
}
