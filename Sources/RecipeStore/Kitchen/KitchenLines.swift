/// A kitchen file (`pantry.conf`, a `.menu` plan) as its lines, each with its own ending (`\n`,
/// `\r\n`, or none for a last line without one), so an edit changes whole lines and joining them
/// gives back every other byte as it was.
struct KitchenLines: Equatable {
    /// One line: its bytes without the ending, and the ending.
    struct Line: Equatable {
        var bytes: [UInt8]
        var ending: String

        /// Whether it holds only spaces and tabs.
        var isBlank: Bool { bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") } }

        /// The spaces and tabs it starts with.
        var indent: [UInt8] { Array(bytes.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) }
    }

    /// The lines, first to last; an empty file has none.
    var lines: [Line]

    /// The lines of `text`.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        var lines: [Line] = [], start = 0
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let crlf = newline > start && bytes[newline - 1] == UInt8(ascii: "\r")
            lines.append(Line(bytes: Array(bytes[start..<(crlf ? newline - 1 : newline)]), ending: crlf ? "\r\n" : "\n"))
            start = newline + 1
        }
        if start < bytes.count { lines.append(Line(bytes: Array(bytes[start...]), ending: "")) }
        self.lines = lines
    }

    /// The text again.
    var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.bytes.count + 2 })
        for line in lines {
            bytes.append(contentsOf: line.bytes)
            bytes.append(contentsOf: line.ending.utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The ending a new line takes: the file's own (that of its first line with one), else `\n`.
    var ending: String { lines.first { !$0.ending.isEmpty }?.ending ?? "\n" }

    /// Inserts `newLines` (text without endings) before the line at `index` (0-based; `count`:
    /// at the end), each with the file's ending; a last line without an ending gets one first.
    mutating func insert(_ newLines: [String], at index: Int) {
        let ending = self.ending
        if index == lines.count, let last = lines.indices.last, lines[last].ending.isEmpty { lines[last].ending = ending }
        lines.insert(contentsOf: newLines.map { Line(bytes: Array($0.utf8), ending: ending) }, at: index)
    }
}
