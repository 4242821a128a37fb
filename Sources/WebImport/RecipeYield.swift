import RecipeStore

/// Servings from a schema.org `recipeYield`: a number, `"4 servings"`, `"Serves 4-6"`,
/// `"Makes 6 flatbreads"`, `"4.0"`, `"4人分"`, a `QuantitativeValue`, or an array of such. The
/// first number is the servings, the upper end of a range (`Serves 4-6` is 6: enough for six,
/// as recipe-scrapers reads it); the text is kept as well when it says more than a count of
/// servings (`Makes 6 flatbreads`, `Serves 4-6`).
struct RecipeYield: Equatable {
    /// The first whole number stated (the upper end of a range).
    let servings: Int?
    /// The yield as written, when it says more than a number of servings; nil otherwise.
    let text: String?

    /// Words that only restate that the number counts servings.
    private static let servingWords: Set<String> = ["serving", "servings", "serves", "serve", "people", "persons", "person", "portion", "portions", "yield", "yields", "makes"]

    init(_ value: JSONValue?) {
        let texts = SchemaText.lines(value)
        var servings: Int?
        var wordy: [String] = []
        for text in texts {
            let words = text.split(whereSeparator: { $0.isWhitespace || $0 == ":" }).map { String($0).lowercased() }
            if servings == nil, let number = words.lazy.compactMap(Self.leadingNumber).first { servings = number }
            // Kept as written when it names what is made, or gives a range (`Serves 4-6`).
            let saysMore = words.contains { word in
                Self.leadingNumber(word) == nil ? !Self.servingWords.contains(word) : word.contains { $0 == "-" || $0 == "–" }
            }
            if saysMore { wordy.append(text) }
        }
        self.servings = servings
        self.text = wordy.isEmpty ? nil : wordy.joined(separator: "; ")
    }

    /// `4`, `4.0`, `4人分` → 4, `4-6`, `4–6` → 6; nil for a word that does not start with a
    /// whole number (`4.5` servings, `4th`, `4x`).
    private static func leadingNumber(_ word: String) -> Int? {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        var rest = word.dropFirst(digits.count)
        // `4.0`, `4,0`: a whole number written with a decimal.
        if let mark = rest.first, mark == "." || mark == ",", rest.dropFirst().allSatisfy({ $0 == "0" }), rest.count > 1 { rest = "" }
        guard !digits.isEmpty, let number = Int(digits), number > 0, number <= 1_000_000 else { return nil }
        if let dash = rest.first, dash == "-" || dash == "–" {
            let high = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard let upper = Int(high), upper >= number, upper <= 1_000_000 else { return number }
            return upper
        }
        // `4人分`, `4人前`, `4名`: a count followed by a word of a script written without spaces.
        guard rest.isEmpty || rest.unicodeScalars.first.map(Self.isUnspacedScript) == true else { return nil }
        return number
    }

    /// Whether `scalar` is Han, Hiragana, Katakana or Hangul: scripts that put the counter word
    /// right after the number.
    private static func isUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF: true
        default: false
        }
    }
}
