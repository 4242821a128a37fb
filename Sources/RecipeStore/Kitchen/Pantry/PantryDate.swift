#if canImport(Glibc)
import Glibc
#endif

/// A calendar day from `pantry.conf` (`expire = "2026-04-15"` or Cooklang's documented
/// `"15.04.2026"`), as a day number so "expires in 3 days" is a subtraction.
public struct PantryDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01.
    public let day: Int

    /// The day `year`-`month`-`dayOfMonth`, nil when there is no such day.
    public init?(year: Int, month: Int, day dayOfMonth: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...lengths[month - 1]).contains(dayOfMonth) else { return nil }
        // Days from civil (Howard Hinnant's algorithm), exact for the proleptic Gregorian calendar.
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + dayOfMonth - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        day = era * 146_097 + dayOfEra - 719_468
    }

    /// The day `day` days after 1970-01-01.
    public init(day: Int) { self.day = day }

    /// The day a Unix time falls on, in UTC.
    public init(unixTime: Double) { day = Int((unixTime / 86_400).rounded(.down)) }

    /// The day a Unix time falls on where the user is (the local time zone): the clock's
    /// reading made a day (the shell's `AppClock.today()`, which "expires in 2 days" counts from).
    public init(localUnixTime: Double) {
        var now = time_t(localUnixTime.rounded(.down)), local = tm()
        guard localtime_r(&now, &local) != nil,
              let date = PantryDate(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday)) else {
            self.init(unixTime: localUnixTime)
            return
        }
        self = date
    }

    /// `2026-04-15` or `15.04.2026`; nil for anything else.
    public init?(parsing text: String) {
        let dashed = text.split(separator: "-", omittingEmptySubsequences: false)
        let dotted = text.split(separator: ".", omittingEmptySubsequences: false)
        let parts: [Substring], order: (year: Int, month: Int, day: Int)
        if dashed.count == 3, dashed[0].count == 4 { (parts, order) = (dashed, (0, 1, 2)) }
        else if dotted.count == 3, dotted[2].count == 4 { (parts, order) = (dotted, (2, 1, 0)) }
        else { return nil }
        guard parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[order.year]), let month = Int(parts[order.month]), let day = Int(parts[order.day]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `2026-04-15`.
    public var description: String {
        // Civil from days, the inverse of the initialiser's algorithm.
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ value: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(value).count)) + String(value) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(dayOfMonth, 2))"
    }

    public static func < (lhs: PantryDate, rhs: PantryDate) -> Bool { lhs.day < rhs.day }
}
