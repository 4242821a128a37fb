/// Why and where ``YAMLReader/parse(_:)`` rejected its input; the position points at the offending character.
public struct YAMLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number, in the text given to the reader.
    public let line: Int
    /// The 1-based column, counted in Characters (not bytes or UTF-16 units), so it matches what an editor shows.
    public let column: Int
    /// What went wrong, in plain words, e.g. "unterminated double-quoted string" or "inconsistent indentation".
    public let message: String

    /// "line L, column C: message", ready to show to whoever wrote the YAML.
    public var description: String { "line \(line), column \(column): \(message)" }
}

// MARK: - One-line scanning
// `Line` and `Cursor` are the only code that reads Characters and turns an index into a line/column, so they live
// next to the error they build; YAMLReader.swift works on whole lines.

/// Spaces and tabs separate tokens inside a line (only spaces may indent).
func isSpace(_ char: Character) -> Bool { char == " " || char == "\t" }

/// One source line as Characters; `indent` starts as the leading-space count and moves right for compact nodes.
struct Line {
    let number: Int
    let chars: [Character]
    var indent: Int

    init(number: Int, chars: [Character]) {
        self.number = number
        self.chars = chars
        indent = chars.prefix { $0 == " " }.count
    }

    /// Splits on \n, \r\n and \r (dropping a leading BOM); a final line break adds no empty line.
    static func split(_ text: String) -> [Line] {
        var lines: [Line] = [], current: [Character] = []
        for char in text.first == "\u{FEFF}" ? text.dropFirst() : text[...] {
            if char == "\n" || char == "\r\n" || char == "\r" {
                lines.append(Line(number: lines.count + 1, chars: current))
                current = []
            } else {
                current.append(char)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(Line(number: lines.count + 1, chars: current)) }
        return lines
    }

    var spaces: Int { chars.prefix { $0 == " " }.count }
    var isBlank: Bool { chars.allSatisfy(isSpace) }
    var isComment: Bool { chars.first { !isSpace($0) } == "#" }

    func error(_ message: String, at index: Int) -> YAMLError {
        YAMLError(line: number, column: index + 1, message: message)
    }

    func skipSpaces(from start: Int) -> Int {
        var pos = start
        while pos < chars.count, isSpace(chars[pos]) { pos += 1 }
        return pos
    }

    /// True when nothing but an optional comment follows (callers pass a position after whitespace).
    func endsValue(at pos: Int) -> Bool { pos >= chars.count || chars[pos] == "#" }

    /// `-` (sequence item) or `?` (complex key) followed by whitespace or the line end.
    func isIndicator(_ indicator: Character, at pos: Int) -> Bool {
        pos < chars.count && chars[pos] == indicator && (pos + 1 == chars.count || isSpace(chars[pos + 1]))
    }

    /// A `---` or `...` document marker, optionally followed by a comment.
    func isMarker(_ marker: String) -> Bool {
        guard chars.count >= 3, String(chars[0..<3]) == marker else { return false }
        let rest = Line(number: number, chars: Array(chars[3...]))
        return rest.isBlank || (isSpace(chars[3]) && rest.isComment)
    }

    /// If a `key:` (plain or quoted, ':' followed by a space or the line end) starts at `start`, its text and ':' column.
    func key(at start: Int) throws(YAMLError) -> (name: String, colon: Int)? {
        var cursor = Cursor(line: self, pos: start)
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

    private func endsKey(after colon: Int) -> Bool { colon + 1 == chars.count || isSpace(chars[colon + 1]) }

    /// The plain scalar from `start` to the line end, minus a ` #` comment and trailing spaces.
    func plain(from start: Int) throws(YAMLError) -> String {
        var end = start
        for pos in start..<chars.count {
            if chars[pos] == "#", pos > 0, isSpace(chars[pos - 1]) { break }
            if chars[pos] == ":", endsKey(after: pos) { throw error("unexpected ': ' in a plain value; quote the value", at: pos) }
            if !isSpace(chars[pos]) { end = pos + 1 }
        }
        return String(chars[start..<end])
    }
}

extension String {
    /// Drops ASCII spaces and tabs at both ends only, so non-ASCII spaces (e.g. U+2009) survive.
    var trimmingYAMLSpaces: String {
        String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

/// A position inside one line, for the single-line constructs: quoted scalars and flow collections.
struct Cursor {
    static let escapes: [Character: Character] = [
        "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}", "f": "\u{0C}",
        "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\", "N": "\u{85}", "_": "\u{A0}",
        "L": "\u{2028}", "P": "\u{2029}",
    ]
    let line: Line
    var pos: Int

    var current: Character? { pos < line.chars.count ? line.chars[pos] : nil }
    /// At the line end or at a `#` comment (which needs whitespace before it).
    var atEnd: Bool { pos >= line.chars.count || (line.chars[pos] == "#" && pos > 0 && isSpace(line.chars[pos - 1])) }

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
        if let char = Cursor.escapes[code] { return char }
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
        if depth > Parser.maxDepth { throw line.error("nesting is too deep", at: open) }
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
            if !isSpace(char) { end = pos }
        }
        return String(line.chars[start..<end])
    }
}
