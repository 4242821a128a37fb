/// A section of a plan (issue #37): a day (`==Sunday (2026-03-08)==`), an undated day or
/// occasion (`==Day 1==`), or the lines above the first header (no name), with its meals.
public struct PlanSection: Hashable, Sendable, Codable {
    /// The header's text as written between the `=` marks, trimmed; nil for the lines above the
    /// first header.
    public let name: String?
    /// The `YYYY-MM-DD` in parentheses the name holds, as written (the official CLI's `date`).
    public let dateText: String?
    /// That date as a day, nil when there is none or it names no day (`2026-02-30`).
    public let date: PantryDate?
    /// Its meals, in order.
    public let meals: [PlanMeal]

    /// A section called `name` listing `meals`; its date is read from the name.
    public init(name: String?, meals: [PlanMeal]) {
        self.name = name
        dateText = name.flatMap(PlanReading.dateText(in:))
        date = dateText.flatMap(PantryDate.init(parsing:))
        self.meals = meals
    }

    /// The header a new dated section gets: `Monday (2026-03-09)`.
    public static func name(for date: PantryDate) -> String { "\(date.weekdayName) (\(date))" }

    /// How a list shows it: a dated one by weekday and date (`Sunday 8 March 2026`, the weekday
    /// added when the name lacks it), an undated one by its name.
    public var title: String {
        guard let date else { return name ?? PlanMeal.looseItems }
        let (year, month, day) = date.parts
        let written = "\(date.weekdayName) \(day) \(PantryDate.monthNames[month - 1]) \(year)"
        let rest = (name ?? "").replacing("(\(dateText ?? ""))", with: "").trimmed()
        return rest.isEmpty || rest.lowercased() == date.weekdayName.lowercased() ? written : "\(rest) · \(written)"
    }

    /// Its meal called `name` (case aside), the last when several are.
    public func meal(named name: String) -> PlanMeal? { meals.last { $0.isCalled(name) } }
}
