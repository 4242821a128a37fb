/// Scans of the shopping files' text over its UTF-8 bytes that answer exactly as the
/// `Character` scans they replace (issue #30): a file of a megabyte is split into lines and
/// searched for its two-character marks (`--`, `[-`, `-]`, `//`) at memory speed, where
/// walking its characters cost seconds.
enum LineScan {
    /// `text` split at every line break, empty lines kept: the same as
    /// `text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)`. A line break
    /// is `\n`, `\r\n`, `\r`, U+000B, U+000C, U+0085, U+2028 or U+2029, each a character of its
    /// own (no mark combines with it), so the bytes tell where they are.
    static func lines<Text: StringProtocol>(of text: Text) -> [Text.SubSequence] {
        let utf8 = text.utf8
        let cuts = utf8.withContiguousStorageIfAvailable { bytes -> [(start: Int, end: Int)] in
            var cuts: [(start: Int, end: Int)] = [], start = 0, index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                var length = 0
                if byte >= 0x0A && byte <= 0x0D {
                    length = byte == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
                } else if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 {
                    length = 2
                } else if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 {
                    length = 3
                }
                if length == 0 { index += 1; continue }
                cuts.append((start, index))
                index += length
                start = index
            }
            cuts.append((start, count))
            return cuts
        }
        guard let cuts else { return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) }
        var lines: [Text.SubSequence] = []
        lines.reserveCapacity(cuts.count)
        var position = utf8.startIndex, offset = 0
        for cut in cuts {
            let start = utf8.index(position, offsetBy: cut.start - offset)
            let end = utf8.index(start, offsetBy: cut.end - cut.start)
            lines.append(text[start..<end])
            (position, offset) = (end, cut.end)
        }
        return lines
    }

    /// Where the mark `first` `second` (two ASCII characters such as `-]`) first stands in
    /// `text` as two characters of its own: the same as `text.firstRange(of: "-]")`. A byte match
    /// inside a character (`]` with an accent over it) is no match; in ASCII text every byte is
    /// a character.
    static func firstRange(of first: Character, _ second: Character, in text: Substring) -> Range<String.Index>? {
        guard let a = first.asciiValue, let b = second.asciiValue else { return text.firstRange(of: String([first, second])) }
        let utf8 = text.utf8
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Range<String.Index>? in
            let count = bytes.count
            var index = 0, ascii: Bool?
            while index + 1 < count {
                if bytes[index] != a || bytes[index + 1] != b { index += 1; continue }
                let start = utf8.index(utf8.startIndex, offsetBy: index), end = utf8.index(start, offsetBy: 2)
                if ascii == nil { ascii = !bytes.contains { $0 >= 0x80 } }
                // Neither byte can join the other into one character; a mark after it (or a
                // prepended sign before it) can, which the string's own boundaries tell.
                if ascii == true || (String.Index(start, within: text) != nil && String.Index(end, within: text) != nil) {
                    return start..<end
                }
                index += 1
            }
            return nil
        }
        guard let found else { return text.firstRange(of: String([first, second])) }
        return found
    }

    /// `text` split at every `separator` (an ASCII character such as `|`), empty pieces left
    /// out: the same as `text.split(separator: "|")`. ASCII text is split at its bytes; other text
    /// a character at a time (a `|` an accent sits on is no separator).
    static func split(_ text: String, at separator: Character) -> [Substring] {
        guard let mark = separator.asciiValue, text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.split(separator: separator) }
        let utf8 = text.utf8
        return utf8.split(separator: mark).map { Substring(text[$0.startIndex..<$0.endIndex]) }
    }

    /// The first place of a mark in a line read from the front (`--` while block comments are
    /// taken off it): searched again only once the line has moved past the one found, so a line
    /// of a hundred thousand `[- -]` is searched once, not once a comment.
    struct NextMark {
        private let first: Character, second: Character
        private var found: Range<String.Index>?, searched = false

        /// Looks for `first` `second`.
        init(_ first: Character, _ second: Character) {
            self.first = first
            self.second = second
        }

        /// The mark's first place in `text`, which must end where the text searched before did.
        mutating func range(in text: Substring) -> Range<String.Index>? {
            if searched, found.map({ $0.lowerBound >= text.startIndex }) ?? true { return found }
            found = LineScan.firstRange(of: first, second, in: text)
            searched = true
            return found
        }
    }
}
