/// A parsed deep link such as `cookbook://category/desserts/recipe/apple-pie?from=share`:
/// a scheme, the host and path as percent-decoded segments, and query items.
///
/// Parsed by hand (no Foundation) with strict rules, so a malformed link is refused with a
/// reason instead of being half-understood.
public struct DeepLink: Equatable, Sendable {
    /// The text the link was parsed from.
    public let text: String
    /// The scheme, lowercased (`cookbook`).
    public let scheme: String
    /// Host and path segments, percent-decoded: `["category", "desserts", "recipe", "apple-pie"]`.
    public let segments: [String]
    /// Query items in order, `+` and percent escapes decoded.
    public let query: [(name: String, value: String)]

    /// The first value of the query item `name`, if present.
    public func queryValue(_ name: String) -> String? { query.first { $0.name == name }?.value }

    /// Parses `text`; throws `malformedURL` with the reason when it is not a well-formed link.
    public init(parsing text: String) throws(NavigationError) {
        func fail(_ reason: String) -> NavigationError { .malformedURL(url: text, reason: reason) }
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
            throw fail("expected scheme://path")
        }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }) else {
            throw fail("the scheme must be letters, digits, + . or -")
        }
        var rest = text[text.index(colon, offsetBy: 3)...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var queryText: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        var rawSegments = rest.split(separator: "/", omittingEmptySubsequences: false)
        if rawSegments.count > 1, rawSegments.last == "" { rawSegments.removeLast() }
        guard !rawSegments.isEmpty, rawSegments != [""] else { throw fail("the link has no path") }
        var segments: [String] = []
        for raw in rawSegments {
            guard !raw.isEmpty else { throw fail("the path has an empty segment") }
            guard let decoded = PercentDecoding.decode(raw) else { throw fail("bad percent escape in \"\(raw)\"") }
            segments.append(decoded)
        }
        var query: [(name: String, value: String)] = []
        for item in queryText.split(separator: "&") {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let plusDecoded = parts.map { String($0.map { $0 == "+" ? " " : $0 }) }
            guard let name = PercentDecoding.decode(plusDecoded[0]), !name.isEmpty,
                  let value = PercentDecoding.decode(plusDecoded.count > 1 ? plusDecoded[1] : "") else {
                throw fail("bad query item \"\(item)\"")
            }
            query.append((name, value))
        }
        self.text = text
        self.scheme = scheme.lowercased()
        self.segments = segments
        self.query = query
    }

    /// Links are equal when they were parsed from the same text.
    public static func == (lhs: DeepLink, rhs: DeepLink) -> Bool { lhs.text == rhs.text }
}

/// Decodes `%XX` escapes as UTF-8; nil for a truncated or non-hex escape or invalid UTF-8.
enum PercentDecoding {
    static func decode<S: StringProtocol>(_ text: S) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
