// `YAMLLine` and `YAMLCursor` are the only code that reads Characters and turns an index into a line/column;
// YAMLReader.swift works on whole lines.

/// Spaces and tabs separate tokens inside a line (only spaces may indent).
func isYAMLSpace(_ char: Character) -> Bool { char == " " || char == "\t" }

/// One source line as Characters; `indent` starts as the leading-space count and moves right for compact nodes.
struct YAMLLine {
    let number: Int
    let chars: [Character]
    var indent: Int

    init(number: Int, chars: [Character]) {
        self.number = number
        self.chars = chars
        indent = chars.prefix { $0 == " " }.count
    }

    /// Splits on \n, \r\n and \r (dropping a leading BOM); a final line break adds no empty line.
    /// The breaks are found in the UTF-8: no Character holds \n or \r but \r\n (Unicode's
    /// grapheme rules break around them), so each line's Characters are those of the whole text.
    static func split(_ text: String) -> [YAMLLine] {
        var body = text.first == "\u{FEFF}" ? String(text.dropFirst()) : text
        return body.withUTF8 { bytes in
            var lines: [YAMLLine] = [], start = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
                lines.append(YAMLLine(number: lines.count + 1, chars: characters(bytes[start..<(index - 1)])))
                if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                start = index
            }
            if start < bytes.count || lines.isEmpty {
                lines.append(YAMLLine(number: lines.count + 1, chars: characters(bytes[start...])))
            }
            return lines
        }
    }

    /// The Characters of one line's UTF-8; an ASCII line (no \r\n in it) has one per byte.
    private static func characters(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> [Character] {
        guard line.allSatisfy({ $0 < 0x80 }) else { return Array(String(decoding: line, as: UTF8.self)) }
        return line.map { asciiCharacters[Int($0)] }
    }

    /// The 128 ASCII Characters by code (making one from a scalar goes through a String).
    private static let asciiCharacters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    var spaces: Int { chars.prefix { $0 == " " }.count }
    var isBlank: Bool { chars.allSatisfy(isYAMLSpace) }
    var isComment: Bool { chars.first { !isYAMLSpace($0) } == "#" }

    func error(_ message: String, at index: Int) -> YAMLError {
        YAMLError(line: number, column: index + 1, message: message)
    }

    func skipSpaces(from start: Int) -> Int {
        var pos = start
        while pos < chars.count, isYAMLSpace(chars[pos]) { pos += 1 }
        return pos
    }

    /// True when nothing but an optional comment follows (callers pass a position after whitespace).
    func endsValue(at pos: Int) -> Bool { pos >= chars.count || chars[pos] == "#" }

    /// `-` (sequence item) or `?` (complex key) followed by whitespace or the line end.
    func isIndicator(_ indicator: Character, at pos: Int) -> Bool {
        pos < chars.count && chars[pos] == indicator && (pos + 1 == chars.count || isYAMLSpace(chars[pos + 1]))
    }

    /// A `---` or `...` document marker, optionally followed by a comment.
    func isMarker(_ marker: String) -> Bool {
        guard chars.count >= 3, String(chars[0..<3]) == marker else { return false }
        let rest = YAMLLine(number: number, chars: Array(chars[3...]))
        return rest.isBlank || (isYAMLSpace(chars[3]) && rest.isComment)
    }

    /// If a `key:` (plain or quoted, ':' followed by a space or the line end) starts at `start`, its text and ':' column.
    func key(at start: Int) throws(YAMLError) -> (name: String, colon: Int)? {
        var cursor = YAMLCursor(line: self, pos: start)
        let name: String
        if chars[start] == "\"" || chars[start] == "'" {
            name = try cursor.quoted()
            cursor.skipSpaces()
        } else {
            guard !"[{|>&*!".contains(chars[start]) else { return nil }
            while let char = cursor.current, !cursor.atEnd, !(char == ":" && endsKey(after: cursor.pos)) { cursor.pos += 1 }
            name = String(chars[start..<cursor.pos]).trimmingYAMLSpaces
        }
        guard cursor.current == ":", endsKey(after: cursor.pos) else { return nil }
        return (name, cursor.pos)
    }

    private func endsKey(after colon: Int) -> Bool { colon + 1 == chars.count || isYAMLSpace(chars[colon + 1]) }

    /// The plain scalar from `start` to the line end, minus a ` #` comment and trailing spaces.
    func plain(from start: Int) throws(YAMLError) -> String {
        var end = start
        for pos in start..<chars.count {
            if chars[pos] == "#", pos > 0, isYAMLSpace(chars[pos - 1]) { break }
            if chars[pos] == ":", endsKey(after: pos) { throw error("unexpected ': ' in a plain value; quote the value", at: pos) }
            if !isYAMLSpace(chars[pos]) { end = pos + 1 }
        }
        return String(chars[start..<end])
    }
}

extension String {
    /// Drops ASCII spaces and tabs at both ends only, so non-ASCII spaces (e.g. U+2009) survive.
    var trimmingYAMLSpaces: String {
        String(drop(while: isYAMLSpace).reversed().drop(while: isYAMLSpace).reversed())
    }
}
