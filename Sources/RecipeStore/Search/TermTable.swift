/// A vocabulary of folded terms (tags, ingredient keys, the words of descriptions or steps),
/// each with the recipe positions that carry it: search matches a query word against the
/// vocabulary, which is far smaller than the texts it comes from.
struct TermTable {
    /// The terms' folded bytes and postings (recipe positions, ascending).
    let terms: [(bytes: [UInt8], postings: [Int32])]

    /// Terms from each recipe's list (one list per position, already folded), numbered as they are met.
    init(lists: [[String]]) {
        var number: [String: Int] = [:], texts: [String] = [], postings: [[Int32]] = []
        for (position, list) in lists.enumerated() {
            for term in list where !term.isEmpty {
                let index = number[term] ?? {
                    texts.append(term)
                    postings.append([])
                    number[term] = texts.count - 1
                    return texts.count - 1
                }()
                if postings[index].last != Int32(position) { postings[index].append(Int32(position)) }
            }
        }
        terms = zip(texts, postings).map { (Array($0.utf8), $1) }
    }

    /// Terms already built (read back from an index).
    init(terms: [(bytes: [UInt8], postings: [Int32])]) { self.terms = terms }

    /// Every term in which `needle` starts a word (or is the whole term), with how it matched.
    func matching(_ needle: [UInt8]) -> [(term: Int, match: TextMatch)] {
        guard !needle.isEmpty else { return [] }
        var found: [(term: Int, match: TextMatch)] = []
        for (index, term) in terms.enumerated() where term.bytes.count >= needle.count {
            let match = term.bytes.withUnsafeBufferPointer { TextMatch.best(of: needle, in: $0) }
            if let match, match != .inside { found.append((index, match)) }
        }
        return found
    }

    /// Every term holding `words` (folded, space-separated) as whole words.
    func holding(words needle: [UInt8]) -> [Int] {
        terms.indices.filter { index in
            let bytes = terms[index].bytes
            guard bytes.count >= needle.count else { return false }
            var at = 0
            while at + needle.count <= bytes.count {
                defer { at += 1 }
                guard bytes[at..<(at + needle.count)].elementsEqual(needle) else { continue }
                let before = at == 0 || !TextFolding.isWordByte(bytes[at - 1])
                let after = at + needle.count == bytes.count || !TextFolding.isWordByte(bytes[at + needle.count])
                if before, after { return true }
            }
            return false
        }
    }
}
