/// Makes untrusted text (recipe data, file names, error messages) safe to draw: control
/// characters become visible symbols (`␛` for ESC), so no escape sequence from a recipe ever
/// reaches the terminal, and bidirectional overrides, which can disguise text, are dropped.
public enum Sanitizer {
    /// `text` with every control character replaced by a visible stand-in; line breaks and
    /// tabs become spaces (a cell holds one line).
    public static func clean(_ text: String) -> String {
        guard !isPrintableASCII(text), text.unicodeScalars.contains(where: needsCleaning) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: result.append(" ")
            case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)  // ␀ … ␟, ESC → ␛
            case 0x7F: result.append("\u{2421}")  // ␡
            case 0x80..<0xA0: result.append("\u{FFFD}")
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: continue
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// `text` for a message on stderr or a plain-text line: every control character and
    /// bidirectional control is written as a visible escape (`\e`, `\x9b`, `\u{202E}`), so a
    /// file name, id or link in a message can neither drive the terminal nor disguise itself.
    /// Line breaks are kept when `keepingNewlines` (multi-line messages), tabs always.
    public static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        guard !isPrintableASCII(text), text.unicodeScalars.contains(where: needsCleaning) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x0A where keepingNewlines, 0x09: result.unicodeScalars.append(scalar)
            case 0x1B: result += "\\e"
            case 0x00..<0x20, 0x7F..<0xA0: result += "\\x" + hex(value, digits: 2)
            case _ where needsCleaning(scalar): result += "\\u{" + hex(value, digits: 4).uppercased() + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// Whether `scalar` must be replaced or dropped before drawing.
    /// Whether `text` is printable ASCII throughout (most recipe text): nothing to clean, told
    /// from its bytes without decoding a scalar.
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } } ?? false
    }

    private static func needsCleaning(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F..<0xA0).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C
    }
}
