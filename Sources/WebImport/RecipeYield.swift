import RecipeStore

/// Servings from a schema.org `recipeYield`: a number, `"4 servings"`, `"Serves 4-6"`,
/// `"Makes 6 flatbreads"`, or an array of such. The first number is the servings; the text is
/// kept as well when it says more than a count of servings (`Makes 6 flatbreads`).
struct RecipeYield: Equatable {
    /// The first whole number stated (the low end of a range).
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

    /// `4`, `4-6`, `4–6` → 4; nil for a word that does not start with a whole number.
    private static func leadingNumber(_ word: String) -> Int? {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        let rest = word.dropFirst(digits.count)
        guard !digits.isEmpty, rest.isEmpty || rest.first == "-" || rest.first == "–", let number = Int(digits), number > 0, number <= 1_000_000 else { return nil }
        return number
    }
}
