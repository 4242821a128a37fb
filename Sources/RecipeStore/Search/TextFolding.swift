/// Folds text for matching: lowercase, no diacritics, full-width forms narrowed, so `Crème
/// Brûlée`, `creme brulee` and `ＣＲＥＭＥ` all match. CJK text passes through unchanged.
///
/// Standard library only (no Foundation, no ICU), because folding runs for every name at load
/// and on the start-up path: Latin letters with accents map to their base letters through a
/// table, combining marks are dropped, and full-width ASCII becomes ASCII.
public enum TextFolding {
    /// `text` folded for case-, diacritic- and width-insensitive comparison.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLowercased(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (0x0300...0x036F).contains(value) { continue }                       // combining marks
            if (0xFF01...0xFF5E).contains(value) {                                 // full-width ASCII
                appendLowercased(Unicode.Scalar(value - 0xFEE0)!, to: &result)
                continue
            }
            if value == 0x3000 { result.append(" "); continue }                    // ideographic space
            if let base = latinBase[value] {
                result.append(contentsOf: base.unicodeScalars)
                continue
            }
            appendLowercased(scalar, to: &result)
        }
        return String(result)
    }

    private static func appendLowercased(_ scalar: Unicode.Scalar, to result: inout String.UnicodeScalarView) {
        if scalar.isASCII {
            let value = scalar.value
            result.append((0x41...0x5A).contains(value) ? Unicode.Scalar(value | 0x20)! : scalar)
        } else if scalar.properties.changesWhenLowercased {
            result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
        } else {
            result.append(scalar)
        }
    }

    /// Lowercases an all-ASCII string without Unicode tables (the common, fast case).
    private static func asciiLowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return text }
        var bytes = Array(text.utf8)
        for index in bytes.indices where (0x41...0x5A).contains(bytes[index]) { bytes[index] |= 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Latin letters with diacritics (Latin-1 Supplement, Latin Extended-A) → lowercase base.
    private static let latinBase: [UInt32: String] = {
        let groups: [(String, String)] = [
            ("ÀÁÂÃÄÅàáâãäåĀāĂăĄą", "a"), ("ÇçĆćĈĉĊċČč", "c"), ("ĎďĐđÐð", "d"), ("ÈÉÊËèéêëĒēĔĕĖėĘęĚě", "e"),
            ("ĜĝĞğĠġĢģ", "g"), ("ĤĥĦħ", "h"), ("ÌÍÎÏìíîïĨĩĪīĬĭĮįİı", "i"), ("Ĵĵ", "j"), ("Ķķ", "k"),
            ("ĹĺĻļĽľĿŀŁł", "l"), ("ÑñŃńŅņŇň", "n"), ("ÒÓÔÕÖØòóôõöøŌōŎŏŐő", "o"), ("ŔŕŖŗŘř", "r"),
            ("ŚśŜŝŞşŠš", "s"), ("ŢţŤťŦŧ", "t"), ("ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲų", "u"), ("Ŵŵ", "w"),
            ("ÝýÿŶŷŸ", "y"), ("ŹźŻżŽž", "z"),
        ]
        var table: [UInt32: String] = [:]
        for (letters, base) in groups { for scalar in letters.unicodeScalars { table[scalar.value] = base } }
        for (scalar, base) in [("Æ", "ae"), ("æ", "ae"), ("Œ", "oe"), ("œ", "oe"), ("ß", "ss"), ("Þ", "th"), ("þ", "th")] {
            table[scalar.unicodeScalars.first!.value] = base
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
