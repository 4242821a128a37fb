/// Internal: how keys, names and characters are written inside error messages, so a message
/// never carries raw control characters or a megabyte of the file.
enum TOMLText {
    /// Longest piece of the file quoted in a message.
    static let maxQuoted = 40

    /// True for the characters a bare key may use: A-Z a-z 0-9 _ -.
    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// `U+000C`-style name of a code point.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A key or name part for a message: bare when it can be (unless `quoteBare`), otherwise in
    /// double quotes with `"`, `\` and control characters escaped, cut short when long.
    static func keyForMessage(_ key: String, quoteBare: Bool = true) -> String {
        let bare = !key.isEmpty && key.utf8.allSatisfy(isBare)
        var out = ""
        var count = 0
        for scalar in key.unicodeScalars {
            if count == maxQuoted { out += "…"; break }
            count += 1
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u" + codePoint(scalar.value).dropFirst(2)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return bare && !quoteBare ? out : "\"" + out + "\""
    }

    /// Some bytes of the file for a message, quoted and cut short when long.
    static func snippet(_ bytes: ArraySlice<UInt8>) -> String {
        keyForMessage(String(decoding: bytes, as: UTF8.self))
    }
}
