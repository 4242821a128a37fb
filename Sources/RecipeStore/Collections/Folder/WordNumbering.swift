/// Numbers for the description and step words of files edited in place, in an archive's
/// vocabulary (`ArchiveMap`): a word the vocabulary has keeps its number, a new word gets the
/// next one and is appended (`added`), so every unchanged record's numbers stay valid.
struct WordNumbering {
    /// The words to append to the vocabulary, in number order.
    private(set) var added: [[UInt8]] = []
    private var wanted = WordNumbers(capacity: 256)
    private var numberOf: [Int] = []

    /// Numbers for every word in `lists` (space-separated word lists, `SearchFacts`), found in
    /// `map`'s vocabulary by one pass over it.
    init(_ lists: [String], in map: ArchiveMap) {
        for list in lists { SearchFacts.forEachWord(in: list) { wanted.number($0) } }
        numberOf = [Int](repeating: -1, count: wanted.count)
        var found = 0
        map.head.withUnsafeBufferPointer { all in
            for (number, range) in map.words.enumerated() where found < numberOf.count {
                if let word = wanted.find(UnsafeBufferPointer(rebasing: all[range])), numberOf[word] < 0 {
                    numberOf[word] = number
                    found += 1
                }
            }
        }
        for (word, number) in numberOf.enumerated() where number < 0 {
            numberOf[word] = map.words.count + added.count
            added.append(Array(wanted.word(word)))
        }
    }

    /// The numbers of `list`'s words (one of the lists given at the start).
    func numbers(_ list: String) -> [UInt32] {
        var numbers: [UInt32] = []
        SearchFacts.forEachWord(in: list) { word in
            guard let known = wanted.find(word) else { preconditionFailure("a word list not given to WordNumbering") }
            numbers.append(UInt32(numberOf[known]))
        }
        return numbers
    }
}
