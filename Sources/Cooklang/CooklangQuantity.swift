/// An amount as written inside a component's braces, with its value when the text is a number
/// (`2`, `1.5`, `1/2`, `1 1/2`). Other text (`few`, `2-3`, `01/2`, `7 k`) has no value.
///
/// The text is kept as written so a cook reads `1/2 cup`, not `0.5 cup`. Ranges stay text on
/// purpose: the specification has no range type and the canonical tests compare them as text.
/// Two quantities are equal when both values are equal, or, without values, both texts.
public struct CooklangQuantity: Sendable, CustomStringConvertible {
    /// The amount as written, trimmed (a leading `=` for a fixed amount dropped).
    public let text: String
    /// The evaluated number, if the text is one.
    public let value: Double?
    /// Whether the author fixed it with a leading `=` (`@salt{=1%tsp}`): it does not scale.
    public var isFixed = false

    /// This quantity, fixed (`=`) or not.
    public func fixed(_ isFixed: Bool) -> CooklangQuantity {
        var quantity = self
        quantity.isFixed = isFixed
        return quantity
    }

    /// A numeric quantity; `text` defaults to the shortest spelling of `value`.
    public static func number(_ value: Double, written: String? = nil) -> CooklangQuantity {
        CooklangQuantity(text: written ?? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)), value: value)
    }

    /// A quantity that is only text.
    public static func text(_ text: String) -> CooklangQuantity { CooklangQuantity(text: text, value: nil) }

    /// The text as written.
    public var description: String { text }

    /// Reads `text` (the braces' content, already trimmed); nil for empty text. A fraction whose
    /// numerator starts with `0` (`01/2`) is text, as the canonical suite requires. Throws only
    /// for a zero denominator, which is almost certainly a typo.
    static func parse(_ text: String) throws(QuantityProblem) -> CooklangQuantity? {
        let trimmed = text
        guard !trimmed.isEmpty else { return nil }
        if let value = wholeNumber(trimmed) { return .number(value, written: trimmed) }
        if let value = decimal(trimmed) { return .number(value, written: trimmed) }
        // Without a `/` the text can be neither a fraction nor a mixed number (no splitting needed).
        guard trimmed.utf8.contains(UInt8(ascii: "/")) else { return .text(trimmed) }
        let words = trimmed.split(separator: " ", omittingEmptySubsequences: true)
        if words.count == 2, let whole = integer(words[0]), words[1].contains("/"),
           let fraction = try parse(String(words[1]))?.value {
            return .number(Double(whole) + fraction, written: trimmed)
        }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return .text(trimmed) }
        let top = parts[0].trimmingSpaces, bottom = parts[1].trimmingSpaces
        guard let numerator = integer(top), let denominator = integer(bottom) else { return .text(trimmed) }
        if top.count > 1, top.hasPrefix("0") { return .text(trimmed) }
        guard denominator != 0 else { throw .divisionByZero }
        return .number(Double(numerator) / Double(denominator), written: trimmed)
    }

    /// Plain digits (the usual case, read without going through `Double(String)`).
    private static func wholeNumber(_ text: String) -> Double? {
        var value = 0.0
        for byte in text.utf8 {
            guard byte >= 48, byte <= 57 else { return nil }
            value = value * 10 + Double(byte - 48)
        }
        return value
    }

    /// Digits with at most one decimal point (`2`, `1.5`, `.5`), as a Double.
    private static func decimal(_ text: some StringProtocol) -> Double? {
        var digits = 0, points = 0
        for scalar in text.unicodeScalars {
            if scalar.value >= 48, scalar.value <= 57 { digits += 1 } else if scalar == "." { points += 1 } else { return nil }
        }
        guard digits > 0, points <= 1 else { return nil }
        return Double(text.hasPrefix(".") ? "0" + text : String(text))
    }

    private static func integer(_ text: some StringProtocol) -> Int? {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.value >= 48 && $0.value <= 57 }) else { return nil }
        return Int(text)
    }
}

/// Why an amount could not be read.
enum QuantityProblem: Error {
    case divisionByZero
}

extension StringProtocol {
    /// The text without leading and trailing white space (Unicode space separators and tab).
    var trimmingSpaces: String {
        let view = unicodeScalars
        var start = view.startIndex, end = view.endIndex
        while start < end, view[start].isCooklangSpace { start = view.index(after: start) }
        while end > start {
            let before = view.index(before: end)
            guard view[before].isCooklangSpace else { break }
            end = before
        }
        if start == view.startIndex, end == view.endIndex { return String(self) }   // nothing to trim
        var result = String.UnicodeScalarView()
        result.append(contentsOf: view[start..<end])
        return String(result)
    }
}
