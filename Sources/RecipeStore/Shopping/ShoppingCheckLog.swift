/// Cooklang's `.shopping-checked` (issue #17): an append-only log of `+ name` (checked) and
/// `- name` (unchecked) lines; the last line for a name wins, names match case-insensitively
/// and for the whole list. Read and written by this one type.
public struct ShoppingCheckLog: Equatable, Sendable {
    /// The log's entries in order: a name (as written) and whether it was checked.
    public private(set) var entries: [(name: String, checked: Bool)]
    /// Lines that are not `+ name` or `- name`: `(line number, the line)`.
    public let problems: [(line: Int, text: String)]

    /// The same entries and problems.
    public static func == (lhs: ShoppingCheckLog, rhs: ShoppingCheckLog) -> Bool {
        lhs.entries.map(\.name) == rhs.entries.map(\.name) && lhs.entries.map(\.checked) == rhs.entries.map(\.checked)
            && lhs.problems.map(\.line) == rhs.problems.map(\.line)
    }

    /// The log read from `text`.
    public init(parsing text: String) {
        var entries: [(name: String, checked: Bool)] = [], problems: [(line: Int, text: String)] = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmed()
            guard !line.isEmpty else { continue }
            // `+ name` and `- name`, with the space, as the official tools read them.
            guard line.hasPrefix("+ ") || line.hasPrefix("- "), let sign = line.first, case let name = line.dropFirst(2).trimmed(), !name.isEmpty else {
                problems.append((index + 1, line))
                continue
            }
            entries.append((name, sign == "+"))
        }
        self.entries = entries
        self.problems = problems
    }

    /// The names checked now (lowercased): each name's last entry.
    public var checked: Set<String> {
        var state: [String: Bool] = [:]
        for entry in entries { state[entry.name.lowercased()] = entry.checked }
        return Set(state.filter(\.value).keys)
    }

    /// Whether `name` is checked.
    public func isChecked(_ name: String) -> Bool { checked.contains(name.lowercased()) }

    /// The line to append for checking (or unchecking) `name`.
    public static func line(_ name: String, checked: Bool) -> String {
        (checked ? "+ " : "- ") + name.filter { $0 != "\n" }.trimmed() + "\n"
    }

    /// The log compacted against the names still on the list: `+ name` for each checked one,
    /// in the order they were last checked (the conventions' compaction; idempotent).
    public func compacted(keeping names: Set<String>) -> String {
        let wanted = Set(names.map { $0.lowercased() }), checked = self.checked
        var seen = Set<String>(), lines: [String] = []
        for entry in entries.reversed() where wanted.contains(entry.name.lowercased()) && checked.contains(entry.name.lowercased()) {
            if seen.insert(entry.name.lowercased()).inserted { lines.append("+ " + entry.name + "\n") }
        }
        return lines.reversed().joined()
    }
}
