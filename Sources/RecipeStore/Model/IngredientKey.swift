/// An ingredient as the store indexes it: folded, without preparation words or counts, and
/// singular, so `Finely chopped onions`, `onion, diced` and `2 onions` are all `onion`.
///
/// Pushed onto a navigation path to list the recipes that use the ingredient.
public struct IngredientKey: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The normalised name, e.g. `olive oil`.
    public let rawValue: String

    /// The key for an ingredient written as `name`.
    public init(_ name: String) { rawValue = IngredientKey.normalise(name) }

    /// A key whose text is already normalised (e.g. read back from saved state).
    public init(normalised rawValue: String) { self.rawValue = rawValue }

    /// Decodes from a bare JSON string.
    public init(from decoder: any Decoder) throws { rawValue = try String(from: decoder) }

    /// Encodes as a bare JSON string.
    public func encode(to encoder: any Encoder) throws { try rawValue.encode(to: encoder) }

    /// Orders keys alphabetically.
    public static func < (lhs: IngredientKey, rhs: IngredientKey) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The normalised name.
    public var description: String { rawValue }

    /// Words that describe preparation, size or state rather than the ingredient itself.
    static let descriptors: Set<String> = [
        "chopped", "finely", "roughly", "coarsely", "minced", "diced", "sliced", "thinly", "thickly",
        "grated", "shredded", "crushed", "peeled", "fresh", "freshly", "ripe", "large", "small", "medium",
        "extra", "virgin", "softened", "melted", "cold", "warm", "hot", "room", "temperature", "beaten",
        "lightly", "boneless", "skinless", "trimmed", "halved", "quartered", "cubed", "juiced", "zested",
        "packed", "sifted", "unsalted", "dried", "optional", "of", "a", "an", "the", "to", "taste",
        "for", "serving", "clove", "cloves", "sprig", "sprigs", "stalk", "stalks", "pinch", "handful",
        "bunch", "plus", "more", "about", "few", "some", "good", "quality", "organic", "rinsed", "drained",
        "washed", "torn", "cut", "into", "pieces", "piece", "strips", "chunks", "wedges", "rings",
        "jar", "can", "tin", "package", "packet", "bag", "box", "cubes", "soft", "whole",
    ]

    /// Plural words whose singular is irregular or which only look plural.
    static let irregular: [String: String] = [
        "leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife",
        "molasses": "molasses", "hummus": "hummus", "asparagus": "asparagus", "couscous": "couscous",
        "swiss": "swiss", "citrus": "citrus", "lemongrass": "lemongrass", "grass": "grass",
        "chives": "chives", "brussels": "brussels", "oats": "oats", "greens": "greens",
    ]

    /// Normalises an ingredient name as written in a recipe.
    static func normalise(_ name: String) -> String {
        let words = asciiWords(name) ?? characterWords(name)
        guard !words.isEmpty else { return TextFolding.fold(name).trimmed() }
        var kept = words.filter { !descriptors.contains($0) }
        if kept.isEmpty { kept = words }
        kept[kept.count - 1] = singular(kept[kept.count - 1])
        return kept.joined(separator: " ")
    }

    /// The singular of an English plural noun, by suffix rules and a few exceptions.
    static func singular(_ word: String) -> String {
        if let known = irregular[word] { return known }
        guard word.count > 3, word.unicodeScalars.allSatisfy({ $0.isASCII }) else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("sses") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") {
            return String(word.dropLast())
        }
        return word
    }

    /// The words of `name` as `normalise` takes them apart: folded, parenthesised remarks and
    /// all after `,` or `;` left out, split at whitespace, edge punctuation trimmed.
    static func characterWords(_ name: String) -> [String] {
        var text = Substring(Self.removingParentheses(TextFolding.fold(name)))
        if let cut = text.firstIndex(where: { ",;".contains($0) }) { text = text[..<cut] }
        return text.split(whereSeparator: { $0.isWhitespace })
            .map { $0.trimmed { Self.edgePunctuation.contains($0) } }
            .filter { !$0.isEmpty }
    }

    /// The words of an ASCII `name` as `normalise` takes them apart (lowercased, parenthesised
    /// remarks and all after `,` or `;` left out, split at whitespace, edge punctuation
    /// trimmed), worked out over its bytes: in ASCII a byte is a character (a `\r\n` is two
    /// whitespace bytes, one whitespace character). Nil for other text.
    static func asciiWords(_ name: String) -> [String]? {
        let words = name.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var text: [UInt8] = [], depth = 0
            text.reserveCapacity(bytes.count)
            for byte in bytes {
                if byte == UInt8(ascii: "(") {
                    depth += 1
                } else if byte == UInt8(ascii: ")") {
                    depth = max(0, depth - 1)
                } else if depth == 0 {
                    if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") { break }
                    text.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                }
            }
            var words: [String] = []
            for word in text.split(whereSeparator: { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }) {
                guard let first = word.firstIndex(where: { !asciiEdgePunctuation.contains($0) }),
                      let last = word.lastIndex(where: { !asciiEdgePunctuation.contains($0) }) else { continue }
                words.append(String(decoding: word[first...last], as: UTF8.self))
            }
            return words
        }
        return words ?? nil
    }

    /// `edgePunctuation` as bytes.
    private static let asciiEdgePunctuation = Set(".,:;!?\"'*()[]".utf8)

    /// `text` without its parenthesised remarks: `potatoes (firm/waxy)` → `potatoes `.
    private static func removingParentheses(_ text: String) -> String {
        var depth = 0
        var kept = ""
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 { kept.append(character) }
        }
        return kept
    }

    private static let edgePunctuation = Set(".,:;!?\"'*()[]")
}
