/// The search index: every recipe's folded name in one byte buffer, and the folded ingredient
/// keys and tags with the recipes that carry them. A query scans the names byte by byte and
/// the (much smaller) vocabulary of terms, then takes the best ranks in name order.
struct SearchIndex {
    /// Recipe positions sorted by folded name, then id: the order of every list and tie-break.
    let nameOrder: [Int32]
    private let nameBytes: [UInt8]
    private let nameStarts: [Int]
    private let terms: [(bytes: [UInt8], postings: [Int32])]

    init(_ recipes: [Recipe]) {
        let folded = recipes.map { TextFolding.fold($0.name) }
        nameOrder = recipes.indices.sorted { a, b in
            folded[a] != folded[b] ? folded[a] < folded[b] : recipes[a].id < recipes[b].id
        }.map { Int32($0) }
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        starts.reserveCapacity(recipes.count + 1)
        for name in folded {
            bytes.append(contentsOf: name.utf8)
            starts.append(bytes.count)
        }
        nameBytes = bytes
        nameStarts = starts
        var postings: [String: Set<Int32>] = [:]
        for (position, recipe) in recipes.enumerated() {
            for key in recipe.ingredients.map(\.key.rawValue) + recipe.tags.map(TextFolding.fold) {
                postings[key, default: []].insert(Int32(position))
            }
        }
        terms = postings.map { (Array($0.key.utf8), $0.value.sorted()) }
    }

    /// The best `limit` recipe positions for `query`, best rank first, then name order.
    func search(_ query: String, limit: Int) -> [(position: Int32, rank: SearchRank)] {
        let needle = Array(TextFolding.fold(query).trimmingCharacters(in: .whitespaces).utf8)
        guard !needle.isEmpty, limit > 0 else { return [] }
        let none = UInt8.max
        var ranks = [UInt8](repeating: none, count: nameOrder.count)
        nameBytes.withUnsafeBufferPointer { buffer in
            for position in 0..<nameOrder.count {
                let name = UnsafeBufferPointer(rebasing: buffer[nameStarts[position]..<nameStarts[position + 1]])
                if let rank = Self.rank(of: needle, in: name, exact: .exactName, prefix: .namePrefix,
                                        word: .nameWord, inside: .nameInside) {
                    ranks[position] = UInt8(rank.rawValue)
                }
            }
        }
        for term in terms {
            let rank = term.bytes.withUnsafeBufferPointer {
                Self.rank(of: needle, in: $0, exact: .ingredientOrTagWord, prefix: .ingredientOrTagWord,
                          word: .ingredientOrTagWord, inside: .ingredientOrTagInside)
            }
            guard let rank else { continue }
            for position in term.postings where ranks[Int(position)] > UInt8(rank.rawValue) {
                ranks[Int(position)] = UInt8(rank.rawValue)
            }
        }
        var buckets = [[Int32]](repeating: [], count: SearchRank.allCases.count)
        for position in nameOrder {
            let rank = ranks[Int(position)]
            if rank != none, buckets[Int(rank)].count < limit { buckets[Int(rank)].append(position) }
        }
        var hits: [(position: Int32, rank: SearchRank)] = []
        for (rank, bucket) in buckets.enumerated() {
            for position in bucket where hits.count < limit { hits.append((position, SearchRank(rawValue: rank)!)) }
        }
        return hits
    }

    /// How `needle` occurs in `text`: exactly, as a prefix, at a word start, inside a word,
    /// or not at all.
    private static func rank(of needle: [UInt8], in text: UnsafeBufferPointer<UInt8>, exact: SearchRank,
                             prefix: SearchRank, word: SearchRank, inside: SearchRank) -> SearchRank? {
        guard text.count >= needle.count else { return nil }
        var best: SearchRank?
        let first = needle[0]
        var at = 0
        while at + needle.count <= text.count {
            defer { at += 1 }
            guard text[at] == first, Self.matches(needle, text, at) else { continue }
            if at == 0 { return text.count == needle.count ? exact : prefix }
            if !TextFolding.isWordByte(text[at - 1]) || Self.startsCJKCharacter(text, at) { return word }
            if best == nil { best = inside }
        }
        return best
    }

    /// Whether `needle` occurs in `text` at `at` (which leaves room for it).
    @inline(__always)
    private static func matches(_ needle: [UInt8], _ text: UnsafeBufferPointer<UInt8>, _ at: Int) -> Bool {
        for offset in 1..<needle.count where text[at + offset] != needle[offset] { return false }
        return true
    }

    /// Whether a character starting at `at` begins there (not a UTF-8 continuation) and is
    /// CJK, where every character starts a word: 豆腐 is a word-start match in 麻婆豆腐.
    private static func startsCJKCharacter(_ text: UnsafeBufferPointer<UInt8>, _ at: Int) -> Bool {
        let lead = text[at]
        return (0xE3...0xED).contains(lead)
    }
}
