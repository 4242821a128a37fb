/// Cooklang's `.shopping-list` (issue #17), read and written by this one type: one entry a
/// line — recipe references `./Breakfast/Burrito{2}` (nested two spaces a level: a menu's
/// recipes, a recipe's sub-recipes), free-hand ingredients `olive oil{4%l}` at the top level —
/// with `--` and `[- -]` comments. Lines are kept as written, so adding or removing an entry
/// rewrites nothing else: another tool's comments and layout survive.
///
/// Here the entries and the changes to them; how lines are read in `ShoppingListFile+Reading.swift`,
/// how they are written in `ShoppingListFile+Writing.swift`.
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

    /// Adds a free-hand ingredient (`coffee`, `1`, `bag` → `coffee{1%bag}`); a leading `./`,
    /// which would make it a recipe, is dropped.
    public mutating func addItem(_ name: String, quantity: String = "", unit: String = "") {
        append([Self.itemLine(name, quantity: quantity, unit: unit)])
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

    /// Adds `added` at the end, reading only them when the lines above read as before.
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
}
