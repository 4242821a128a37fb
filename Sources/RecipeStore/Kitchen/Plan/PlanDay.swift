/// Which section of a plan a change is about: a day by its date (`==Monday (2026-03-09)==`,
/// made when the plan has none), or a section by its name (`Day 1`, case aside).
public enum PlanDay: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The first section whose name holds this date.
    case date(PantryDate)
    /// The first section with this name.
    case named(String)

    /// The day that names `section`: its date when it has one, else its name.
    public init(_ section: PlanSection) {
        if let date = section.date { self = .date(date) } else { self = .named(section.name ?? "") }
    }

    /// Whether it names `section`.
    public func matches(_ section: PlanSection) -> Bool {
        switch self {
        case let .date(date): section.date == date
        case let .named(name): (section.name ?? "").lowercased() == name.lowercased()
        }
    }

    /// `2026-03-09`, or `“Day 1”`.
    public var description: String {
        switch self {
        case let .date(date): "\(date)"
        case let .named(name): "“\(name)”"
        }
    }
}
