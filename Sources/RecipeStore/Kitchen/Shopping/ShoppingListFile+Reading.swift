/// How a `.shopping-list` is read: each line's entry, block comments spanning lines, indents
/// and amounts; a line read before in the same comment state is not read again.
extension ShoppingListFile {
    /// Whether `lines` end inside a `[-` block comment that is never closed.
    static func endsInsideBlockComment(_ lines: [String]) -> Bool { blockStates(lines).last ?? false }

    /// For each line, whether it starts inside a `[-` block comment, then whether the last ends inside one.
    static func blockStates(_ lines: [String]) -> [Bool] {
        var inBlock = false, states = [false]
        for line in lines {
            if line.isEmpty { states.append(inBlock); continue }
            var rest = Substring(line), comments = LineScan.NextMark("-", "-")
            while true {
                if inBlock {
                    guard let end = LineScan.firstRange(of: "-", "]", in: rest) else { break }
                    rest = rest[end.upperBound...]
                    inBlock = false
                } else {
                    let opening = LineScan.firstRange(of: "[", "-", in: rest)
                    if let comment = comments.range(in: rest), opening.map({ $0.lowerBound > comment.lowerBound }) ?? true { break }
                    guard let start = opening else { break }
                    rest = rest[start.upperBound...]
                    inBlock = true
                }
            }
            states.append(inBlock)
        }
        return states
    }

    /// The entries of `lines`, block comments spanning lines included.
    static func entries(of lines: [String]) -> [Entry] { read(lines).entries }

    /// The entries of `lines`, and whether they end inside a block comment never closed.
    static func read(_ lines: [String]) -> (entries: [Entry], endsInBlock: Bool) {
        var reads = 0
        return read(lines, reads: &reads)
    }

    /// `read(_:)`, counting in `reads` the lines actually read (not known from a line read
    /// before): the work done, for tests.
    static func read(_ lines: [String], reads: inout Int) -> (entries: [Entry], endsInBlock: Bool) {
        var inBlock = false, opened: Int?
        // A line read before in the same comment state reads the same: a list repeating a line a
        // hundred thousand times reads it once (each further time costs a hash of its bytes).
        var known: [Known: (entry: Entry, inBlock: Bool, opens: Bool)] = [:]
        var entries = lines.enumerated().map { index, raw -> Entry in
            if raw.isEmpty { return .other }      // (a blank line leaves a comment as it is)
            let key = Known(text: ExactText(raw), inBlock: inBlock)
            let read = known[key] ?? {
                reads += 1
                var state = inBlock
                let (entry, opens) = Self.entry(of: raw, inBlock: &state)
                return (entry, state, opens)
            }()
            known[key] = read
            inBlock = read.inBlock
            if read.opens { opened = index }
            return read.entry
        }
        if inBlock, let opened { entries[opened] = .invalid("the block comment “[-” opened here is never closed with “-]”") }
        return (entries, inBlock)
    }

    /// A line and whether it starts inside a block comment: what its entry depends on.
    private struct Known: Hashable {
        let text: ExactText
        let inBlock: Bool
    }

    /// The entry of the line `raw`, starting inside a `[-` block comment when `inBlock` (left as
    /// the line leaves it), and whether the line opens a block comment.
    private static func entry(of raw: String, inBlock: inout Bool) -> (Entry, opens: Bool) {
        var opens = false
        var line = Substring(raw)
        // Block comments `[- … -]`, possibly over several lines; `--` to the end of a line.
        var kept = "", comments = LineScan.NextMark("-", "-")
        while !line.isEmpty {
            if inBlock {
                guard let end = LineScan.firstRange(of: "-", "]", in: line) else { line = ""; break }
                line = line[end.upperBound...]
                inBlock = false
            } else if let start = LineScan.firstRange(of: "[", "-", in: line),
                      comments.range(in: line).map({ $0.lowerBound >= start.lowerBound }) ?? true {
                kept += line[..<start.lowerBound]
                line = line[start.upperBound...]
                inBlock = true
                opens = true
            } else {
                kept += line
                line = ""
            }
        }
        if let comment = LineScan.firstRange(of: "-", "-", in: Substring(kept)) { kept = String(kept[..<comment.lowerBound]) }
        let indent = Self.indent(of: kept)
        let body = kept.trimmed()
        guard !body.isEmpty else { return (.other, opens) }
        let (name, amount) = split(body)
        if name.hasPrefix("./") {
            guard indent % 2 == 0 else { return (.invalid("a nested recipe is indented by two spaces a level"), opens) }
            guard let amount else { return (.recipe(path: name, scale: nil, depth: indent / 2), opens) }
            guard let scale = Amount.number(amount), scale > 0 else { return (.invalid("“\(amount)” is not a number to multiply the recipe by"), opens) }
            return (.recipe(path: name, scale: scale, depth: indent / 2), opens)
        }
        guard indent == 0 else { return (.invalid("only recipes may be nested; an ingredient starts at the line's beginning"), opens) }
        let parts = (amount ?? "").split(separator: "%", maxSplits: 1).map { $0.trimmed() }
        return (.item(name: name, quantity: parts.first ?? "", unit: parts.count > 1 ? parts[1] : ""), opens)
    }

    /// How many spaces `line` starts with (as characters: a space an accent sits on is none),
    /// counted over its bytes where an ASCII character follows them.
    static func indent(of line: String) -> Int {
        let quick = line.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            let count = bytes.firstIndex { $0 != 0x20 } ?? bytes.count
            return count == bytes.count || bytes[count] < 0x80 ? count : nil
        }
        return (quick ?? nil) ?? line.prefix { $0 == " " }.count
    }

    /// `olive oil{4%l}` → ("olive oil", "4%l"); a line without braces has no amount.
    private static func split(_ body: String) -> (String, String?) {
        guard body.hasSuffix("}"), let open = body.lastIndex(of: "{") else { return (body, nil) }
        let inner = body[body.index(after: open)..<body.index(before: body.endIndex)].trimmed()
        return (body[..<open].trimmed(), inner.isEmpty ? nil : inner)
    }
}
