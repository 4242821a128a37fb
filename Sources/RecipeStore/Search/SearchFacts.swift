/// What search knows of a recipe besides its name, id, category, tags and ingredients: the
/// words of its description and steps, its total time and servings. Kept in the on-disk index
/// (and a folder's archive), so searching never reads recipe bodies.
struct SearchFacts: Equatable {
    /// Distinct folded words of the description (common words left out).
    let summaryWords: [String]
    /// Distinct folded words of the steps (common words left out).
    let stepWords: [String]
    /// Total time in minutes: the total given, else prep + cook; nil when unknown.
    let totalMinutes: Int?
    /// Servings, when known.
    let servings: Int?

    init(summaryWords: [String], stepWords: [String], totalMinutes: Int?, servings: Int?) {
        self.summaryWords = summaryWords
        self.stepWords = stepWords
        self.totalMinutes = totalMinutes
        self.servings = servings
    }

    /// The facts of `recipe`.
    init(_ recipe: Recipe) {
        let total = recipe.totalMinutes ?? {
            guard recipe.prepMinutes != nil || recipe.cookMinutes != nil else { return nil }
            return (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0)
        }()
        self.init(summaryWords: Self.words(of: recipe.summary), stepWords: Self.words(of: recipe.steps.joined(separator: "\n")),
                  totalMinutes: total, servings: recipe.servings)
    }

    /// The distinct folded words of `text`, in order of first use: runs of letters and digits,
    /// each CJK character a word of its own; single ASCII letters and the commonest English
    /// words (which would match nearly every recipe) are left out.
    static func words(of text: String) -> [String] {
        var seen = Set<String>(), words: [String] = []
        func add(_ word: String) {
            guard !(word.utf8.count == 1 && word.utf8.first! < 0x80), !stopWords.contains(word), seen.insert(word).inserted else { return }
            words.append(word)
        }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (most recipe text): bytes lowercased in place, no folding, no scalar properties.
            var current: [UInt8] = []
            for byte in text.utf8 {
                if TextFolding.isWordByte(byte) {
                    current.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
                } else if !current.isEmpty {
                    add(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
            }
            if !current.isEmpty { add(String(decoding: current, as: UTF8.self)) }
            return words
        }
        var current = String.UnicodeScalarView()
        for scalar in TextFolding.fold(text).unicodeScalars {
            if isCJK(scalar) {
                if !current.isEmpty { add(String(current)); current = String.UnicodeScalarView() }
                add(String(scalar))
            } else if scalar.isASCII ? TextFolding.isWordByte(UInt8(scalar.value)) : scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(scalar)
            } else if !current.isEmpty {
                add(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { add(String(current)) }
        return words
    }

    /// The query words searched by character in texts, as `words(of:)` splits them.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        (0x2E80...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value)
    }

    /// Words too common in recipe text to tell recipes apart.
    static let stopWords: Set<String> = [
        "the", "and", "a", "an", "to", "of", "in", "on", "with", "for", "or", "is", "it", "into", "until", "then",
        "at", "by", "from", "as", "be", "are", "this", "that", "your", "you", "over", "about", "if", "so", "up",
    ]
}
