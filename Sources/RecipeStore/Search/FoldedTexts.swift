import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folded text per recipe position (names, ids), back to back in one byte buffer, scanned
/// for a word with `memchr` in a single pass: the way search reads 100,000 names in a few
/// milliseconds.
struct FoldedTexts {
    /// The texts' bytes, in position order.
    let bytes: [UInt8]
    /// Where each text starts; one more entry than texts (the last is the end).
    let starts: [Int]

    /// `texts` folded and packed; a long list is folded in runs on every core (20,000 names
    /// took 6 ms on one), the runs joined in order.
    init(_ texts: [String]) {
        let run = 2_048, runs = (texts.count + run - 1) / run
        guard runs > 1 else {
            self.init(packing: texts[...])
            return
        }
        var folded = [FoldedTexts?](repeating: nil, count: runs)
        folded.withUnsafeMutableBufferPointer { results in
            // `nonisolated(unsafe)`: iteration `part` writes `shared[part]` alone (it reads only
            // `texts`, which no one changes), and `folded` is read after concurrentPerform returns.
            nonisolated(unsafe) let shared = results
            DispatchQueue.concurrentPerform(iterations: runs) { part in
                shared[part] = FoldedTexts(packing: texts[(part * run)..<min(texts.count, (part + 1) * run)])
            }
        }
        var bytes: [UInt8] = [], starts = [0]
        bytes.reserveCapacity(folded.reduce(0) { $0 + ($1?.bytes.count ?? 0) })
        starts.reserveCapacity(texts.count + 1)
        for part in folded {
            guard let part else { continue }
            let offset = bytes.count
            bytes += part.bytes
            starts += part.starts.dropFirst().map { $0 + offset }
        }
        self.init(bytes: bytes, starts: starts)
    }

    /// `texts` folded and packed, one after the other.
    private init(packing texts: ArraySlice<String>) {
        var bytes: [UInt8] = [], starts = [0]
        starts.reserveCapacity(texts.count + 1)
        for text in texts {
            bytes.append(contentsOf: TextFolding.fold(text).utf8)
            starts.append(bytes.count)
        }
        self.init(bytes: bytes, starts: starts)
    }

    /// Texts already folded and packed (read back from an index).
    init(bytes: [UInt8], starts: [Int]) {
        self.bytes = bytes
        self.starts = starts
    }

    /// The text at `position`.
    func text(_ position: Int) -> ArraySlice<UInt8> { bytes[starts[position]..<starts[position + 1]] }

    /// How `needle` occurs in each text, by position: `.whole`, `.prefix`, `.word` (at a word
    /// start) or `.inside`, the best of its occurrences; positions without it are absent.
    func scan(for needle: [UInt8], _ found: (Int, TextMatch) -> Void) {
        guard !needle.isEmpty else { return }
        let count = needle.count
        bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return }
            var recipe = 0, at = 0, bestOfRecipe: TextMatch?
            func flush() { if let best = bestOfRecipe { found(recipe, best) }; bestOfRecipe = nil }
            while at + count <= text.count {
                // memchr (vectorised in libc) finds the next candidate first byte.
                guard let hit = memchr(base + at, Int32(needle[0]), text.count - count + 1 - at) else { break }
                at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                guard needle.withUnsafeBufferPointer({ TextMatch.matches($0, text, at) }) else { at += 1; continue }
                if starts[recipe + 1] <= at {
                    flush()
                    while starts[recipe + 1] <= at { recipe += 1 }
                }
                let start = starts[recipe], end = starts[recipe + 1]
                guard at + count <= end else { at += 1; continue }
                let match = TextMatch.at(at, of: count, from: start, to: end, in: text)
                if bestOfRecipe.map({ match < $0 }) ?? true { bestOfRecipe = match }
                // A word-start match is the best a later occurrence could beat only by being
                // the prefix, which is already past: go to the next text.
                at = match == .inside ? at + 1 : end
            }
            flush()
        }
    }
}

extension FoldedTexts {
    /// Calls `body` once for each text holding `needle` anywhere, with its position and its
    /// bytes, in position order: the candidates a phrase is then looked for in (`PhraseMatcher`).
    func forEachText(containing needle: ArraySlice<UInt8>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        guard let first = needle.first else { return }
        let needle = Array(needle)
        bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return }
            var recipe = 0, at = 0
            while at + needle.count <= text.count {
                guard let hit = memchr(base + at, Int32(first), text.count - needle.count + 1 - at) else { break }
                at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                guard needle.count == 1 || needle.withUnsafeBufferPointer({ TextMatch.matches($0, text, at) }) else { at += 1; continue }
                while starts[recipe + 1] <= at { recipe += 1 }
                let start = starts[recipe], end = starts[recipe + 1]
                guard at + needle.count <= end else { at += 1; continue }
                body(recipe, UnsafeBufferPointer(rebasing: text[start..<end]))
                at = end
            }
        }
    }

    /// Whether the text at `position` holds `needle` as a whole word (starting and ending at
    /// word boundaries): `tomato` in "Tomato Soup", not in "Tomatoes".
    func holdsWord(_ needle: [UInt8], at position: Int) -> Bool {
        bytes.withUnsafeBufferPointer { text in
            let start = starts[position], end = starts[position + 1]
            var at = start
            while at + needle.count <= end {
                defer { at += 1 }
                guard text[at] == needle[0], needle.withUnsafeBufferPointer({ TextMatch.matches($0, text, at) }) else { continue }
                let before = at == start || TextMatch.at(at, of: needle.count, from: start, to: end, in: text) != .inside
                let after = at + needle.count == end || !TextFolding.isWordByte(text[at + needle.count])
                    || TextMatch.startsCJKCharacter(text, at + needle.count)
                if before, after { return true }
            }
            return false
        }
    }
}

/// How a needle sits in a text, best first.
enum TextMatch: Int, Comparable {
    /// The whole text.
    case whole
    /// The start of the text.
    case prefix
    /// The start of a word (after a space or punctuation, or any CJK character).
    case word
    /// Inside a word.
    case inside

    static func < (lhs: TextMatch, rhs: TextMatch) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The match at `at` of `count` bytes in the text `start..<end` of `text`.
    @inline(__always)
    static func at(_ at: Int, of count: Int, from start: Int, to end: Int, in text: UnsafeBufferPointer<UInt8>) -> TextMatch {
        if at == start { return end - start == count ? .whole : .prefix }
        return !TextFolding.isWordByte(text[at - 1]) || startsCJKCharacter(text, at) ? .word : .inside
    }

    /// The best match of `needle` in `text`, or nil.
    static func best(of needle: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> TextMatch? {
        guard !needle.isEmpty, text.count >= needle.count else { return nil }
        var best: TextMatch?
        var at = 0
        while at + needle.count <= text.count {
            defer { at += 1 }
            guard text[at] == needle[0], needle.withUnsafeBufferPointer({ matches($0, text, at) }) else { continue }
            let match = Self.at(at, of: needle.count, from: 0, to: text.count, in: text)
            if match != .inside { return match }
            best = .inside
        }
        return best
    }

    /// Whether `needle` occurs in `text` at `at` (which leaves room for it).
    @inline(__always)
    static func matches(_ needle: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, _ at: Int) -> Bool {
        for offset in 1..<needle.count where text[at + offset] != needle[offset] { return false }
        return true
    }

    /// Whether a character starting at `at` begins there (not a UTF-8 continuation) and is
    /// CJK, where every character starts a word: 豆腐 is a word-start match in 麻婆豆腐.
    @inline(__always)
    static func startsCJKCharacter(_ text: UnsafeBufferPointer<UInt8>, _ at: Int) -> Bool { (0xE3...0xED).contains(text[at]) }
}
