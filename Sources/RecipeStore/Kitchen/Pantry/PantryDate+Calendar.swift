/// A day's place in the week and the year, for plans (issue #37): `Sunday`, `8 Mar`, the ISO
/// week a new plan file is named after (`Plan 2026-W10.menu`).
extension PantryDate {
    /// The English weekday names, Monday first (ISO 8601's order).
    public static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    /// The English month names, January first.
    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                                    "November", "December"]

    /// The day of the week: 0 Monday … 6 Sunday (1970-01-01 was a Thursday).
    public var weekdayIndex: Int { ((day + 3) % 7 + 7) % 7 }

    /// `Sunday`.
    public var weekdayName: String { Self.weekdayNames[weekdayIndex] }

    /// The day `days` later (earlier when negative).
    public func adding(days: Int) -> PantryDate { PantryDate(day: day + days) }

    /// The year, month (1–12) and day of the month, read back from `description`.
    public var parts: (year: Int, month: Int, day: Int) {
        let fields = description.split(separator: "-").compactMap { Int($0) }
        return (fields[0], fields[1], fields[2])
    }

    /// `Sun 8 Mar`: short enough for a list row.
    public var shortText: String {
        let (_, month, dayOfMonth) = parts
        return "\(weekdayName.prefix(3)) \(dayOfMonth) \(Self.monthNames[month - 1].prefix(3))"
    }

    /// The ISO 8601 week: the year that owns it (its Thursday's) and its number, 1–53.
    public var isoWeek: (year: Int, week: Int) {
        let thursday = adding(days: 3 - weekdayIndex)
        let year = thursday.parts.year
        let first = PantryDate(year: year, month: 1, day: 1)?.day ?? thursday.day
        return (year, (thursday.day - first) / 7 + 1)
    }

    /// `2026-W10`.
    public var isoWeekText: String {
        let (year, week) = isoWeek
        return "\(year)-W" + (week < 10 ? "0" : "") + String(week)
    }
}

extension PantryDate: Codable {
    /// Reads `2026-03-08`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = PantryDate(parsing: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a date like 2026-03-08: \(text)")
        }
        self = date
    }

    /// Writes `2026-03-08`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
