/// One line of a recipe's body with comments removed, each scalar keeping the column it had
/// in the file, so errors found later can still say where they are.
struct SourceLine {
    /// The line's text, comments removed.
    var scalars: [Unicode.Scalar] = []
    /// 1-based column of each scalar in `scalars`.
    /// The file position of each scalar, only for lines that had comments removed (a block
    /// comment over several lines joins them); otherwise scalar `i` is at column `i + 1` of `line`.
    var positions: [(line: Int, column: Int)]?
    /// 1-based line number in the file (of the line's first scalar).
    let line: Int

    /// The file position of scalar `offset` (one past the end: just after the last scalar).
    func position(at offset: Int) -> (line: Int, column: Int) {
        guard let positions else { return (line, offset + 1) }
        if offset < positions.count { return positions[offset] }
        guard let last = positions.last else { return (line, 1) }
        return (last.line, last.column + 1)
    }

    /// Whether the line holds nothing but white space (a paragraph break).
    var isBlank: Bool { scalars.allSatisfy(\.isCooklangSpace) }

    /// The scalars without leading white space.
    var trimmedLeading: ArraySlice<Unicode.Scalar> { scalars.drop(while: \.isCooklangSpace) }

    /// Splits `text` into raw lines (any new line character, `\r\n` counting once).
    static func split(_ text: String) -> [[Unicode.Scalar]] {
        let all = scalars(of: text)
        var lines: [[Unicode.Scalar]] = []
        var start = 0, index = 0
        while index < all.count {
            if all[index].isCooklangNewline {
                lines.append(Array(all[start..<index]))
                if all[index] == "\r", index + 1 < all.count, all[index + 1] == "\n" { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < all.count || lines.isEmpty { lines.append(Array(all[start...])) }
        return lines
    }

    /// The scalar whose UTF-8 starts at `index` in valid UTF-8 `bytes`; moves `index` past it.
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Unicode.Scalar {
        let byte = bytes[index]
        if byte < 0x80 {
            index += 1
            return Unicode.Scalar(byte)
        }
        // A String's UTF-8 is valid, so the lead byte gives the length.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        index += length
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Whether `raw` has `--` or `[-` anywhere (most lines have neither and are copied whole).
    private static func mayHoldComment(_ raw: [Unicode.Scalar]) -> Bool {
        guard raw.count > 1 else { return false }
        for i in 1..<raw.count where raw[i] == "-" && (raw[i - 1] == "-" || raw[i - 1] == "[") { return true }
        return false
    }

    /// Removes `-- line comments` and `[- block comments -]` from `lines`, which start at file
    /// line `firstLine`. A block comment that spans lines joins them, as if it were not there.
    /// `--` inside a longer run of dashes (`---`) is text, not a comment.
    static func strippingComments(_ lines: [[Unicode.Scalar]], firstLine: Int, errors: inout [CooklangError]) -> [SourceLine] {
        var result: [SourceLine] = []
        var openComment: (line: Int, column: Int)?
        var current = SourceLine(line: firstLine)
        for (offset, raw) in lines.enumerated() {
            let number = firstLine + offset
            if openComment == nil, offset > 0 {
                result.append(current)
                current = SourceLine(line: number)
            }
            if openComment == nil, !Self.mayHoldComment(raw) {
                current.scalars = raw                      // `current` is always fresh here
                continue
            }
            var i = 0
            while i < raw.count {
                let next: Unicode.Scalar? = i + 1 < raw.count ? raw[i + 1] : nil
                if openComment != nil {
                    if raw[i] == "-", next == "]" { openComment = nil; i += 2 } else { i += 1 }
                    continue
                }
                if raw[i] == "-", next == "-", i == 0 || raw[i - 1] != "-", i + 2 >= raw.count || raw[i + 2] != "-" { break }
                if raw[i] == "[", next == "-" { openComment = (number, i + 1); i += 2; continue }
                if current.positions == nil { current.positions = current.scalars.indices.map { (current.line, $0 + 1) } }
                current.scalars.append(raw[i])
                current.positions?.append((number, i + 1))
                i += 1
            }
        }
        result.append(current)
        if let openComment { errors.append(CooklangError(.unterminatedBlockComment, line: openComment.line, column: openComment.column)) }
        return result
    }

    /// The scalars of `text`, decoded from its UTF-8 in one pass into storage sized once (the
    /// general `Array(text.unicodeScalars)` counts them in a first pass and decodes again).
    static func scalars(of text: String) -> [Unicode.Scalar] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [Unicode.Scalar] = []
            result.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count { result.append(decode(bytes, at: &index)) }
            return result
        }
    }
}
