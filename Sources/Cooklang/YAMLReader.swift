// YAMLReader: reads the YAML subset used by recipe front matter and test-suite files (standard library only).
// Supported: block mappings and sequences (with `- key: v` compact mappings and bare `-` items), plain scalars
// (more-indented continuation lines joined), '…' and "…" scalars, `|`/`>` block scalars with `-`/`+` chomping and an
// indentation digit, single-line flow collections `[…]` `{…}`, comments, a leading `%` directive / `---` marker.
// Rejected with an error: anchors, aliases, tags, `? ` keys, several documents, multi-line quoted or flow values.
// Layout: YAMLValue.swift (values), YAMLError.swift, YAMLLine.swift and YAMLCursor.swift (one-line scanning), this file (block structure).

/// Reads the YAML subset used for recipe front matter and test-suite files, with exact error positions.
public enum YAMLReader {
    /// Parses one YAML document (the subset listed at the top of this file) into a value; an empty document is .mapping([]).
    public static func parse(_ text: String) throws(YAMLError) -> YAMLValue {
        var parser = YAMLParser(lines: YAMLLine.split(text))
        return try parser.document()
    }
}

/// Recursive descent over lines; `index` is the next line to read.
struct YAMLParser {
    static let maxDepth = 100
    /// The error for a value nested deeper than `maxDepth` (blocks and flow collections alike).
    static let tooDeep = "nested more than \(maxDepth) levels deep"
    var lines: [YAMLLine]
    var index = 0
    var depth = 0

    mutating func document() throws(YAMLError) -> YAMLValue {
        try trimMarkers()
        guard let first = try nextContent() else { return .mapping([]) }
        let value = try node(at: first.indent, parent: -1)
        guard let extra = try nextContent() else { return value }
        let message = extra.indent == first.indent ? "unexpected content after the top-level value" : "inconsistent indentation"
        throw extra.error(message, at: extra.indent)
    }

    /// Skips leading `%` directives and a `---` marker; a later `---` or `...` ends the document.
    mutating func trimMarkers() throws(YAMLError) {
        while index < lines.count, lines[index].isBlank || lines[index].isComment || lines[index].chars.first == "%" { index += 1 }
        if index < lines.count, lines[index].isMarker("---") { index += 1 }
        guard let end = lines[index...].firstIndex(where: { $0.isMarker("---") || $0.isMarker("...") }) else { return }
        if let extra = lines[(end + 1)...].first(where: { !$0.isBlank && !$0.isComment }) {
            throw extra.error("only one document is supported", at: extra.indent)
        }
        lines.removeSubrange(end...)
    }

    /// Moves past blank and comment lines and returns the next content line; tab indentation is an error.
    mutating func nextContent() throws(YAMLError) -> YAMLLine? {
        while index < lines.count, lines[index].isBlank || lines[index].isComment { index += 1 }
        guard index < lines.count else { return nil }
        let line = lines[index]
        if line.chars[line.indent] == "\t" { throw line.error("tabs are not allowed for indentation", at: line.indent) }
        return line
    }

    /// The node starting at column `indent` of the current line; `parent` is the enclosing block's indent.
    mutating func node(at indent: Int, parent: Int) throws(YAMLError) -> YAMLValue {
        let line = lines[index]
        depth += 1
        defer { depth -= 1 }
        if depth > YAMLParser.maxDepth { throw line.error(YAMLParser.tooDeep, at: indent) }
        if line.isIndicator("?", at: indent) { throw line.error("complex mapping keys ('? ') are not supported", at: indent) }
        if line.isIndicator("-", at: indent) { return try sequence(at: indent, inMapping: false) }
        if try line.key(at: indent) != nil { return try mapping(at: indent) }
        return try inline(line, from: indent, parent: parent)
    }

    /// `- item` lines at `indent`; `inMapping` means the sequence is a mapping value at the key's indent.
    mutating func sequence(at indent: Int, inMapping: Bool) throws(YAMLError) -> YAMLValue {
        var items: [YAMLValue] = []
        while let line = try nextContent(), line.indent >= indent {
            guard line.indent == indent else { throw line.error("inconsistent indentation", at: line.indent) }
            guard line.isIndicator("-", at: indent) else {
                if inMapping { break }
                throw line.error("expected '- ' to start a sequence item", at: indent)
            }
            let content = line.skipSpaces(from: indent + 1)
            if line.endsValue(at: content) {
                index += 1
                items.append(try nested(parent: indent, sequenceAllowed: false))
            } else {
                lines[index].indent = content  // `- key: v` / `- - x`: the item acts as if indented to `content`
                items.append(try node(at: content, parent: indent))
            }
        }
        return .sequence(items)
    }

    /// `key: value` lines at `indent`; duplicate keys keep their first value.
    mutating func mapping(at indent: Int) throws(YAMLError) -> YAMLValue {
        var entries: [YAMLEntry] = [], seen: Set<String> = []
        while let line = try nextContent(), line.indent >= indent {
            guard line.indent == indent else { throw line.error("inconsistent indentation", at: line.indent) }
            if line.isIndicator("-", at: indent) { throw line.error("unexpected sequence item inside a mapping", at: indent) }
            guard let (key, colon) = try line.key(at: indent) else {
                throw line.error("expected ':' after a mapping key", at: indent)
            }
            let content = line.skipSpaces(from: colon + 1)
            let value: YAMLValue
            if line.endsValue(at: content) {
                index += 1
                value = try nested(parent: indent, sequenceAllowed: true)
            } else {
                value = try inline(line, from: content, parent: indent)
            }
            if seen.insert(key).inserted { entries.append(YAMLEntry(key: key, value: value)) }
        }
        return .mapping(entries)
    }

    /// The value of a bare `key:` or `-`: a more-indented block below (or a `- ` list at the key's indent), else "".
    mutating func nested(parent: Int, sequenceAllowed: Bool) throws(YAMLError) -> YAMLValue {
        guard let next = try nextContent() else { return .plain("") }
        if next.indent > parent { return try node(at: next.indent, parent: parent) }
        if sequenceAllowed, next.indent == parent, next.isIndicator("-", at: parent) { return try sequence(at: parent, inMapping: true) }
        return .plain("")
    }

    /// A scalar or flow collection starting at column `start`; block scalars also consume the lines below.
    mutating func inline(_ line: YAMLLine, from start: Int, parent: Int) throws(YAMLError) -> YAMLValue {
        var cursor = YAMLCursor(line: line, pos: start)
        let value: YAMLValue
        switch line.chars[start] {
        case "|", ">": return try blockScalar(line, header: start, parent: parent)
        case "&", "*", "!": throw line.error("anchors, aliases and tags are not supported", at: start)
        case "\"", "'": value = .quoted(try cursor.quoted())
        case "[", "{": value = try cursor.flow(depth: depth + 1)
        default:
            index += 1
            return .plain(try continuePlain(try line.plain(from: start), parent: parent))
        }
        index += 1
        cursor.skipSpaces()
        if !cursor.atEnd { throw line.error("unexpected text after the value", at: cursor.pos) }
        return value
    }

    /// Joins more-indented continuation lines onto a plain scalar: a space, or one "\n" per blank line between.
    mutating func continuePlain(_ first: String, parent: Int) throws(YAMLError) -> String {
        var text = first, breaks = 0, next = index
        while next < lines.count {
            let line = lines[next]
            if line.isBlank { breaks += 1; next += 1; continue }
            guard line.indent > parent, !line.isComment, line.chars[line.indent] != "\t", !line.isIndicator("-", at: line.indent),
                  (try? line.key(at: line.indent)) == nil else { break }
            text += breaks == 0 ? " " : String(repeating: "\n", count: breaks)
            text += try line.plain(from: line.indent)
            breaks = 0
            next += 1
            index = next
        }
        return text
    }

    /// A `|` or `>` block scalar whose header is at column `header`; its content must be indented past `parent`.
    mutating func blockScalar(_ line: YAMLLine, header: Int, parent: Int) throws(YAMLError) -> YAMLValue {
        var chomp: Character = "=", explicit: Int?, pos = header + 1
        while pos < line.chars.count, !isYAMLSpace(line.chars[pos]) {
            let char = line.chars[pos]
            if char == "-" || char == "+", chomp == "=" {
                chomp = char
            } else if let digit = Int(String(char)), digit > 0, explicit == nil {
                explicit = parent + digit
            } else {
                throw line.error("invalid block scalar header", at: pos)
            }
            pos += 1
        }
        let rest = line.skipSpaces(from: pos)
        if !line.endsValue(at: rest) { throw line.error("invalid block scalar header", at: rest) }
        index += 1
        var body = blockLines(indent: explicit, parent: parent)
        let kept = (body.lastIndex { !$0.isEmpty } ?? -1) + 1, trailing = body.count - kept
        body.removeLast(trailing)
        var text = line.chars[header] == "|" ? body.joined(separator: "\n") : YAMLParser.fold(body)
        if chomp != "-", kept > 0 { text += "\n" }
        if chomp == "+" { text += String(repeating: "\n", count: trailing) }
        return .quoted(text)
    }

    /// Block scalar lines (blank ones as "") up to the first non-blank line indented less than the content.
    mutating func blockLines(indent explicit: Int?, parent: Int) -> [String] {
        var body: [String] = [], indent = explicit
        while index < lines.count {
            let line = lines[index]
            if indent == nil, !line.isBlank { indent = max(line.spaces, parent + 1) }
            if let indent, line.spaces >= indent {
                body.append(String(line.chars[indent...]))
            } else if line.isBlank {
                body.append("")
            } else {
                break
            }
            index += 1
        }
        return body
    }

    /// `>` folding: a single break between two text lines becomes a space; blank and more-indented lines keep breaks.
    static func fold(_ lines: [String]) -> String {
        func isText(_ line: String) -> Bool { line.first.map { !isYAMLSpace($0) } ?? false }
        var out = ""
        for (i, line) in lines.enumerated() {
            if i > 0 {
                let previous = lines[i - 1]
                if !isText(previous) || (!line.isEmpty && !isText(line)) {
                    out += "\n"
                } else if isText(line) {
                    out += " "
                } else if !(lines[i...].first { !$0.isEmpty }.map(isText) ?? false) {
                    out += "\n"
                }
            }
            out += line
        }
        return out
    }
}
