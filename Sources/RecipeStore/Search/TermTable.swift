/// A vocabulary of folded terms (tags, ingredient keys, the words of descriptions or steps),
/// each with the recipe positions that carry it: search matches a query word against the
/// vocabulary, which is far smaller than the texts it comes from. The terms are packed in one
/// buffer (`FoldedTexts`), so matching is one `memchr` scan, however many terms there are.
struct TermTable {
    /// The terms' folded bytes, by term number.
    let texts: FoldedTexts
    /// Each term's recipe positions.
    let postings: [[Int32]]

    /// Terms from each recipe's list (one list per position, already folded), numbered as they are met.
    init(lists: [[String]]) {
        self.init(count: lists.count) { position, add in
            for term in lists[position] where !term.isEmpty {
                var term = term
                term.withUTF8 { add($0) }
            }
        }
    }

    /// Terms from each recipe's space-separated word list (`SearchFacts`).
    init(wordLists: [String]) {
        self.init(count: wordLists.count) { position, add in SearchFacts.forEachWord(in: wordLists[position], add) }
    }

    /// Terms that `terms` gives for each of `count` positions, in position order.
    private init(count: Int, terms: (Int, (UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        var numbers = WordNumbers(capacity: 1_024), postings: [[Int32]] = []
        for position in 0..<count {
            terms(position) { bytes in
                let (index, isNew) = numbers.number(bytes)
                if isNew { postings.append([]) }
                if postings[index].last != Int32(position) { postings[index].append(Int32(position)) }
            }
        }
        self.init(terms: zip(numbers.words, postings).map { ($0, $1) })
    }

    /// Terms from each recipe's word numbers into `vocabulary` (one list per position), in the
    /// order they are met: the same table `init(wordLists:)` makes of the same words as text.
    init(numbers lists: [[UInt32]], vocabulary: [[UInt8]]) {
        var termOf = [Int32](repeating: -1, count: vocabulary.count), words: [UInt32] = [], postings: [[Int32]] = []
        for (position, list) in lists.enumerated() {
            for number in list where Int(number) < vocabulary.count && !vocabulary[Int(number)].isEmpty {
                if termOf[Int(number)] < 0 {
                    termOf[Int(number)] = Int32(words.count)
                    words.append(number)
                    postings.append([])
                }
                let term = Int(termOf[Int(number)])
                if postings[term].last != Int32(position) { postings[term].append(Int32(position)) }
            }
        }
        self.init(terms: zip(words, postings).map { (vocabulary[Int($0)], $1) })
    }

    /// Terms already built (read back from an index).
    init(terms: [(bytes: [UInt8], postings: [Int32])]) {
        var bytes: [UInt8] = [], starts = [0]
        for term in terms {
            bytes.append(contentsOf: term.bytes)
            starts.append(bytes.count)
        }
        texts = FoldedTexts(bytes: bytes, starts: starts)
        postings = terms.map(\.postings)
    }

    /// The number of terms.
    var count: Int { postings.count }

    /// The terms with their postings, for writing an index.
    var terms: [(bytes: [UInt8], postings: [Int32])] { postings.indices.map { (Array(texts.text($0)), postings[$0]) } }

    /// Term `number`'s text.
    func text(_ number: Int) -> String { String(decoding: texts.text(number), as: UTF8.self) }

    /// Every term in which `needle` starts a word (or is the whole term), with how it matched.
    func matching(_ needle: [UInt8]) -> [(term: Int, match: TextMatch)] {
        var found: [(term: Int, match: TextMatch)] = []
        texts.scan(for: needle) { term, match in
            if match != .inside { found.append((term, match)) }
        }
        return found
    }

    /// Every term holding `needle` anywhere, even inside a word: Thai, whose words the
    /// vocabularies keep as long runs, and the first word of a phrase (checked after).
    func containing(_ needle: ArraySlice<UInt8>) -> [Int] {
        var found: [Int] = []
        texts.forEachText(containing: needle) { term, _ in found.append(term) }
        return found
    }

    /// Whether `needle`, found in term `term` as `match`, is a whole word of it.
    func holdsWord(_ needle: [UInt8], term: Int, match: TextMatch) -> Bool {
        match == .whole || (match != .inside && Self.endsWord(needle, in: texts.text(term)))
    }

    /// Every term holding `words` (folded, space-separated) as whole words.
    func holding(words needle: [UInt8]) -> [Int] {
        var found: [Int] = []
        texts.scan(for: needle) { term, match in
            guard match != .inside else { return }
            let text = texts.text(term)
            if match == .whole || Self.endsWord(needle, in: text) { found.append(term) }
        }
        return found
    }

    /// Whether some word-start occurrence of `needle` in `text` also ends at a word's end.
    private static func endsWord(_ needle: [UInt8], in text: ArraySlice<UInt8>) -> Bool {
        var at = text.startIndex
        while at + needle.count <= text.endIndex {
            defer { at += 1 }
            guard text[at..<(at + needle.count)].elementsEqual(needle) else { continue }
            let before = at == text.startIndex || !TextFolding.isWordByte(text[at - 1])
            let after = at + needle.count == text.endIndex || !TextFolding.isWordByte(text[at + needle.count])
            if before, after { return true }
        }
        return false
    }
}
