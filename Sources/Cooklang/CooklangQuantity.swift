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
        if let ascii = try asciiFraction(trimmed) { return ascii }
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

    /// A printable ASCII `text` (where each byte is a Character) read as below, on its bytes
    /// without splitting Strings: nil for any other text. Same rules: `1 1/2` (a whole number and
    /// a fraction), else `a/b` with spaces around either number allowed.
    private static func asciiFraction(_ text: String) throws(QuantityProblem) -> CooklangQuantity? {
        let reading = text.utf8.withContiguousStorageIfAvailable { bytes -> FractionReading? in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            if let (first, second) = twoWords(bytes[...]), let whole = digits(first), second.contains(UInt8(ascii: "/")) {
                switch fraction(second) {
                case let .number(value): return .number(Double(whole) + value)
                case .divisionByZero: return .divisionByZero
                case .text: break
                }
            }
            return fraction(bytes[...])
        }
        switch reading {
        case nil, nil?: return nil
        case let .number(value)??: return .number(value, written: text)
        case .text??: return .text(text)
        case .divisionByZero??: throw .divisionByZero
        }
    }

    /// What printable ASCII bytes read as.
    private enum FractionReading {
        /// A number: a fraction or a whole number and a fraction.
        case number(Double)
        /// Text, no number.
        case text
        /// A fraction over zero.
        case divisionByZero
    }

    /// The two words of `bytes` when it has exactly two (split at runs of spaces), else nil.
    private static func twoWords(_ bytes: Slice<UnsafeBufferPointer<UInt8>>)
        -> (Slice<UnsafeBufferPointer<UInt8>>, Slice<UnsafeBufferPointer<UInt8>>)? {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") }
        guard let firstStart = bytes.firstIndex(where: { !isSpace($0) }) else { return nil }
        let firstEnd = bytes[firstStart...].firstIndex(where: isSpace) ?? bytes.endIndex
        guard let secondStart = bytes[firstEnd...].firstIndex(where: { !isSpace($0) }) else { return nil }
        let secondEnd = bytes[secondStart...].firstIndex(where: isSpace) ?? bytes.endIndex
        guard bytes[secondEnd...].allSatisfy(isSpace) else { return nil }
        return (bytes[firstStart..<firstEnd], bytes[secondStart..<secondEnd])
    }

    /// `a/b` (spaces around either number allowed; a numerator starting with `0` is text).
    private static func fraction(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> FractionReading {
        guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")),
              !bytes[(slash + 1)...].contains(UInt8(ascii: "/")) else { return .text }
        func trimmed(_ part: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
            let start = part.firstIndex { $0 != UInt8(ascii: " ") } ?? part.endIndex
            let end = part[start...].lastIndex { $0 != UInt8(ascii: " ") }.map { $0 + 1 } ?? start
            return part[start..<end]
        }
        let top = trimmed(bytes[..<slash]), bottom = trimmed(bytes[(slash + 1)...])
        guard let numerator = digits(top), let denominator = digits(bottom) else { return .text }
        if top.count > 1, top.first == UInt8(ascii: "0") { return .text }
        guard denominator != 0 else { return .divisionByZero }
        return .number(Double(numerator) / Double(denominator))
    }

    /// Plain ASCII digits as an Int (as `Int(String)` reads them); nil when empty, not all
    /// digits, or too large.
    private static func digits(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 48, byte <= 57 else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times.addingReportingOverflow(Int(byte - 48))
            guard !overflow, !overflowAgain else { return nil }
            value = sum
        }
        return value
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
        for byte in text.utf8 {                         // a byte of a non-ASCII scalar is neither
            if byte >= 48, byte <= 57 { digits += 1 } else if byte == UInt8(ascii: ".") { points += 1 } else { return nil }
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
