/// Reads the shape nearly all recipe front matter has — `key: value` lines whose value is plain,
/// simply quoted or a one-line `[a, b]` list, and `key:` followed by `- item` lines — straight
/// from the UTF-8, without the general reader's Character lines (issue #15: front matter was
/// most of the parse time). Anything else returns nil and goes to `YAMLReader`; on what it does
/// accept the result equals `YAMLReader`'s, which `SimpleFrontMatterTests` checks line shape by
/// line shape and on random input.
///
/// Every character it looks at is ASCII, so a byte index stands for the scalar there: no byte of
/// a multi-byte scalar is an ASCII character.
enum SimpleFrontMatter {
    /// One line of UTF-8, without its new line.
    typealias Line = UnsafeBufferPointer<UInt8>
    /// Part of a line.
    typealias Text = Slice<UnsafeBufferPointer<UInt8>>

    /// The entries of `lines` (the front matter between its fences), or nil when they use
    /// anything beyond the simple shape.
    static func entries(_ lines: ArraySlice<Line>) -> [YAMLEntry]? {
        var entries: [YAMLEntry] = [], seen = SeenKeys()
        entries.reserveCapacity(lines.count)        // at most one a line: no regrowth
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            index += 1
            if isBlank(line) { continue }
            guard !joinsNeighbour(line), let colon = keyColon(line) else { return nil }
            let key = trimmed(line[..<colon])
            guard !key.isEmpty else { return nil }
            let content = skipSpaces(line, from: colon + 1)
            let value: YAMLValue
            if content == line.count {
                guard let (items, next) = sequence(lines, from: index) else { return nil }
                value = items.map(YAMLValue.sequence) ?? .plain("")
                index = next
            } else {
                guard let inline = scalar(line[content...], allowFlow: true) else { return nil }
                value = inline
            }
            // A more-indented line below would continue a plain value: the general reader's job.
            if index < lines.endIndex, let first = lines[index].first, isSpace(first),
               !isBlank(lines[index]) { return nil }
            let name = key.text
            if seen.insert(name, among: entries) { entries.append(YAMLEntry(key: name, value: value)) }
        }
        return entries
    }

    /// The `- item` lines from `start` (blank lines skipped): their values and the index after
    /// them; `items` is nil when there are none. Nil for anything but simple one-line items at
    /// one indentation.
    private static func sequence(_ lines: ArraySlice<Line>, from start: Int)
        -> (items: [YAMLValue]?, next: Int)? {
        var index = start, indent: Int?, items: [YAMLValue] = []
        while index < lines.endIndex {
            let line = lines[index]
            if isBlank(line) { index += 1; continue }
            let spaces = line.prefix { $0 == UInt8(ascii: " ") }.count
            guard spaces < line.count, line[spaces] == UInt8(ascii: "-") else {
                // The next key at column 1 ends the list; anything indented is beyond us.
                return spaces == 0 && line[0] != UInt8(ascii: "\t") ? (indent == nil ? nil : items, index) : nil
            }
            guard indent == nil || indent == spaces, spaces + 1 < line.count, line[spaces + 1] == UInt8(ascii: " "),
                  !joinsNeighbour(line) else { return nil }
            indent = spaces
            let content = skipSpaces(line, from: spaces + 1)
            guard content < line.count, line[content] != UInt8(ascii: "-") || !isItemStart(line, content),
                  line[content] != UInt8(ascii: "?") || !isItemStart(line, content),
                  let item = scalar(line[content...], allowFlow: false) else { return nil }
            items.append(item)
            index += 1
        }
        return (indent == nil ? nil : items, index)
    }

    /// `-` or `?` followed by white space or the line end: an indicator, not text.
    private static func isItemStart(_ line: Line, _ at: Int) -> Bool {
        at + 1 == line.count || isSpace(line[at + 1])
    }

    /// The column of the colon ending a plain key at column 1: the first `:` followed by white
    /// space or the line end. Nil when the line does not start a plain key.
    private static func keyColon(_ line: Line) -> Int? {
        guard let first = line.first, !startsNode(first) else { return nil }
        for i in line.indices {
            if line[i] == UInt8(ascii: "#"), i > 0, isSpace(line[i - 1]) { return nil }
            if line[i] == UInt8(ascii: ":"), i + 1 == line.count || isSpace(line[i + 1]) { return i }
        }
        return nil
    }

    /// A value on one line: plain, quoted without escapes, or (for a key's value) a flat list.
    private static func scalar(_ text: Text, allowFlow: Bool) -> YAMLValue? {
        switch text.first.map({ Unicode.Scalar($0) }) {
        case "\"", "'": return quoted(text).flatMap { closed, rest in isBlank(rest) ? .quoted(closed) : nil }
        case "[": return allowFlow ? flowList(text) : nil
        case "{", "|", ">", "&", "*", "!", "#", nil: return nil
        default: return plain(text).map { .plain($0) }
        }
    }

    /// A plain value to the line end: nil when it holds a comment or a `: ` (the general reader
    /// reports those).
    private static func plain(_ text: Text) -> String? {
        for i in text.indices {
            if text[i] == UInt8(ascii: "#"), i > text.startIndex, isSpace(text[i - 1]) { return nil }
            if text[i] == UInt8(ascii: ":"), i + 1 == text.endIndex || isSpace(text[i + 1]) { return nil }
        }
        return trimmed(text).text
    }

    /// A quoted scalar at the start of `text` and what follows it; nil for doubled single quotes,
    /// `\x`/`\u` escapes or no closing quote (the general reader handles or reports those).
    private static func quoted(_ text: Text) -> (String, Text)? {
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
    private static func flowList(_ text: Text) -> YAMLValue? {
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
    private static func joinsNeighbour(_ line: Line) -> Bool {
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
    private static func extendsBefore(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isGraphemeExtend || [0x0E33, 0x0EB3].contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .modifierSymbol: return true
        default: return false
        }
    }

    /// An ASCII scalar other than a letter or digit (the only ASCII scalars Unicode calls alphabetic
    /// are the letters).
    private static func isSign(_ byte: UInt8) -> Bool {
        switch Unicode.Scalar(byte) {
        case "a"..."z", "A"..."Z", "0"..."9": return false
        default: return byte < 0x80
        }
    }

    /// A first scalar that makes a line something other than a plain key: an indicator, quote,
    /// white space, `.` (a document end `...`) or one of the reserved `@` and backquote.
    private static func startsNode(_ byte: UInt8) -> Bool {
        switch Unicode.Scalar(byte) {
        case "[", "{", "|", ">", "&", "*", "!", "\"", "'", "#", "%", "?", "-", " ", "\t", ".", "@", "`": return true
        default: return false
        }
    }

    /// `,`, a bracket, a brace or `#`: ends a plain item in a flow list.
    private static func isFlowIndicator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ",", "[", "]", "{", "}", "#": return true
        default: return false
        }
    }

    /// The keys read so far, for keeping the first of duplicates: a linear search through the
    /// entries while they are few (cheaper than hashing), a set once there are many.
    private struct SeenKeys {
        private var set: Set<String>?

        /// Whether `key` is new among `entries` (every key inserted so far), remembering it.
        mutating func insert(_ key: String, among entries: [YAMLEntry]) -> Bool {
            if set == nil {
                if entries.contains(where: { $0.key == key }) { return false }
                if entries.count < 16 { return true }
                set = Set(entries.map(\.key))
            }
            return set!.insert(key).inserted
        }
    }

    /// A space or tab, the only white space YAML has.
    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// Whether `text` is nothing but spaces and tabs.
    private static func isBlank(_ text: some Collection<UInt8>) -> Bool { text.allSatisfy(isSpace) }

    /// The index of the first byte at or after `start` that is not a space or tab.
    private static func skipSpaces(_ line: Line, from start: Int) -> Int {
        var pos = start
        while pos < line.count, isSpace(line[pos]) { pos += 1 }
        return pos
    }

    /// `text` without spaces and tabs at either end (other white space is content in YAML).
    private static func trimmed(_ text: Text) -> Text {
        var slice = text
        while let first = slice.first, isSpace(first) { slice.removeFirst() }
        while let last = slice.last, isSpace(last) { slice.removeLast() }
        return slice
    }
}
