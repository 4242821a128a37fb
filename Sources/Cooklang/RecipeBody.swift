/// The recipe's body (the file's lines after any front matter) with `-- line comments` and
/// `[- block comments -]` removed, as lines of bytes in one buffer: the file's own bytes when the
/// body has no comment (most recipes), else a copy without the comments. Each byte still knows
/// its line and column in the file, for errors found later.
///
/// A block comment that spans lines joins them, as if it were not there. `--` inside a longer run
/// of dashes (`---`) is text, not a comment.
struct RecipeBody {
    /// The file the body is in.
    let file: FileLines
    /// The body without its comments; nil when it has none and `file`'s bytes are used.
    private var stripped: [UInt8]?
    /// Each line's bytes in the body's buffer (an empty body has one empty line).
    private(set) var lines: ArraySlice<Range<Int>> = []
    /// For `stripped`: where each run of bytes copied from the file starts there and in the file.
    private var runs: [(body: Int, file: Int)] = []
    /// Whether the body may have a `\` (false: it has none, and no step needs to look for one).
    private(set) var mayHoldBackslash = true

    /// The body of `file` from its line `firstLine` (0-based) on; an unclosed block comment is
    /// added to `errors`.
    init(_ file: FileLines, from firstLine: Int, errors: inout [CooklangError]) {
        self.file = file
        guard firstLine < file.ranges.count else {
            lines = [file.bytes.count..<file.bytes.count][...]
            return
        }
        let marks = Self.marks(file.bytes, from: file.ranges[firstLine].lowerBound)
        guard marks.comment else {
            lines = file.ranges[firstLine...]
            mayHoldBackslash = marks.backslash
            return
        }
        stripComments(from: firstLine, errors: &errors)
    }

    /// Calls `body` with the body's bytes (valid only during the call).
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard let stripped else { return body(file.bytes) }
        return stripped.withUnsafeBufferPointer(body)
    }

    /// Where in the file the line `range` of the body ends: just after its last scalar (where an
    /// error about the new line between two lines of a step is placed).
    func fileOffset(after range: Range<Int>) -> Int {
        range.isEmpty ? fileOffset(at: range.lowerBound) : fileOffset(at: range.upperBound - 1) + 1
    }

    /// Where the body's byte at `offset` is in the file.
    func fileOffset(at offset: Int) -> Int {
        guard stripped != nil, !runs.isEmpty else { return offset }
        let run = runs[runs.lastIndex(keyAtMost: offset, key: \.body)]
        return run.file + (offset - run.body)
    }

    /// Whether `bytes` from `start` on may have `--` or `[-` (most bodies have neither and are
    /// used as they are: a new line between two bytes keeps them from being adjacent, so this is
    /// whether any line has one), and a `\` (so steps need not each look for one). One scan
    /// answers both; it stops at the first comment mark, which leaves `backslash` true.
    private static func marks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (comment: Bool, backslash: Bool) {
        var from = start + 1, backslash = start < bytes.count && bytes[start] == UInt8(ascii: "\\")
        func isMark(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || byte == UInt8(ascii: "\\") }
        while let mark = ByteSearch.firstIndex(in: bytes, from: from, chunks: {
            $0 .== SIMD16(repeating: UInt8(ascii: "-")) .| $0 .== SIMD16(repeating: UInt8(ascii: "\\"))
        }, matches: {
            ByteSearch.bytes(equalTo: UInt8(ascii: "-"), in: $0) | ByteSearch.bytes(equalTo: UInt8(ascii: "\\"), in: $0)
        }, isMatch: isMark) {
            if bytes[mark] == UInt8(ascii: "\\") {
                backslash = true
            } else if bytes[mark - 1] == UInt8(ascii: "-") || bytes[mark - 1] == UInt8(ascii: "[") {
                return (true, true)
            }
            from = mark + 1
        }
        return (false, backslash)
    }

    /// Fills `stripped`, `lines` and `runs` from the file's lines from `firstLine` on.
    private mutating func stripComments(from firstLine: Int, errors: inout [CooklangError]) {
        let bytes = file.bytes
        var copy: [UInt8] = []
        copy.reserveCapacity(bytes.count - file.ranges[firstLine].lowerBound)
        var openComment: Int?                  // the file offset of an open `[-`
        var lineStart = 0
        func keep(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            runs.append((copy.count, range.lowerBound))
            copy.append(contentsOf: bytes[range])
        }
        for number in firstLine..<file.ranges.count {
            let raw = file.ranges[number]
            if openComment == nil, number > firstLine {
                lines.append(lineStart..<copy.count)
                lineStart = copy.count
            }
            var index = raw.lowerBound, runStart = index
            func byte(_ offset: Int) -> UInt8? { offset < raw.upperBound ? bytes[offset] : nil }
            scan: while index < raw.upperBound {
                let current = bytes[index], next = byte(index + 1)
                if openComment != nil {
                    if current == UInt8(ascii: "-"), next == UInt8(ascii: "]") {
                        openComment = nil
                        index += 2
                        runStart = index
                    } else {
                        index += 1
                    }
                    continue
                }
                if current == UInt8(ascii: "-"), next == UInt8(ascii: "-"),
                   index == raw.lowerBound || bytes[index - 1] != UInt8(ascii: "-"), byte(index + 2) != UInt8(ascii: "-") {
                    break scan
                }
                if current == UInt8(ascii: "["), next == UInt8(ascii: "-") {
                    keep(runStart..<index)
                    openComment = index
                    index += 2
                    continue
                }
                index += 1
            }
            if openComment == nil { keep(runStart..<min(index, raw.upperBound)) }
        }
        lines.append(lineStart..<copy.count)
        stripped = copy
        if let openComment {
            let position = file.position(of: openComment)
            errors.append(CooklangError(.unterminatedBlockComment, line: position.line, column: position.column))
        }
    }
}
