/// Internal: a position in the file's bytes with the current line, the small moves every part of
/// the grammar shares (spaces, comments, newlines), and errors placed at a byte offset.
struct TOMLCursor {
    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), tab = UInt8(ascii: "\t")

    let bytes: [UInt8]
    var offset: Int
    /// 1-based line of `offset`, and the offset where that line starts.
    var line = 1
    var lineStart: Int
    /// How many lists and inline tables the cursor is inside.
    var depth = 0

    /// The deepest lists and inline tables may nest: far beyond any config, and a
    /// 30,000-deep `{a = {a = …}}` line is an error instead of a stack overflow.
    static let maximumDepth = 128

    init(bytes: [UInt8], start: Int) {
        self.bytes = bytes
        offset = start
        lineStart = start
    }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// An error at `at` (default: the current offset), which must lie on the current line.
    func error(_ message: String, at: Int? = nil) -> TOMLError {
        let target = min(max(at ?? offset, lineStart), bytes.count)
        var column = 1
        for index in lineStart..<target where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return TOMLError(line: line, column: column, message: message)
    }

    /// The character at `index` for a message: `"x"`, `"é" (U+00E9)`, `U+000C`, the end of the line or file.
    func describe(_ index: Int? = nil) -> String {
        let index = index ?? offset
        guard let byte = byte(at: index) else { return "the end of the file" }
        if byte == Self.newline || byte == Self.carriageReturn { return "the end of the line" }
        if byte < 0x20 || byte == 0x7F { return TOMLText.codePoint(UInt32(byte)) }
        if byte == UInt8(ascii: "\"") { return "'\"'" }
        if byte < 0x80 { return "\"\(Character(Unicode.Scalar(byte)))\"" }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let text = String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self)
        let scalar = text.unicodeScalars.first?.value ?? 0xFFFD
        return "\"\(text)\" (\(TOMLText.codePoint(scalar)))"
    }

    /// Goes one list or inline table deeper; the caller steps back out (`depth -= 1`).
    mutating func enterNesting() throws(TOMLError) {
        guard depth < Self.maximumDepth else {
            throw error("lists and inline tables are nested more than \(Self.maximumDepth) levels deep")
        }
        depth += 1
    }

    /// Consumes `byte` if it is next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        offset += 1
        return true
    }

    /// Skips spaces and tabs, the only whitespace TOML allows inside a line.
    mutating func skipSpaces() {
        while let byte = current, byte == UInt8(ascii: " ") || byte == Self.tab { offset += 1 }
    }

    /// Skips a `#` comment up to (not over) its newline; control characters other than tab are errors.
    mutating func skipComment() throws(TOMLError) {
        offset += 1
        while let byte = current, byte != Self.newline {
            if byte == Self.carriageReturn && self.byte(at: offset + 1) == Self.newline { return }
            if (byte < 0x20 && byte != Self.tab) || byte == 0x7F {
                throw error("control character \(TOMLText.codePoint(UInt32(byte))) is not allowed in a comment")
            }
            offset += 1
        }
    }

    /// Consumes one LF or CRLF and returns true, or returns false; a CR without LF is an error.
    mutating func consumeNewline() throws(TOMLError) -> Bool {
        if current == Self.carriageReturn {
            guard byte(at: offset + 1) == Self.newline else {
                throw error("a carriage return (\\r) must be followed by a line feed (\\n)")
            }
            offset += 1
        }
        guard current == Self.newline else { return false }
        offset += 1
        line += 1
        lineStart = offset
        return true
    }

    /// Skips spaces, comments and newlines, as allowed between the elements of a list.
    mutating func skipBlank() throws(TOMLError) {
        while true {
            skipSpaces()
            if current == UInt8(ascii: "#") { try skipComment() }
            if try !consumeNewline() { return }
        }
    }

    /// Ends a line: spaces, an optional comment, then a newline or the end of the file.
    mutating func endLine(after what: String) throws(TOMLError) {
        skipSpaces()
        if current == UInt8(ascii: "#") { try skipComment() }
        if current == nil { return }
        if try consumeNewline() { return }
        throw error("expected the end of the line after \(what), found \(describe())")
    }
}
