/// Cooklang's `.shopping-list` (issue #17), read and written by this one type: one entry a
/// line — recipe references `./Breakfast/Burrito{2}` (nested two spaces a level: a menu's
/// recipes, a recipe's sub-recipes), free-hand ingredients `olive oil{4%l}` at the top level —
/// with `--` and `[- -]` comments. Lines are kept as written, so adding or removing an entry
/// rewrites nothing else: another tool's comments and layout survive.
public struct ShoppingListFile: Equatable, Sendable {
    /// What one line holds.
    public enum Entry: Equatable, Sendable {
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

    /// The lines as written.
    public private(set) var lines: [String]
    /// What each line holds, index for index.
    public private(set) var entries: [Entry]

    /// The file read from `text` (the empty list for "").
    public init(parsing text: String) {
        lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        entries = Self.entries(of: lines)
    }

    /// Why lines could not be read: `(line number, why)`.
    public var problems: [(line: Int, message: String)] {
        entries.enumerated().compactMap { index, entry in
            if case let .invalid(message) = entry { return (index + 1, message) }
            return nil
        }
    }

    /// The file's text.
    public var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

    /// Adds a top-level reference to the recipe at `path` (`./Shared/Pizza Dough`), `scale`
    /// times (1: no braces).
    public mutating func addRecipe(_ path: String, scale: Double = 1) {
        let written = scale == 1 ? "" : "{\(QuantityText.format(scale, fractions: false))}"
        append(Self.escaped(path) + written)
    }

    /// Adds a free-hand ingredient (`coffee`, `1`, `bag` → `coffee{1%bag}`).
    public mutating func addItem(_ name: String, quantity: String = "", unit: String = "") {
        let amount = quantity.isEmpty ? "" : "{\(quantity)\(unit.isEmpty ? "" : "%" + unit)}"
        append(Self.escaped(name) + amount)
    }

    /// Removes the top-level references to `path` and everything nested under them; returns
    /// whether there was one.
    @discardableResult
    public mutating func removeRecipe(_ path: String) -> Bool {
        var keep: [Bool] = Array(repeating: true, count: lines.count), removing = false, found = false
        for (index, entry) in entries.enumerated() {
            switch entry {
            case let .recipe(written, _, depth) where depth == 0:
                removing = written == path
                found = found || removing
            case .recipe, .other: break
            case .item, .invalid: removing = false
            }
            if removing { keep[index] = false }
        }
        lines = lines.indices.filter { keep[$0] }.map { lines[$0] }
        entries = Self.entries(of: lines)
        return found
    }

    /// Removes every recipe and item, keeping comments.
    public mutating func clear() {
        lines = lines.indices.filter { entries[$0] == .other }.map { lines[$0] }
        entries = Self.entries(of: lines)
    }

    private mutating func append(_ line: String) {
        lines.append(line)
        entries = Self.entries(of: lines)
    }

    /// `{`, `}` and `%` in a name would read as an amount: they are not allowed in one.
    private static func escaped(_ name: String) -> String {
        String(name.filter { !"{}%\n".contains($0) })
    }

    /// The entries of `lines`, block comments spanning lines included.
    static func entries(of lines: [String]) -> [Entry] {
        var inBlock = false
        return lines.map { raw in
            var line = Substring(raw)
            // Block comments `[- … -]`, possibly over several lines; `--` to the end of a line.
            var kept = ""
            while !line.isEmpty {
                if inBlock {
                    guard let end = line.firstRange(of: "-]") else { line = ""; break }
                    line = line[end.upperBound...]
                    inBlock = false
                } else if let start = line.firstRange(of: "[-") {
                    kept += line[..<start.lowerBound]
                    line = line[start.upperBound...]
                    inBlock = true
                } else {
                    kept += line
                    line = ""
                }
            }
            if let comment = kept.firstRange(of: "--") { kept = String(kept[..<comment.lowerBound]) }
            let indent = kept.prefix { $0 == " " }.count
            let body = kept.trimmed()
            guard !body.isEmpty else { return .other }
            let (name, amount) = split(body)
            if name.hasPrefix("./") {
                guard indent % 2 == 0 else { return .invalid("a nested recipe is indented by two spaces a level") }
                guard let amount else { return .recipe(path: name, scale: nil, depth: indent / 2) }
                guard let scale = Amount.number(amount), scale > 0 else { return .invalid("“\(amount)” is not a number to multiply the recipe by") }
                return .recipe(path: name, scale: scale, depth: indent / 2)
            }
            guard indent == 0 else { return .invalid("only recipes may be nested; an ingredient starts at the line's beginning") }
            let parts = (amount ?? "").split(separator: "%", maxSplits: 1).map { $0.trimmed() }
            return .item(name: name, quantity: parts.first ?? "", unit: parts.count > 1 ? parts[1] : "")
        }
    }

    /// `olive oil{4%l}` → ("olive oil", "4%l"); a line without braces has no amount.
    private static func split(_ body: String) -> (String, String?) {
        guard body.hasSuffix("}"), let open = body.lastIndex(of: "{") else { return (body, nil) }
        let inner = body[body.index(after: open)..<body.index(before: body.endIndex)].trimmed()
        return (body[..<open].trimmed(), inner.isEmpty ? nil : inner)
    }
}
