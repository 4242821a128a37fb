import TOML

/// What `cookbook pantry add` or `update` sets on an item: any of `quantity`, `bought`, `expire`
/// and `low`, each as it is written in `pantry.conf` (`"500%g"`, `"2026-03-09"`); nil leaves
/// the attribute alone on an update and out of a new item.
public struct PantryAttributes: Hashable, Sendable {
    /// How much is on hand: `2%kg`, `12`, `unlim`.
    public var quantity: String?
    /// When it was bought.
    public var bought: String?
    /// When it expires.
    public var expire: String?
    /// The low-stock mark: `500%ml`.
    public var low: String?

    /// Attributes with the values given (none by default).
    public init(quantity: String? = nil, bought: String? = nil, expire: String? = nil, low: String? = nil) {
        self.quantity = quantity
        self.bought = bought
        self.expire = expire
        self.low = low
    }

    /// Whether none is set.
    public var isEmpty: Bool { given.isEmpty }

    /// The attributes that are set, in the order the official CLI writes them
    /// (`quantity`, `bought`, `expire`, `low`).
    public var given: [(key: String, value: String)] {
        [("quantity", quantity), ("bought", bought), ("expire", expire), ("low", low)].compactMap { key, value in
            value.map { (key, $0) }
        }
    }

    /// Whether an item can be written `name = "quantity"`: nothing but the quantity is set.
    var isQuantityOnly: Bool { bought == nil && expire == nil && low == nil }

    /// The value a new item is written with: `"500%g"` when only the quantity is set (`""` when
    /// nothing is), else `{ quantity = "500%g", expire = "2026-03-09" }`, as the official CLI
    /// writes them.
    var newValue: String {
        isQuantityOnly ? TOMLQuoting.string(quantity ?? "") : Self.inlineTable(given)
    }

    /// `{ a = "x", b = "y" }`.
    static func inlineTable(_ members: [(key: String, value: String)]) -> String {
        "{ " + members.map { TOMLQuoting.key($0.key) + " = " + TOMLQuoting.string($0.value) }.joined(separator: ", ") + " }"
    }
}
