/// How a `.shopping-list` is written: the file's text, each new line's text (names with what
/// would read as an amount or a comment left out, multipliers), and what of a removed line
/// stays so the comments around it read as before.
extension ShoppingListFile {
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

    /// `{2}`, `{0.5}`, or nothing for 1 (and for a multiplier that is no positive number).
    static func multiplier(_ scale: Double) -> String {
        scale == 1 || !scale.isFinite || scale <= 0 ? "" : "{\(scale == scale.rounded() && scale < 1e15 ? String(Int(scale)) : String(scale))}"
    }

    /// The line of a free-hand item: `coffee{1%bag}`.
    static func itemLine(_ name: String, quantity: String, unit: String) -> String {
        var clean = escaped(name)
        while clean.hasPrefix("./") { clean.removeFirst(2) }
        return clean + (quantity.isEmpty ? "" : "{\(escaped(quantity))\(unit.isEmpty ? "" : "%" + escaped(unit))}")
    }

    /// `{`, `}` and `%` in a name would read as an amount, `--` or `[-` as a comment, and any
    /// line break (`\r\n`, U+2028…) would end the line: they are left out of what is written.
    static func escaped(_ name: String) -> String {
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
}
