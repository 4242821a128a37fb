/// A file's lines as byte ranges into its UTF-8 (new lines excluded), and the file position
/// (line and column) of any byte, for errors.
struct FileLines {
    /// The file's UTF-8; valid while the parse that made this runs.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Each line's bytes, without its new line; an empty file has one empty line, and a final
    /// new line adds none.
    private(set) var ranges: [Range<Int>] = []
    /// The work counter of the parse of this file (`ParseWork`), nil when none counts.
    let work = ParseWork.current

    /// Splits `bytes` at any new line character (U+000A–U+000D, U+0085, U+2028, U+2029), `\r\n`
    /// counting once.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var ranges: [Range<Int>] = []                    // filled here, then stored once
        ranges.reserveCapacity(bytes.count / 16 + 1)     // transient: room for short lines, no regrowth
        var start = 0, index = 0
        while let found = ByteSearch.firstIndex(in: bytes, from: index, chunks: Self.newlineStarts, matches: Self.newlineStarts,
                                                isMatch: Self.mayStartNewline) {
            let newline = bytes[found] == 0x0A ? 1 : Self.newlineLength(bytes, at: found)   // `\n`: most new lines
            index = found + max(newline, 1)
            guard newline > 0 else { continue }
            ranges.append(start..<found)
            while index < bytes.count, bytes[index] == 0x0A {    // blank lines: taken without a search each
                ranges.append(index..<index)
                index += 1
            }
            start = index
        }
        if start < bytes.count || ranges.isEmpty { ranges.append(start..<bytes.count) }
        self.ranges = ranges
    }

    /// Whether `byte` may start a new line: U+000A–U+000D, or the first byte of U+0085 or of
    /// U+2028 and U+2029 (below 0x0A too, to keep the word test cheap).
    @inline(__always)
    private static func mayStartNewline(_ byte: UInt8) -> Bool { byte <= 0x0D || byte == 0xC2 || byte == 0xE2 }

    /// The bytes of `chunk` that may start a new line.
    @inline(__always)
    private static func newlineStarts(_ chunk: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
        chunk .< SIMD16(repeating: 0x0E) .| chunk .== SIMD16(repeating: 0xC2) .| chunk .== SIMD16(repeating: 0xE2)
    }

    /// The bytes of `word` that may start a new line (as `ByteSearch` flags them).
    @inline(__always)
    private static func newlineStarts(_ word: UInt64) -> UInt64 {
        ByteSearch.bytes(below: 0x0E, in: word) | ByteSearch.bytes(equalTo: 0xC2, in: word) | ByteSearch.bytes(equalTo: 0xE2, in: word)
    }

    /// The length of the new line at `index` (`\r\n` is one), or 0 when there is none.
    @inline(__always)
    private static func newlineLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0x0A...0x0C: return 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0                  // U+0085
        case 0xE2:                                                                                    // U+2028, U+2029
            return index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// Line `index` (0-based) as a slice of the file.
    subscript(index: Int) -> Slice<UnsafeBufferPointer<UInt8>> { bytes[ranges[index]] }

    /// The lines `range` (0-based), each as a buffer of its own (indexed from 0), as the front
    /// matter readers take them.
    func lines(_ range: Range<Int>) -> [UnsafeBufferPointer<UInt8>] { range.map { UnsafeBufferPointer(rebasing: self[$0]) } }

    /// A place in the file: a byte offset and its 1-based line and column (in scalars).
    struct Position {
        let offset: Int
        let line: Int
        let column: Int
    }

    /// The position of the byte at `offset`; an offset at a line's end (or in its new line) is on
    /// that line, just after its last scalar. Given a `known` position earlier on the same line,
    /// columns are counted from there, so many errors on one long line cost one count, not one
    /// each (issue #11).
    func position(of offset: Int, countingFrom known: Position? = nil) -> Position {
        let low = ranges.lastIndex(keyAtMost: offset) { work?.add(1); return $0.lowerBound }
        var from = ranges[low].lowerBound, column = 1
        let end = min(offset, ranges[low].upperBound)
        if let known, known.line == low + 1, known.offset <= end { (from, column) = (known.offset, known.column) }
        work?.add(max(from, end) - from)
        column += bytes[from..<max(from, end)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return Position(offset: end, line: low + 1, column: column)
    }
}
