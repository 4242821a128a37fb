/// A `.menu` file's lines as its plan lays them out, for changing a plan line by line (issue
/// #37): which lines are each section's header, each meal's header and each entry. Lines are
/// cut as the parser cuts them — paragraphs between blank lines (a line of only a `-- comment`
/// is blank to it), a section at a line starting with `=`, a paragraph's lines joined into one
/// line of a step until a line ending in `\` — and each such line read alone as the official
/// CLI reads it (`PlanReading.kind(ofLine:)`). `sections` is the plan this layout finds, which
/// is only used when it equals the file's parse (`PlanEdit` checks).
struct PlanLayout {
    /// A meal's lines: the header's (nil for `Items`) and each entry's, as ranges of `lines`.
    struct Meal {
        let meal: PlanMeal
        let header: Range<Int>?
        let entries: [Range<Int>]
    }

    /// A section's lines.
    struct Section {
        /// The section as the layout reads it.
        let section: PlanSection
        /// Its header's line; nil for the lines above the first header.
        let header: Int?
        /// Its meals.
        let meals: [Meal]
        /// The last line of its last line of a step (after which a new meal goes), nil when it has none.
        let lastLine: Int?
    }

    /// The file's lines.
    var lines: KitchenLines
    /// Its sections as laid out; nil when a line could not be read alone (then it is not edited).
    let sections: [Section]?

    /// The layout of `text`.
    init(_ text: String) {
        lines = KitchenLines(text)
        sections = Self.sections(of: lines)
    }

    /// The plan the layout finds.
    var plan: [PlanSection]? { sections?.map(\.section) }

    /// Reads the sections of `lines`; nil when a line of a step is not one line to the official CLI.
    private static func sections(of lines: KitchenLines) -> [Section]? {
        var found: [Section] = []
        var name: String?, header: Int?, logical: [(kind: PlanReading.LineKind, tag: Range<Int>)] = [], paragraph: [Int] = []
        var readable = true
        func flushParagraph() {
            defer { paragraph = [] }
            guard let first = paragraph.first, trimmedLeading(lines.lines[first].bytes).first != UInt8(ascii: ">") else { return }   // a note
            var start = first
            for index in paragraph {
                let last = index == paragraph.last
                guard last || endsWithBackslash(lines.lines[index].bytes) else { continue }
                let range = start..<(index + 1)
                guard let kind = PlanReading.kind(ofLine: text(of: range, in: lines)) else { readable = false; return }
                logical.append((kind, range))
                start = index + 1
            }
        }
        func flushSection() {
            flushParagraph()
            let meals = PlanReading.group(logical).map { Meal(meal: $0.meal, header: $0.header, entries: $0.entries) }
            let section = PlanSection(name: name, meals: meals.map(\.meal))
            // The parser keeps a section above the first header only when it holds a step.
            if header != nil || !logical.isEmpty { found.append(Section(section: section, header: header, meals: meals, lastLine: logical.last.map { $0.tag.upperBound - 1 })) }
            logical = []
        }
        for index in bodyStart(lines)..<lines.lines.count {
            let bytes = uncommented(lines.lines[index].bytes)
            let content = trimmedLeading(bytes)
            if content.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) {
                flushParagraph()
            } else if content.first == UInt8(ascii: "=") {
                flushSection()
                (name, header) = (sectionName(content), index)
            } else {
                paragraph.append(index)
            }
        }
        flushSection()
        return readable ? found : nil
    }

    /// The first line after the front matter (`---` … `---` at the top), else 0.
    private static func bodyStart(_ lines: KitchenLines) -> Int {
        func isFence(_ index: Int) -> Bool {
            let trimmed = trimmedLeading(lines.lines[index].bytes)
            var end = trimmed.count
            while end > 0, [0x20, 0x09, 0x0D].contains(trimmed[end - 1]) { end -= 1 }
            return end == 3 && trimmed.prefix(3).allSatisfy { $0 == UInt8(ascii: "-") }
        }
        guard !lines.lines.isEmpty, isFence(0), let close = lines.lines.indices.dropFirst().first(where: isFence) else { return 0 }
        return close + 1
    }

    /// The line of a step the lines `range` make, as the parser joins them: a space between
    /// lines, a line's final `\` dropped, comments out.
    static func text(of range: Range<Int>, in lines: KitchenLines) -> String {
        var joined: [UInt8] = []
        for index in range {
            var bytes = uncommented(lines.lines[index].bytes)
            if index == range.upperBound - 1, endsWithBackslash(bytes) { bytes.removeLast() }
            if index > range.lowerBound { joined.append(UInt8(ascii: " ")) }
            joined += bytes
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// Whether a line's last byte (its comment out) is `\`: the parser's hard line break.
    static func endsWithBackslash(_ bytes: [UInt8]) -> Bool { uncommented(bytes).last == UInt8(ascii: "\\") }

    /// The line without a `-- comment` (two dashes not part of a longer run), as the parser drops it.
    static func uncommented(_ bytes: [UInt8]) -> [UInt8] {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"),
               index == 0 || bytes[index - 1] != UInt8(ascii: "-"), index + 2 >= bytes.count || bytes[index + 2] != UInt8(ascii: "-") {
                return Array(bytes[..<index])
            }
            index += 1
        }
        return bytes
    }

    /// The bytes after leading spaces and tabs.
    private static func trimmedLeading(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// `Monday (2026-03-09)` from `== Monday (2026-03-09) ==`; nil for `=` alone.
    private static func sectionName(_ content: ArraySlice<UInt8>) -> String? {
        let name = String(decoding: content, as: UTF8.self).trimmed { $0 == "=" || $0.isWhitespace }
        return name.isEmpty ? nil : name
    }
}
