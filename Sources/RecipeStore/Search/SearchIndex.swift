#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name index: every recipe's folded name in one byte buffer, in name order. A query scans
/// the names with `memchr` and the (much smaller) vocabulary of ingredient and tag terms
/// (`IngredientIndex`, built on first use), then takes the best ranks in name order.
struct SearchIndex {
    /// Recipe positions sorted by folded name, then id: the order of every list and tie-break.
    let nameOrder: [Int32]
    private let nameBytes: [UInt8]
    private let nameStarts: [Int]

    /// Indexes the names of `recipes`.
    init(_ recipes: [Recipe]) {
        self.init(names: recipes.map(\.name), ids: recipes.map(\.id))
    }

    /// Indexes `names`, the names of the recipes with `ids` (in the same order).
    init(names: [String], ids: [RecipeID]) {
        let folded = names.map { Array(TextFolding.fold($0).utf8) }
        nameOrder = names.indices.sorted { a, b in
            folded[a] != folded[b] ? folded[a].lexicographicallyPrecedes(folded[b]) : ids[a] < ids[b]
        }.map { Int32($0) }
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        starts.reserveCapacity(names.count + 1)
        for name in folded {
            bytes.append(contentsOf: name)
            starts.append(bytes.count)
        }
        nameBytes = bytes
        nameStarts = starts
    }

    /// An index from parts already computed (read back from an on-disk index).
    init(nameOrder: [Int32], nameBytes: [UInt8], nameStarts: [Int]) {
        self.nameOrder = nameOrder
        self.nameBytes = nameBytes
        self.nameStarts = nameStarts
    }

    /// Folded name bytes and their starts (one more than the recipes), for writing an index.
    var nameParts: (bytes: [UInt8], starts: [Int]) { (nameBytes, nameStarts) }

    /// The best `limit` recipe positions for `query`, best rank first, then name order;
    /// `terms` gives the ingredient and tag vocabulary, asked for only when names alone do
    /// not fill the limit.
    func search(_ query: String, limit: Int, terms: () -> [(bytes: [UInt8], postings: [Int32])]) -> [(position: Int32, rank: SearchRank)] {
        let needle = Array(TextFolding.fold(query).trimmed().utf8)
        guard !needle.isEmpty, limit > 0 else { return [] }
        let none = UInt8.max
        var ranks = [UInt8](repeating: none, count: nameOrder.count)
        let wordMatches = scanNames(for: needle, into: &ranks)
        // Ingredient and tag matches rank below word-start name matches; when those alone fill
        // the limit, no term can make the cut, so the (posting-heavy) term pass is skipped.
        for term in wordMatches < limit ? terms() : [] {
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

    /// Ranks every name containing `needle` in one pass over the name buffer: each occurrence
    /// is mapped to its recipe (occurrences come in buffer order, so a cursor suffices), and a
    /// name is left as soon as it has a word-start match, the best a later occurrence could give.
    /// Returns how many recipes matched at a word start or better.
    private func scanNames(for needle: [UInt8], into ranks: inout [UInt8]) -> Int {
        let count = needle.count
        var wordMatches = 0
        nameBytes.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { pattern in
                let first = pattern[0]
                var recipe = 0
                var at = 0
                let base = text.baseAddress!
                while at + count <= text.count {
                    // memchr (vectorised in libc) finds the next candidate first byte.
                    guard let hit = memchr(base + at, Int32(first), text.count - count + 1 - at) else { break }
                    at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    guard Self.matches(pattern, text, at) else { at += 1; continue }
                    while nameStarts[recipe + 1] <= at { recipe += 1 }
                    let start = nameStarts[recipe], end = nameStarts[recipe + 1]
                    guard at + count <= end else { at += 1; continue }
                    let rank: SearchRank
                    if at == start {
                        rank = end - start == count ? .exactName : .namePrefix
                    } else if !TextFolding.isWordByte(text[at - 1]) || Self.startsCJKCharacter(text, at) {
                        rank = .nameWord
                    } else {
                        rank = .nameInside
                    }
                    if rank <= .nameWord, ranks[recipe] > UInt8(SearchRank.nameWord.rawValue) { wordMatches += 1 }
                    ranks[recipe] = min(ranks[recipe], UInt8(rank.rawValue))
                    at = rank == .nameInside ? at + 1 : end
                }
            }
        }
        return wordMatches
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
            guard text[at] == first, needle.withUnsafeBufferPointer({ Self.matches($0, text, at) }) else { continue }
            if at == 0 { return text.count == needle.count ? exact : prefix }
            if !TextFolding.isWordByte(text[at - 1]) || Self.startsCJKCharacter(text, at) { return word }
            if best == nil { best = inside }
        }
        return best
    }

    /// Whether `needle` occurs in `text` at `at` (which leaves room for it).
    @inline(__always)
    private static func matches(_ needle: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, _ at: Int) -> Bool {
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
