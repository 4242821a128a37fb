/// A position inside one line, for the single-line constructs: quoted scalars and flow collections.
struct YAMLCursor {
    static let escapes: [Character: Character] = [
        "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}", "f": "\u{0C}",
        "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\", "N": "\u{85}", "_": "\u{A0}",
        "L": "\u{2028}", "P": "\u{2029}",
    ]
    let line: YAMLLine
    var pos: Int

    var current: Character? { pos < line.chars.count ? line.chars[pos] : nil }
    /// At the line end or at a `#` comment (which needs whitespace before it).
    var atEnd: Bool { pos >= line.chars.count || (line.chars[pos] == "#" && pos > 0 && isYAMLSpace(line.chars[pos - 1])) }

    mutating func skipSpaces() { pos = line.skipSpaces(from: pos) }

    /// A single-quoted ('' escapes a quote) or double-quoted (backslash escapes) scalar; it must close on this line.
    mutating func quoted() throws(YAMLError) -> String {
        let open = pos, quote = line.chars[pos]
        var text = ""
        pos += 1
        while let char = current {
            pos += 1
            if char == quote {
                guard quote == "'", current == "'" else { return text }
                pos += 1
                text.append("'")
            } else if char == "\\", quote == "\"", let code = current {
                pos += 1
                text.append(try escape(code, slash: pos - 2))
            } else {
                text.append(char)
            }
        }
        let kind = quote == "'" ? "single" : "double"
        throw line.error("unterminated \(kind)-quoted string", at: open)
    }

    /// Decodes the escape `\code`; `pos` is just past `code` and moves past any hex digits.
    mutating func escape(_ code: Character, slash: Int) throws(YAMLError) -> Character {
        if let char = YAMLCursor.escapes[code] { return char }
        let width = code == "x" ? 2 : code == "u" ? 4 : code == "U" ? 8 : 0
        guard width > 0 else { throw line.error("unknown escape sequence '\\\(code)'", at: slash) }
        let hex = line.chars[pos..<min(pos + width, line.chars.count)]
        guard hex.count == width, hex.allSatisfy(\.isHexDigit), let value = UInt32(String(hex), radix: 16),
              let scalar = Unicode.Scalar(value) else {
            throw line.error("invalid escape sequence '\\\(code)\(String(hex))'", at: slash)
        }
        pos += width
        return Character(scalar)
    }

    /// A flow sequence `[a, b]` or mapping `{a: 1}` that closes on this line; nesting allowed up to the depth limit.
    mutating func flow(depth: Int) throws(YAMLError) -> YAMLValue {
        let open = pos, isMapping = line.chars[pos] == "{", close: Character = isMapping ? "}" : "]"
        if depth > YAMLParser.maxDepth { throw line.error(YAMLParser.tooDeep, at: open) }
        var items: [YAMLValue] = [], entries: [YAMLEntry] = [], seen: Set<String> = []
        pos += 1
        while true {
            skipSpaces()
            if atEnd { throw line.error("unterminated flow \(isMapping ? "mapping" : "sequence")", at: open) }
            if current == close {
                pos += 1
                return isMapping ? .mapping(entries) : .sequence(items)
            }
            if isMapping {
                let entry = try flowEntry(close: close, depth: depth)
                if seen.insert(entry.key).inserted { entries.append(entry) }
            } else {
                items.append(try flowItem(depth: depth))
            }
            skipSpaces()
            if current == "," { pos += 1 } else if current != close, !atEnd { throw line.error("expected ',' or '\(close)'", at: pos) }
        }
    }

    /// `key: value` inside `{}`; a key without ':' gets the value "".
    mutating func flowEntry(close: Character, depth: Int) throws(YAMLError) -> YAMLEntry {
        let start = pos
        let key = current == "\"" || current == "'" ? try quoted() : plainInFlow()
        if pos == start { throw line.error("expected a mapping key", at: pos) }
        skipSpaces()
        guard current == ":" else {
            if current == "," || current == close || atEnd { return YAMLEntry(key: key, value: .plain("")) }
            throw line.error("expected ':' after a mapping key", at: pos)
        }
        pos += 1
        skipSpaces()
        let empty = current == "," || current == close || atEnd
        return YAMLEntry(key: key, value: empty ? .plain("") : try flowItem(depth: depth))
    }

    /// One value inside a flow collection: quoted, nested flow, or plain.
    mutating func flowItem(depth: Int) throws(YAMLError) -> YAMLValue {
        switch current {
        case "\"", "'": return .quoted(try quoted())
        case "[", "{": return try flow(depth: depth + 1)
        case "&", "*", "!": throw line.error("anchors, aliases and tags are not supported", at: pos)
        default:
            let start = pos, text = plainInFlow()
            if pos == start { throw line.error("expected a value", at: pos) }
            return .plain(text)
        }
    }

    /// A plain scalar up to `,`, a bracket, a brace, `: ` or a comment; trailing spaces are dropped.
    mutating func plainInFlow() -> String {
        let start = pos
        var end = pos
        while let char = current, !atEnd, !"[]{},".contains(char) {
            if char == ":", pos + 1 == line.chars.count || " \t,]}".contains(line.chars[pos + 1]) { break }
            pos += 1
            if !isYAMLSpace(char) { end = pos }
        }
        return String(line.chars[start..<end])
    }
}
