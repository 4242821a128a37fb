import Foundation

/// Folds text for matching: lowercase, no diacritics, full-width forms narrowed, so `Crème
/// Brûlée`, `creme brulee` and `ＣＲＥＭＥ` all match. CJK text passes through unchanged.
public enum TextFolding {
    /// `text` folded for case-, diacritic- and width-insensitive comparison.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLowercased(text) }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Lowercases an all-ASCII string without Unicode tables (the common, fast case).
    private static func asciiLowercased(_ text: String) -> String {
        var bytes = Array(text.utf8)
        for index in bytes.indices where (0x41...0x5A).contains(bytes[index]) { bytes[index] |= 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the UTF-8 byte `byte` can start or continue a word (letters, digits, any
    /// non-ASCII byte); spaces and punctuation separate words.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
    }
}
