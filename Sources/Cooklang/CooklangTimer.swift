/// A timer written `~{10%minutes}`, `~eggs{3%minutes}` or just `~rest`.
public struct CooklangTimer: Hashable, Sendable {
    /// The timer's name, or empty when it has none.
    public let name: String
    /// The duration's amount, if given.
    public let quantity: CooklangQuantity?
    /// The duration's unit, or empty.
    public let units: String

    /// A timer with every field given.
    public init(name: String = "", quantity: CooklangQuantity? = nil, units: String = "") {
        self.name = name
        self.quantity = quantity
        self.units = units
    }
}
