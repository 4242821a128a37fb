/// Cooklang's `.shopping-checked` (issue #17): an append-only log of `+ name` (checked) and
/// `- name` (unchecked) lines; the last line for a name wins, names match case-insensitively
/// and for the whole list. Read and written by this one type.
public struct ShoppingCheckLog: Equatable, Sendable {
    /// One line of the log: a name as written, checked (`+`) or not (`-`).
    public struct Entry: Equatable, Sendable {
        /// The item's name as written.
        public let name: String
        /// `+` (true) or `-` (false).
        public let checked: Bool
    }

    /// The log's entries in order.
    public private(set) var entries: [Entry]
    /// Lines that are not `+ name` or `- name`.
    public let problems: [LineProblem]

    /// The log read from `text`.
    public init(parsing text: String) {
        var entries: [Entry] = [], problems: [LineProblem] = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmed()
            guard !line.isEmpty else { continue }
            // `+ name` and `- name`, with the space, as the official tools read them.
            guard line.hasPrefix("+ ") || line.hasPrefix("- "), let sign = line.first, case let name = line.dropFirst(2).trimmed(), !name.isEmpty else {
                problems.append(LineProblem(line: index + 1, message: "“\(line)” is not “+ name” or “- name”"))
                continue
            }
            entries.append(Entry(name: name, checked: sign == "+"))
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

    /// The line to append for checking (or unchecking) `name`; a line break in the name
    /// (`\r\n`, `\r`, U+2028…) is written as a space, so the line reads back as one entry.
    public static func line(_ name: String, checked: Bool) -> String {
        (checked ? "+ " : "- ") + String(name.map { $0.isNewline ? " " : $0 }).trimmed() + "\n"
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
