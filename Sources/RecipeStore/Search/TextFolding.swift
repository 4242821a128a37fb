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

    /// `FoldingTable` read into a dictionary on first use (only text with non-ASCII needs it):
    /// entries split at U+0001, each `XXXX=folded` after any line breaks, read as bytes (read
    /// as characters it took milliseconds, on the way to the first list of a folder with one
    /// accented name).
    private static let table: [UInt32: String] = {
        var table: [UInt32: String] = [:]
        table.reserveCapacity(3_000)
        var entries = FoldingTable.entries
        entries.withUTF8 { bytes in
            for entry in bytes.split(separator: 0x01, omittingEmptySubsequences: true) {
                let text = entry.drop { $0 == UInt8(ascii: "\n") }
                guard let equals = text.firstIndex(of: UInt8(ascii: "=")), let code = hexValue(text[..<equals]) else { continue }
                table[code] = String(decoding: text[(equals + 1)...], as: UTF8.self)
            }
        }
        return table
    }()

    /// The number written in hexadecimal by `digits` (1 to 8 of them), nil for anything else.
    private static func hexValue(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt32? {
        guard (1...8).contains(digits.count) else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(digit - UInt8(ascii: "A") + 10)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(digit - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }

    /// Whether the UTF-8 byte `byte` can start or continue a word (letters, digits, any
    /// non-ASCII byte); spaces and punctuation separate words.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
    }
}
