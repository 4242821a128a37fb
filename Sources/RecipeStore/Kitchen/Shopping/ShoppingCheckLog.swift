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
    public let entries: [Entry]
    /// The names checked now (lowercased): each name's last entry.
    public let checked: Set<String>
    /// Each entry's name lowercased, and whether it is the last entry for that name: worked out
    /// once, so compacting a log of a hundred thousand lines lowercases nothing again.
    private let keys: [String], isLast: [Bool]
    /// Lines that are not `+ name` or `- name`.
    public let problems: [LineProblem]
    /// Every line as written, with its ending, and the entry it holds (nil: blank, or a line
    /// this reader does not understand), so compaction keeps what it does not understand.
    private let lines: [Line]

    /// A line as written and the entry it holds; whether it is blank (whitespace only) and
    /// ends with its line break (all but a last line without one).
    private struct Line: Equatable, Sendable {
        let text: Substring
        let entry: Int?
        let isBlank: Bool
        let hasBreak: Bool
    }

    /// The log read from `text`.
    public init(parsing text: String) {
        var entries: [Entry] = [], problems: [LineProblem] = [], lines: [Line] = []
        // The problem with a line written before is said in the same words (one string for a
        // hundred thousand such lines, not one each).
        var said: [ExactText: String] = [:]
        // Each line with its line break (the text between one line's start and the next's).
        var pieces = LineScan.lines(of: text)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        for (index, piece) in pieces.enumerated() {
            let number = index + 1
            let next = index + 1 < pieces.count ? pieces[index + 1].startIndex : text.endIndex
            let start = piece.startIndex, hasBreak = next > piece.endIndex
            let line = piece.trimmed()
            guard !line.isEmpty else { lines.append(Line(text: text[start..<next], entry: nil, isBlank: true, hasBreak: hasBreak)); continue }
            // `+ name` and `- name`, with the space, as the official tools read them.
            guard line.hasPrefix("+ ") || line.hasPrefix("- "), let sign = line.first, case let name = line.dropFirst(2).trimmed(), !name.isEmpty else {
                let message = said[ExactText(line)] ?? "“\(line)” is not “+ name” or “- name”"
                said[ExactText(line)] = message
                problems.append(LineProblem(line: number, message: message))
                lines.append(Line(text: text[start..<next], entry: nil, isBlank: false, hasBreak: hasBreak))
                continue
            }
            lines.append(Line(text: text[start..<next], entry: entries.count, isBlank: false, hasBreak: hasBreak))
            entries.append(Entry(name: name, checked: sign == "+"))
        }
        let keys = entries.map { $0.name.quickLowercased() }
        var last: [String: Int] = [:]
        for (index, key) in keys.enumerated() { last[key] = index }
        var isLast = Array(repeating: false, count: entries.count)
        for index in last.values { isLast[index] = true }
        self.entries = entries
        self.problems = problems
        self.lines = lines
        self.keys = keys
        self.isLast = isLast
        checked = Set(last.values.filter { entries[$0].checked }.map { keys[$0] })
    }

    /// Whether `name` is checked.
    public func isChecked(_ name: String) -> Bool { checked.contains(name.quickLowercased()) }

    /// The line to append for checking (or unchecking) `name`; a line break in the name
    /// (`\r\n`, `\r`, U+2028…) is written as a space, so the line reads back as one entry.
    public static func line(_ name: String, checked: Bool) -> String {
        (checked ? "+ " : "- ") + String(name.map { $0.isNewline ? " " : $0 }).trimmed() + "\n"
    }

    /// The log compacted against the names still on the list (the conventions' compaction;
    /// idempotent): each checked name's last `+ name` line, in the order they were last
    /// checked, and every line this reader does not understand (a comment, a mistake) where it
    /// was, byte for byte; blank lines and stale or unchecked entries go.
    public func compacted(keeping names: Set<String>) -> String {
        let wanted = Set(names.map { $0.quickLowercased() })
        var result = ""
        for line in lines {
            let text = line.text
            guard let entry = line.entry else {
                if !line.isBlank { result += line.hasBreak ? text : text + "\n" }
                continue
            }
            guard entries[entry].checked, isLast[entry], wanted.contains(keys[entry]) else { continue }
            result += line.hasBreak ? text : text + "\n"
        }
        return result
    }
}
