/// A meal of a plan's day (issue #37): a `Breakfast:` line (`Dinner (19:30):` with a time) and
/// the lines under it, as the official CLI's menu page groups them. Lines before any such
/// header form the meal `Items`, as there.
public struct PlanMeal: Hashable, Sendable, Codable {
    /// The meal's name without its colon or time (`Breakfast`).
    public let name: String
    /// `19:30` from `Dinner (19:30):`, nil without one.
    public let time: String?
    /// Its lines, in order; never empty (a header with nothing under it is no meal).
    public let entries: [PlanEntry]

    /// A meal called `name` at `time` listing `entries`.
    public init(name: String, time: String? = nil, entries: [PlanEntry]) {
        self.name = name
        self.time = time
        self.entries = entries
    }

    /// Every recipe reference and ingredient of its lines, in order (the official JSON's `items`).
    public var items: [IngredientLine] { entries.flatMap(\.items) }

    /// The meal that lines before any header form.
    public static let looseItems = "Items"

    /// Whether it is called `name`, case aside (`dinner` finds `Dinner`).
    public func isCalled(_ name: String) -> Bool { self.name.lowercased() == name.lowercased() }
}
