/// What search knows of a recipe besides its name, id, category, tags and ingredients: the
/// words of its description and steps, its total time and servings. Kept in the on-disk index
/// (and a folder's archive), so searching never reads recipe bodies.
struct SearchFacts: Equatable {
    /// Distinct folded words of the description (common words left out), space-separated:
    /// one string per recipe to store and compare, not one per word.
    let summaryWords: String
    /// Distinct folded words of the steps, likewise.
    let stepWords: String
    /// Total time in minutes: the total given, else prep + cook; nil when unknown.
    let totalMinutes: Int?
    /// Servings, when known.
    let servings: Int?

    init(summaryWords: String, stepWords: String, totalMinutes: Int?, servings: Int?) {
        self.summaryWords = summaryWords
        self.stepWords = stepWords
        self.totalMinutes = totalMinutes
        self.servings = servings
    }

    /// The facts of `recipe`; without `words`, the description and step words are left empty.
    init(_ recipe: Recipe, words: Bool = true) {
        let total = recipe.totalMinutes ?? {
            guard recipe.prepMinutes != nil || recipe.cookMinutes != nil else { return nil }
            return (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0)
        }()
        self.init(summaryWords: words ? Self.wordList(of: [recipe.summary]) : "", stepWords: words ? Self.wordList(of: recipe.steps) : "",
                  totalMinutes: total, servings: recipe.servings)
    }

    /// Calls `body` with the bytes of each word of a space-separated list (`summaryWords`,
    /// `stepWords`), without making a string of any.
    static func forEachWord(in words: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var words = words
        words.withUTF8 { buffer in
            var start = 0
            for index in 0...buffer.count where index == buffer.count || buffer[index] == 0x20 {
                if index > start { body(UnsafeBufferPointer(rebasing: buffer[start..<index])) }
                start = index + 1
            }
        }
    }

    /// The distinct folded words of `text`, in order of first use: runs of letters and digits,
    /// each CJK character a word of its own; single ASCII letters and the commonest English
    /// words (which would match nearly every recipe) are left out.
    static func words(of text: String) -> [String] {
        wordList(of: [text]).split(separator: " ").map(String.init)
    }

    /// The distinct words of `texts` as `words(of:)` finds them, space-separated. Bytes all
    /// the way: a run of ASCII (most recipe text) is lowercased as bytes and numbered without
    /// becoming a string; only a run with other characters is folded and split by their
    /// Unicode properties.
    static func wordList(of texts: [String]) -> String {
        var numbers = WordNumbers(capacity: 128)
        var output: [UInt8] = []
        output.reserveCapacity(1_024)
        func add(_ word: UnsafeBufferPointer<UInt8>) {
            // A word met before is skipped before the stop-word check ("the" is looked up once per recipe).
            guard word.count > 1 || word.first.map({ $0 >= 0x80 }) == true, numbers.number(word).isNew, !isStopWord(word) else { return }
            if !output.isEmpty { output.append(0x20) }
            output.append(contentsOf: word)
        }
        var scratch: [UInt8] = []
        for text in texts {
            var text = text
            text.withUTF8 { bytes in
                var at = 0
                while at < bytes.count {
                    // A run of word bytes (ASCII letters and digits, or any non-ASCII byte).
                    guard TextFolding.isWordByte(bytes[at]) else { at += 1; continue }
                    let start = at
                    var ascii = true, upper = false
                    while at < bytes.count, TextFolding.isWordByte(bytes[at]) {
                        let byte = bytes[at]
                        if byte >= 0x80 { ascii = false } else if byte <= 0x5A, byte >= 0x41 { upper = true }
                        at += 1
                    }
                    let run = UnsafeBufferPointer(rebasing: bytes[start..<at])
                    if !ascii {
                        splitFolded(String(decoding: run, as: UTF8.self)) { word in
                            var word = word
                            word.withUTF8(add)
                        }
                    } else if upper {
                        scratch.removeAll(keepingCapacity: true)
                        for byte in run { scratch.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) }
                        scratch.withUnsafeBufferPointer(add)
                    } else {
                        add(run)
                    }
                }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `word` is one of `stopWords` (all of five bytes or fewer), by its bytes packed
    /// into an integer: no string is made.
    private static func isStopWord(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count <= 5 else { return false }
        let key = word.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        var low = 0, high = stopWordKeys.count
        while low < high {
            let middle = (low + high) / 2
            if stopWordKeys[middle] == key { return true }
            if stopWordKeys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return false
    }

    private static let stopWordKeys: [UInt64] = stopWords.map { $0.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }.sorted()

    /// The words of `text` (holding non-ASCII characters) folded: letters and digits of any
    /// script, each CJK character a word of its own.
    private static func splitFolded(_ text: String, into add: (String) -> Void) {
        var current = String.UnicodeScalarView()
        for scalar in TextFolding.fold(text).unicodeScalars {
            if isCJK(scalar), scalar.properties.isAlphabetic {
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
