/// The one-line pieces of the fast front-matter path: scalars, keys and the checks that keep
/// its byte-level reading equal to the general reader's Character-level one.
extension SimpleFrontMatter {
    /// The column of the colon ending a plain key that starts at column `start + 1`: the first
    /// `:` followed by white space or the line end. Nil when the line does not start a plain key
    /// there, or a ` #` comment comes first.
    static func keyColon(_ line: Line, from start: Int) -> Int? {
        guard start < line.count, !startsNode(line[start]) else { return nil }
        for i in start..<line.count {
            if line[i] == UInt8(ascii: "#"), isSpace(line[i - 1]) { return nil }
            if line[i] == UInt8(ascii: ":"), i + 1 == line.count || isSpace(line[i + 1]) { return i }
        }
        return nil
    }

    /// Whether the general reader, meeting `line` at column 1 inside a mapping there, must fail
    /// on it: it starts with none of YAML's indicators and has no `:` followed by white space or
    /// the line end, so it is no key, no item and no comment.
    static func cannotBeKey(_ line: Line) -> Bool {
        guard let first = line.first, !startsNode(first) else { return false }
        for i in line.indices where line[i] == UInt8(ascii: ":") {
            if i + 1 == line.count || isSpace(line[i + 1]) { return false }
        }
        return true
    }

    /// Whether the plain value `text` holds a `: ` (or ends with `:`) before any ` #` comment:
    /// a line the general reader rejects ("unexpected ': ' in a plain value").
    static func colonInPlain(_ text: Text) -> Bool {
        guard let first = text.first else { return false }
        switch Unicode.Scalar(first) {
        case "\"", "'", "[", "{", "|", ">", "&", "*", "!", "#": return false
        default: break
        }
        for i in text.indices {
            if text[i] == UInt8(ascii: "#"), i > text.startIndex, isSpace(text[i - 1]) { return false }
            if text[i] == UInt8(ascii: ":"), i + 1 == text.endIndex || isSpace(text[i + 1]) { return true }
        }
        return false
    }

    /// `-` (an item) or `?` (a complex key) at `at`, followed by white space or the line end.
    static func isIndicator(_ indicator: Unicode.Scalar, in line: Line, at: Int) -> Bool {
        at < line.count && line[at] == UInt8(ascii: indicator) && (at + 1 == line.count || isSpace(line[at + 1]))
    }

    /// The number of spaces (not tabs) a line starts with: its indentation.
    static func leadingSpaces(_ line: Line) -> Int {
        var count = 0
        while count < line.count, line[count] == UInt8(ascii: " ") { count += 1 }
        return count
    }

    /// A value on one line: plain, quoted without escapes, or (for a key's value) a flat list.
    static func scalar(_ text: Text, allowFlow: Bool) -> YAMLValue? {
        switch text.first.map({ Unicode.Scalar($0) }) {
        case "\"", "'": return quoted(text).flatMap { closed, rest in isBlank(rest) ? .quoted(closed) : nil }
        case "[": return allowFlow ? flowList(text) : nil
        case "{", "|", ">", "&", "*", "!", "#", nil: return nil
        default: return plain(text).map { .plain($0) }
        }
    }

    /// A plain value to the line end: nil when it holds a comment or a `: ` (the general reader
    /// reports those).
    static func plain(_ text: Text) -> String? {
        for i in text.indices {
            if text[i] == UInt8(ascii: "#"), i > text.startIndex, isSpace(text[i - 1]) { return nil }
            if text[i] == UInt8(ascii: ":"), i + 1 == text.endIndex || isSpace(text[i + 1]) { return nil }
        }
        return trimmed(text).text
    }

    /// A quoted scalar at the start of `text` and what follows it; nil for doubled single quotes,
    /// `\x`/`\u` escapes or no closing quote (the general reader handles or reports those).
    static func quoted(_ text: Text) -> (String, Text)? {
        let quote = text[text.startIndex]
        let body = text.dropFirst()
        guard let found = ByteSearch.firstIndex(of: quote, in: UnsafeBufferPointer(rebasing: body), from: 0) else { return nil }
        let close = body.startIndex + found
        if quote == UInt8(ascii: "'") {
            if close + 1 < text.endIndex, text[close + 1] == UInt8(ascii: "'") { return nil }
            return (body[..<close].text, text[(close + 1)...])
        }
        guard ByteSearch.firstIndex(of: UInt8(ascii: "\\"), in: UnsafeBufferPointer(rebasing: body[..<close]), from: 0) != nil else {
            return (body[..<close].text, text[(close + 1)...])
        }
        var unescaped: [UInt8] = [], i = body.startIndex
        while i < body.endIndex, body[i] != UInt8(ascii: "\"") {
            if body[i] == UInt8(ascii: "\\") {
                // The escape's letter must stand alone: a mark after it makes another Character.
                guard i + 1 < body.endIndex, body[i + 1] < 0x80, i + 2 >= body.endIndex || body[i + 2] < 0x80,
                      let decoded = YAMLCursor.escapes[Character(Unicode.Scalar(body[i + 1]))]?.unicodeScalars.first else { return nil }
                unescaped += String(decoded).utf8
                i += 2
            } else {
                unescaped.append(body[i])
                i += 1
            }
        }
        guard i < body.endIndex else { return nil }
        return (String(decoding: unescaped, as: UTF8.self), text[(i + 1)...])
    }

    /// `[a, "b", c]` on one line with no nesting; nil otherwise.
    static func flowList(_ text: Text) -> YAMLValue? {
        var rest = text.dropFirst(), items: [YAMLValue] = []
        // An item a comma, and one (capped: a quoted item may hold commas, and the list is kept).
        items.reserveCapacity(min(text.reduce(1) { $0 + ($1 == UInt8(ascii: ",") ? 1 : 0) }, 32))
        while true {
            rest = rest.drop(while: isSpace)
            guard let first = rest.first.map({ Unicode.Scalar($0) }) else { return nil }
            if first == "]" { return isBlank(rest.dropFirst()) ? .sequence(items) : nil }
            if first == "\"" || first == "'" {
                guard let (closed, after) = quoted(rest) else { return nil }
                items.append(.quoted(closed))
                rest = after.drop(while: isSpace)
            } else {
                guard !isFlowIndicator(first) && first != "&" && first != "*" && first != "!" else { return nil }
                let end = rest.firstIndex { isFlowIndicator(Unicode.Scalar($0)) } ?? rest.endIndex
                let item = rest[..<end]
                for i in item.indices where item[i] == UInt8(ascii: ":") {
                    if i + 1 == item.endIndex || isSpace(item[i + 1]) { return nil }
                }
                items.append(.plain(trimmed(item).text))
                rest = rest[end...]
            }
            guard let next = rest.first else { return nil }
            if next == UInt8(ascii: ",") { rest = rest.dropFirst() } else if next != UInt8(ascii: "]") { return nil }
        }
    }

    /// Whether a non-ASCII scalar joins an ASCII sign or space into one Character, where the
    /// general reader (which works on Characters) would no longer see the sign: a combining mark,
    /// joiner or emoji modifier right after it, or a prepended sign (U+0600…) right before it
    /// (Unicode's grapheme break rules); also a BOM.
    static func joinsNeighbour(_ line: Line) -> Bool {
        var i = 0
        while let found = ByteSearch.firstIndex(in: line, from: i, matches: ByteSearch.nonASCIIBytes, isMatch: { $0 >= 0x80 }) {
            i = found
            let (scalar, length) = line.scalar(at: i, end: line.count)
            defer { i += length }
            let value = scalar.value
            if value == 0xFEFF { return true }
            if i > 0, isSign(line[i - 1]), extendsBefore(scalar) { return true }
            if i + length < line.count, isSign(line[i + length]) {
                if (0x0600...0x0605).contains(value) || [0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x0D4E].contains(value)
                    || (0x11000...0x11FFF).contains(value) { return true }
            }
        }
        return false
    }

    /// Whether `scalar` joins the character before it: a combining mark, joiner or emoji
    /// modifier. Out of line, so `joinsNeighbour` does not fetch the properties' (resilient)
    /// type metadata on every line, only here, after a sign and a non-ASCII scalar.
    @inline(never)
    static func extendsBefore(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isGraphemeExtend || [0x0E33, 0x0EB3].contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .modifierSymbol: return true
        default: return false
        }
    }

    /// An ASCII scalar other than a letter or digit (the only ASCII scalars Unicode calls alphabetic
    /// are the letters).
    static func isSign(_ byte: UInt8) -> Bool {
        switch Unicode.Scalar(byte) {
        case "a"..."z", "A"..."Z", "0"..."9": return false
        default: return byte < 0x80
        }
    }

    /// A first scalar that makes a line something other than a plain key: an indicator, quote,
    /// white space, `.` (a document end `...`) or one of the reserved `@` and backquote.
    static func startsNode(_ byte: UInt8) -> Bool {
        switch Unicode.Scalar(byte) {
        case "[", "{", "|", ">", "&", "*", "!", "\"", "'", "#", "%", "?", "-", " ", "\t", ".", "@", "`": return true
        default: return false
        }
    }

    /// `,`, a bracket, a brace or `#`: ends a plain item in a flow list.
    static func isFlowIndicator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ",", "[", "]", "{", "}", "#": return true
        default: return false
        }
    }

    /// A space or tab, the only white space YAML has.
    static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// Whether `text` is nothing but spaces and tabs.
    static func isBlank(_ text: some Collection<UInt8>) -> Bool { text.allSatisfy(isSpace) }

    /// The index of the first byte at or after `start` that is not a space or tab.
    static func skipSpaces(_ line: Line, from start: Int) -> Int {
        var pos = start
        while pos < line.count, isSpace(line[pos]) { pos += 1 }
        return pos
    }

    /// `text` without spaces and tabs at either end (other white space is content in YAML).
    static func trimmed(_ text: Text) -> Text {
        var slice = text
        while let first = slice.first, isSpace(first) { slice.removeFirst() }
        while let last = slice.last, isSpace(last) { slice.removeLast() }
        return slice
    }
}
