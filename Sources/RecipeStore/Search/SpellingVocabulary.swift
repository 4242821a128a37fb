/// Every word a collection spells — in its names, ids, tags, ingredients, descriptions and
/// steps — with how often it is used, for typo tolerance (issue #34): the words a typed word
/// not among them is near (`chiken` → `chicken`), and the nearest one to suggest when a query
/// finds nothing. Made from the corpus's own tables (nothing is read from disk) on the first
/// query that needs it, then kept (`SpellingCache`).
final class SpellingVocabulary {
    private var numbers = WordNumbers(capacity: 4_096)
    /// How many times each word is used (recipes, summed over the fields).
    private var uses: [Int32] = []
    /// Each word's Unicode scalars, back to back, and where each starts (one more: the end).
    private var scalars: [UInt32] = []
    private var scalarStarts: [Int32] = [0]
    /// Word numbers by length in scalars (the last holds every longer word).
    private var byLength = [[Int32]](repeating: [], count: SpellingVocabulary.longest + 1)
    private static let longest = 40

    init(_ corpus: SearchCorpus) {
        for texts in [corpus.names, corpus.ids] {
            for position in 0..<(texts.starts.count - 1) { addWords(of: texts.text(position), uses: 1) }
        }
        for table in [corpus.tags, corpus.ingredients, corpus.summaryWords, corpus.stepWords] {
            for term in 0..<table.count { addWords(of: table.texts.text(term), uses: table.postings[term].count) }
        }
    }

    /// The words of `text` (folded bytes), each used `count` more times; words holding
    /// characters searched one by one (CJK, Thai) are left out.
    private func addWords(of text: ArraySlice<UInt8>, uses count: Int) {
        text.withUnsafeBufferPointer { bytes in
            var at = 0
            while at < bytes.count {
                guard TextFolding.isWordByte(bytes[at]) else { at += 1; continue }
                let start = at
                var ascii = true
                while at < bytes.count, TextFolding.isWordByte(bytes[at]) {
                    if bytes[at] >= 0x80 { ascii = false }
                    at += 1
                }
                add(UnsafeBufferPointer(rebasing: bytes[start..<at]), ascii: ascii, uses: count)
            }
        }
    }

    private func add(_ word: UnsafeBufferPointer<UInt8>, ascii: Bool, uses count: Int) {
        guard word.count >= 2 else { return }
        let (number, isNew) = numbers.number(word)
        if isNew {
            var values: [UInt32] = []
            if ascii {
                values = word.map { UInt32($0) }
            } else {
                values = String(decoding: word, as: UTF8.self).unicodeScalars.map(\.value)
                guard !values.contains(where: { Unicode.Scalar($0).map(PhraseMatcher.isSingle) ?? true }) else {
                    uses.append(0)
                    scalarStarts.append(Int32(scalars.count))
                    return
                }
            }
            scalars += values
            scalarStarts.append(Int32(scalars.count))
            uses.append(0)
            byLength[min(values.count, Self.longest)].append(Int32(number))
        }
        uses[number] += Int32(clamping: count)
    }

    /// Whether `word` (folded) is a word of the collection.
    func contains(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { numbers.find($0) } != nil
    }

    /// The edits a typed word of `length` letters may be away: none under 4 letters, one from
    /// 4, two from 8 (issue #34).
    static func typoLimit(letters length: Int) -> Int { length >= 8 ? 2 : length >= 4 ? 1 : 0 }

    /// Whether `word` (folded) is one typo tolerance applies to: letters only (no digits, no
    /// characters searched one by one), at least 4 of them.
    static func isEligible(_ word: String) -> Bool {
        let scalars = word.unicodeScalars
        return scalars.count >= 4 && scalars.allSatisfy { $0.properties.isAlphabetic && !PhraseMatcher.isSingle($0) }
    }

    /// The words at most `limit` edits from `word` (folded), that do not start with it (those
    /// it finds already), nearest first, then the most used, at most `count` of them.
    func neighbours(of word: String, limit: Int, count: Int) -> [(word: [UInt8], distance: Int)] {
        let typed = word.unicodeScalars.map(\.value)
        guard typed.count - limit <= Self.longest else { return [] }
        let prefix = Array(word.utf8)
        var measure = EditDistance(from: typed, limit: limit)
        var found: [(number: Int, distance: Int)] = []
        scalars.withUnsafeBufferPointer { all in
            for length in max(1, typed.count - limit)...min(Self.longest, typed.count + limit) {
                for number in byLength[length] {
                    let start = Int(scalarStarts[Int(number)]), end = Int(scalarStarts[Int(number) + 1])
                    guard let distance = measure.to(UnsafeBufferPointer(rebasing: all[start..<end])) else { continue }
                    let bytes = numbers.word(Int(number))
                    if bytes.starts(with: prefix) { continue }
                    found.append((Int(number), distance))
                }
            }
        }
        found.sort { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            if uses[a.number] != uses[b.number] { return uses[a.number] > uses[b.number] }
            return numbers.word(a.number).lexicographicallyPrecedes(numbers.word(b.number))
        }
        return found.prefix(count).map { (Array(numbers.word($0.number)), $0.distance) }
    }

    /// The word nearest `word` (folded) within `limit` edits — the most used among the
    /// nearest — or nil.
    func nearest(to word: String, limit: Int) -> String? {
        neighbours(of: word, limit: limit, count: 1).first.map { String(decoding: $0.word, as: UTF8.self) }
    }
}

/// Where a corpus keeps its `SpellingVocabulary` once made: the corpus is a value copied into
/// every query, the vocabulary is made once per store.
final class SpellingCache {
    private var vocabulary: SpellingVocabulary?

    /// Whether the vocabulary has been made (a word the collection holds never needs it).
    var isMade: Bool { vocabulary != nil }

    /// The vocabulary of `corpus` (made on the first call).
    func vocabulary(of corpus: SearchCorpus) -> SpellingVocabulary {
        if let vocabulary { return vocabulary }
        let made = SpellingVocabulary(corpus)
        vocabulary = made
        return made
    }
}
