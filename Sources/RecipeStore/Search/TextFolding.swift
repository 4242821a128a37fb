/// Folds text for matching: case-folded, without the accents of Latin, Greek and Cyrillic
/// letters, full-width forms narrowed, so `Crème Brûlée`, `creme brulee` and `ＣＲＥＭＥ` match, as
/// do `Phở` and `pho`, `Łódź` and `lodz`, `κρέμα` and `ΚΡΕΜΑ`. CJK text passes through unchanged.
///
/// Standard library only (no Foundation, no ICU), because folding runs for every name at load
/// and on the start-up path: ASCII is lowercased in place, and every other character of the
/// Basic Multilingual Plane that folding changes is looked up in `FoldingTable`, generated from
/// the Unicode Character Database by `scripts/gen-folding.py`.
public enum TextFolding {
    /// `text` folded for case-, diacritic- and width-insensitive comparison.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLowercased(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                result.append((0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(value | 0x20)) : scalar)
            } else if let folded = table[value] {
                result.append(contentsOf: folded.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Lowercases an all-ASCII string without Unicode tables (the common, fast case).
    private static func asciiLowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return text }
        var bytes = Array(text.utf8)
        for index in bytes.indices where (0x41...0x5A).contains(bytes[index]) { bytes[index] |= 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `FoldingTable` read into a dictionary on first use (only text with non-ASCII needs it).
    private static let table: [UInt32: String] = {
        var table: [UInt32: String] = [:]
        table.reserveCapacity(3_000)
        for entry in FoldingTable.entries.split(separator: "\u{1}") {
            let text = entry.drop { $0 == "\n" }
            guard let equals = text.firstIndex(of: "="), let code = UInt32(text[..<equals], radix: 16) else { continue }
            table[code] = String(text[text.index(after: equals)...])
        }
        return table
    }()

    /// Whether the UTF-8 byte `byte` can start or continue a word (letters, digits, any
    /// non-ASCII byte); spaces and punctuation separate words.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
    }
}
