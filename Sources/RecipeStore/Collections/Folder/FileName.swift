/// File names as the file system gives them: bytes, which need not be UTF-8.
enum FileName {
    /// `bytes` as text with every byte that is not part of valid UTF-8 written `\xNN`
    /// (`Caf\xe9.cook`), so a name in another encoding can be shown and recognised.
    static func escaped(_ bytes: [UInt8]) -> String {
        var text = "", at = 0
        while at < bytes.count {
            let lead = bytes[at]
            let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            if length > 0, at + length <= bytes.count, let valid = String(validating: bytes[at..<(at + length)], as: UTF8.self) {
                text += valid
                at += length
            } else {
                let hex = String(lead, radix: 16)
                text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
                at += 1
            }
        }
        return text
    }

    /// Whether a name ends in `.cook`, in any case.
    static func isRecipe(_ bytes: [UInt8]) -> Bool {
        let count = bytes.count
        guard count > 5 else { return false }
        // Each of the last five bytes with the lowercase bit set: `.COOK`, `.Cook`… (asked of every name in a folder).
        return bytes[count - 5] | 0x20 == UInt8(ascii: ".") && bytes[count - 4] | 0x20 == UInt8(ascii: "c")
            && bytes[count - 3] | 0x20 == UInt8(ascii: "o") && bytes[count - 2] | 0x20 == UInt8(ascii: "o") && bytes[count - 1] | 0x20 == UInt8(ascii: "k")
    }
}
