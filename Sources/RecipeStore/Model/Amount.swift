/// An ingredient amount read as a number — `2`, `1.5`, `1/2`, `1 1/2`, `½`, or a range `2-3`
/// — beside the text the author wrote, so later features can scale and convert it.
public struct Amount: Hashable, Codable, Sendable {
    /// The amount, or the low end of a range.
    public var value: Double
    /// The high end of a range, nil for one amount.
    public var upTo: Double?

    /// `value`, or a range from `value` up to `upTo`.
    public init(value: Double, upTo: Double? = nil) {
        self.value = value
        self.upTo = upTo
    }

    /// The amount `text` states, nil when it is not a number (`a pinch`, `some`).
    public init?(parsing text: String) {
        let trimmed = text.trimmed()
        // A range needs `-`, `–` (its first byte 0xE2) or a space: most amounts (`200`, `1/2`) have none.
        for separator in ["-", "–", " to "] where trimmed.utf8.contains(where: { $0 == 0x2D || $0 == 0xE2 || $0 == 0x20 }) {
            guard let range = trimmed.firstRange(of: separator), range.lowerBound != trimmed.startIndex else { continue }
            guard let low = Self.number(String(trimmed[..<range.lowerBound])), let high = Self.number(String(trimmed[range.upperBound...])),
                  low <= high else { return nil }
            self.init(value: low, upTo: high)
            return
        }
        guard let value = Self.number(trimmed) else { return nil }
        self.init(value: value)
    }

    private static let vulgarFractions: [Character: Double] = ["½": 0.5, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 0.25, "¾": 0.75, "⅛": 0.125]

    /// `0,25` or `1,5` — digits, a comma, then one or two digits — as the decimal it is in most
    /// of Europe (`0.25`, `1.5`); nil for anything else. Three digits after the comma are a
    /// thousands group (`1,000`), never a decimal: such an amount stays text, as before.
    static func decimalComma(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let comma = bytes.firstIndex(of: 0x2C), comma > 0, (1...2).contains(bytes.count - comma - 1) else { return nil }
        let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
        guard bytes[..<comma].allSatisfy(isDigit), bytes[(comma + 1)...].allSatisfy(isDigit) else { return nil }
        return String(decoding: bytes[..<comma], as: UTF8.self) + "." + String(decoding: bytes[(comma + 1)...], as: UTF8.self)
    }

    /// Whether `quantity` is written with a decimal comma (`0,25`, `1,5-2`): its scaled form is
    /// written the same way.
    public static func usesDecimalComma(_ quantity: String) -> Bool {
        quantity.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "–" }).contains { decimalComma(String($0)) != nil }
    }

    /// `2`, `1.5`, `1/2`, `1 1/2`, `1½`, `½` as a number; nil for anything else.
    static func number(_ text: String) -> Double? {
        // Most amounts are digits (`200`, `1.5`): read at once, without splitting.
        if let first = text.utf8.first, first >= 0x30, first <= 0x39, text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E }),
           let value = Double(text) {
            return value.isFinite ? value : nil
        }
        let text = text.trimmed()
        // A word (`abc`) is no number: of those only `inf` and `nan` read as one, neither finite.
        if let first = text.utf8.first, first | 0x20 >= UInt8(ascii: "a"), first | 0x20 <= UInt8(ascii: "z") { return nil }
        var total = 0.0
        var parts = text.split(separator: " ").map(String.init)
        guard !parts.isEmpty, parts.count <= 2 else { return nil }
        if let last = parts.last, let fraction = last.last.flatMap({ vulgarFractions[$0] }) {
            total += fraction
            parts[parts.count - 1] = String(last.dropLast())
            if parts[parts.count - 1].isEmpty { parts.removeLast() }
        }
        for written in parts {
            let part = Self.decimalComma(written) ?? written
            let pieces = part.split(separator: "/")
            if pieces.count == 2, let top = Double(pieces[0]), let bottom = Double(pieces[1]), bottom != 0 {
                total += top / bottom
            } else if pieces.count == 1, let value = Double(part), value.isFinite, part.first?.isNumber == true {
                total += value
            } else {
                return nil
            }
        }
        return total.isFinite ? total : nil
    }
}
