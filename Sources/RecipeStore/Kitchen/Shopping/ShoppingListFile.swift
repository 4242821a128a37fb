/// Cooklang's `.shopping-list` (issue #17), read and written by this one type: one entry a
/// line — recipe references `./Breakfast/Burrito{2}` (nested two spaces a level: a menu's
/// recipes, a recipe's sub-recipes), free-hand ingredients `olive oil{4%l}` at the top level —
/// with `--` and `[- -]` comments. Lines are kept as written, so adding or removing an entry
/// rewrites nothing else: another tool's comments and layout survive.
public struct ShoppingListFile: Equatable, Sendable {
    /// What one line holds.
    public enum Entry: Hashable, Sendable {
        /// A recipe reference: its path as written (`./Breakfast/Burrito`), its multiplier
        /// (nil: 1), and its nesting depth (0 at the top).
        case recipe(path: String, scale: Double?, depth: Int)
        /// A free-hand ingredient with an optional `quantity%unit`.
        case item(name: String, quantity: String, unit: String)
        /// A blank line or a comment.
        case other
        /// A line that is neither (said by `problems`).
        case invalid(String)
    }

    /// The lines as written (without their line endings).
    public private(set) var lines: [String]
    /// The file's line ending, kept when it is written back (`\r\n` from Windows tools).
    public let lineEnding: String
    /// What each line holds, index for index.
    public private(set) var entries: [Entry]
    /// Whether the lines end inside a `[-` block comment never closed.
    private var endsInBlock: Bool

    /// The file read from `text` (the empty list for "").
    public init(parsing text: String) {
        lineEnding = text.contains("\r\n") ? "\r\n" : "\n"
        lines = text.isEmpty ? [] : LineScan.lines(of: text).map(String.init)
        if lines.last == "" { lines.removeLast() }
        (entries, endsInBlock) = Self.read(lines)
    }

    /// The lines that could not be read.
    public var problems: [LineProblem] {
        entries.enumerated().compactMap { index, entry in
            if case let .invalid(message) = entry { return LineProblem(line: index + 1, message: message) }
            return nil
        }
    }

    /// The file's text.
    public var text: String {
        // Copied byte for byte into one string (joining a hundred thousand lines as strings cost more).
        let ending = Array(lineEnding.utf8)
        let count = lines.reduce(0) { $0 + $1.utf8.count + ending.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var at = 0
            for line in lines {
                for byte in line.utf8 { buffer[at] = byte; at += 1 }
                for byte in ending { buffer[at] = byte; at += 1 }
            }
            return at
        }
    }

    /// Adds the recipe at `path` (`./Shared/Pizza Dough`; the `./` is added when missing),
    /// `scale` times (1: no braces; written at full precision). A recipe already on the list at
    /// the top level stays one entry: its multiplier becomes the sum (`./Pizza{2}` + 2 →
    /// `./Pizza{4}`, the rest of its line and what is nested under it kept). Returns the
    /// multiplier it had then, nil when it was not on the list.
    @discardableResult
    public mutating func addRecipe(_ path: String, scale: Double = 1) -> Double? {
        let clean = Self.escaped(path), written = clean.hasPrefix("./") ? clean : "./" + clean
        guard let index = entries.firstIndex(where: { if case let .recipe(listed, _, 0) = $0 { listed == written } else { false } }),
              case let .recipe(_, had, _) = entries[index] else {
            append([written + Self.multiplier(scale)])
            return nil
        }
        let before = had ?? 1, line = lines[index]
        // The path as written, then its braces if any: only the multiplier changes, the rest of
        // the line (a comment) stays; a line where that would not read back so gets a new line.
        var changed = lines
        if let start = line.firstRange(of: written)?.upperBound {
            let rest = line[start...], gap = rest.prefix { $0 == " " || $0 == "\t" }
            let end = rest.dropFirst(gap.count).first == "{" ? rest.firstIndex(of: "}").map(line.index(after:)) ?? start : start
            changed[index] = String(line[..<start]) + (end == start ? "" : String(gap)) + Self.multiplier(before + scale) + String(line[end...])
        }
        let entries = Self.entries(of: changed)
        guard entries[index] == .recipe(path: written, scale: before + scale == 1 ? nil : before + scale, depth: 0),
              zip(entries, self.entries).enumerated().allSatisfy({ $0.offset == index || $0.element.0 == $0.element.1 }) else {
            append([written + Self.multiplier(scale)])
            return nil
        }
        (lines, self.entries) = (changed, entries)
        return before
    }

    /// Adds a menu as the official tools write one: its file's path (`./Plans/Weekly Plan.menu`)
    /// with its recipes nested under it, each at its multiplier, and under each the recipes it
    /// references (`    ./Shared/Pizza Dough`), which the official tools expand only when listed.
    /// The menu's own ingredients are not written: they are read from its file with the list
    /// (`ShoppingList`), so taking the menu off takes them off too.
    public mutating func addMenu(_ path: String, recipes: [(path: String, scale: Double, references: [String])]) {
        var clean = Self.escaped(path)
        if !clean.hasSuffix(".menu") { clean += ".menu" }
        var added = [clean.hasPrefix("./") ? clean : "./" + clean]
        for recipe in recipes {
            let name = Self.escaped(recipe.path)
            added.append("  " + (name.hasPrefix("./") ? name : "./" + name) + Self.multiplier(recipe.scale))
            for reference in recipe.references {
                let sub = Self.escaped(reference)
                added.append("    " + (sub.hasPrefix("./") ? sub : "./" + sub))
            }
        }
        // All at once: the list is read again once, not once a recipe (a menu of thousands).
        append(added)
    }

    /// `{2}`, `{0.5}`, or nothing for 1 (and for a multiplier that is no positive number).
    private static func multiplier(_ scale: Double) -> String {
        scale == 1 || !scale.isFinite || scale <= 0 ? "" : "{\(scale == scale.rounded() && scale < 1e15 ? String(Int(scale)) : String(scale))}"
    }

    /// Adds a free-hand ingredient (`coffee`, `1`, `bag` → `coffee{1%bag}`); a leading `./`,
    /// which would make it a recipe, is dropped.
    public mutating func addItem(_ name: String, quantity: String = "", unit: String = "") {
        append([Self.itemLine(name, quantity: quantity, unit: unit)])
    }

    /// The line of a free-hand item: `coffee{1%bag}`.
    private static func itemLine(_ name: String, quantity: String, unit: String) -> String {
        var clean = escaped(name)
        while clean.hasPrefix("./") { clean.removeFirst(2) }
        return clean + (quantity.isEmpty ? "" : "{\(escaped(quantity))\(unit.isEmpty ? "" : "%" + escaped(unit))}")
    }

    /// Removes the top-level references to `path` and everything nested under them; returns
    /// whether there was one.
    @discardableResult
    public mutating func removeRecipe(_ path: String) -> Bool {
        var keep = Array(repeating: true, count: lines.count), found = false
        var removing = false, pending: [Int] = []
        for (index, entry) in entries.enumerated() {
            // Nested as the reader nests (a tab-led `./B` is a recipe of its own), else by the line's indent.
            let indented = switch entry {
            case let .recipe(_, _, depth): depth > 0
            case .item: false
            case .other, .invalid: lines[index].first.map { $0 == " " || $0 == "\t" } ?? false
            }
            if case let .recipe(written, _, 0) = entry {
                removing = written == path
                found = found || removing
                pending = []
                if removing { keep[index] = false }
            } else if entry == .other, !indented {
                // A comment or blank line goes with the recipe only if more of it follows.
                if removing { pending.append(index) }
            } else if indented {
                // Everything indented below the recipe is part of it, readable or not.
                if removing {
                    for line in pending + [index] { keep[line] = false }
                    pending = []
                }
            } else {
                removing = false
                pending = []
            }
        }
        let inBlock = Self.blockStates(lines)
        lines = lines.indices.compactMap { keep[$0] ? lines[$0] : Self.commentsKept(by: lines[$0], startingInBlock: inBlock[$0]) }
        (entries, endsInBlock) = Self.read(lines)
        return found
    }

    /// Removes the first top-level free-hand item named `name` (case aside); returns whether
    /// there was one.
    @discardableResult
    public mutating func removeItem(_ name: String) -> Bool {
        let wanted = name.quickLowercased()
        guard let index = entries.firstIndex(where: { if case let .item(written, _, _) = $0 { written.quickLowercased() == wanted } else { false } })
        else { return false }
        if let comment = Self.commentsKept(by: lines[index], startingInBlock: Self.blockStates(lines)[index]) {
            lines[index] = comment
        } else {
            lines.remove(at: index)
        }
        (entries, endsInBlock) = Self.read(lines)
        return true
    }

    /// The top-level entries (recipes, menus and free-hand items), in file order: what is on
    /// the list as its user put it there.
    public var topLevel: [Entry] {
        entries.filter {
            switch $0 {
            case let .recipe(_, _, depth): depth == 0
            case .item: true
            case .other, .invalid: false
            }
        }
    }

    /// Removes every recipe and item, keeping comments.
    public mutating func clear() {
        let inBlock = Self.blockStates(lines)
        lines = lines.indices.compactMap { entries[$0] == .other ? lines[$0] : Self.commentsKept(by: lines[$0], startingInBlock: inBlock[$0]) }
        (entries, endsInBlock) = Self.read(lines)
    }

    /// What of a removed line stays for the comments around it: the `-]` that closes a block
    /// opened above (`[- skipped:` / `./Pizza -] salt`: without it the lines below would be
    /// commented out), and the block it opens and leaves open (`commentLeftOpen`); nil for nothing.
    static func commentsKept(by line: String, startingInBlock: Bool) -> String? {
        guard startingInBlock else { return commentLeftOpen(by: line) }
        guard let end = LineScan.firstRange(of: "-", "]", in: Substring(line)) else { return nil }   // a comment throughout: nothing to keep
        return String(line[..<end.upperBound]) + (commentLeftOpen(by: String(line[end.upperBound...])) ?? "")
    }

    /// The `[- …` block comment a removed line opens and leaves open, if any: it stays, so the
    /// lines it comments out do not come back to life (`./Risotto [- skipped:` / `./Pizza` / `-]`).
    static func commentLeftOpen(by line: String) -> String? {
        guard endsInsideBlockComment([line]) else { return nil }
        var rest = Substring(line), opener: Substring.Index?
        while let start = LineScan.firstRange(of: "[", "-", in: rest) {
            opener = start.lowerBound
            guard let end = LineScan.firstRange(of: "-", "]", in: rest[start.upperBound...]) else { break }
            rest = rest[end.upperBound...]
        }
        return opener.map { String(line[$0...]) }
    }

    private mutating func append(_ added: [String]) {
        guard !added.isEmpty else { return }
        guard !endsInBlock else {
            // A list ending inside an unclosed `[-` would swallow the new lines: close it first
            // (and read the list again: the line opening it is no longer a problem).
            lines += ["-]"] + added
            (entries, endsInBlock) = Self.read(lines)
            return
        }
        // The lines above read as they did: only the new ones are read.
        lines += added
        let (more, ends) = Self.read(added)
        entries += more
        endsInBlock = ends
    }

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

    /// `{`, `}` and `%` in a name would read as an amount, `--` or `[-` as a comment, and any
    /// line break (`\r\n`, U+2028…) would end the line: they are left out of what is written.
    private static func escaped(_ name: String) -> String {
        // ASCII with nothing to leave out (a menu's thousands of items): only trimmed.
        let clean = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for (index, byte) in bytes.enumerated() {
                if byte >= 0x80 || (0x0A...0x0D).contains(byte) || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "%") {
                    return false
                }
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-"), byte == UInt8(ascii: "-") || byte == UInt8(ascii: "[") { return false }
            }
            return true
        }
        if clean == true { return name.trimmed() }
        var text = String(name.filter { !"{}%".contains($0) && !$0.isNewline })
        while let comment = text.firstRange(of: "--") ?? text.firstRange(of: "[-") { text.replaceSubrange(comment, with: "-") }
        return text.trimmed()
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
