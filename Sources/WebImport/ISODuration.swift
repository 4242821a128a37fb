/// An ISO 8601 duration as schema.org times are written (`PT1H5M`, `PT90M`, `P0DT1H`, `PT0.5H`,
/// `P1DT2H`), in whole minutes (rounded). Read as leniently as recipe sites write them, as
/// recipe-scrapers does: `P30M` is 30 minutes (no recipe takes months), a day in the time part
/// counts (`PT0D1H0M`), and a unit with no number is none of it (`PTH25M` is 25 minutes).
public enum ISODuration {
    /// The minutes `text` stands for; nil when it is not an ISO 8601 duration.
    public static func minutes(_ text: String) -> Int? {
        var rest = Substring(text.trimmingSpaces().uppercased())
        guard rest.first == "P", rest.count > 1 else { return nil }
        rest = rest.dropFirst()
        var total = 0.0
        var inTime = false
        var number = ""
        var sawValue = false
        for character in rest {
            switch character {
            case "T" where !inTime && number.isEmpty: inTime = true
            case "0"..."9", ".", ",": number.append(character == "," ? "." : character)
            default:
                guard let value = number.isEmpty ? 0 : Double(number) else { return nil }
                let factor: Double
                switch (character, inTime) {
                case ("W", false): factor = 7 * 24 * 60
                case ("D", _): factor = 24 * 60
                case ("H", _): factor = 60
                case ("M", _): factor = 1
                case ("S", true): factor = 1.0 / 60
                default: return nil
                }
                total += value * factor
                number = ""
                sawValue = true
            }
        }
        guard number.isEmpty, sawValue, total < 1_000_000_000 else { return nil }
        return Int(total.rounded())
    }

    /// `65` → `1 hour 5 minutes`: the way Cooklang front matter writes a time, which our
    /// loader and the official parser both read.
    public static func words(minutes: Int) -> String {
        let hours = minutes / 60, rest = minutes % 60
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours) hour" + (hours == 1 ? "" : "s")) }
        if rest > 0 || hours == 0 { parts.append("\(rest) minute" + (rest == 1 ? "" : "s")) }
        return parts.joined(separator: " ")
    }
}

extension String {
    /// The text without leading and trailing whitespace.
    func trimmingSpaces() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// Runs of whitespace (line breaks too) as one space, trimmed, and control characters
    /// dropped: page text must never carry escape sequences into a file or a terminal.
    func collapsingSpaces() -> String {
        let visible = unicodeScalars.filter { !(($0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r") || (0x7F...0x9F).contains($0.value)) }
        return String(String.UnicodeScalarView(visible)).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
