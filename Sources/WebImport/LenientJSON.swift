import RecipeStore

/// Reads the JSON-LD real pages publish, which is not always JSON: strict JSON first; if that
/// fails, the unambiguous repairs (HTML comment or CDATA markers around the block, in any
/// spacing and behind `//`; a `;` after it; trailing commas; raw control characters and `\'`
/// inside strings) are made, each one reported, and it is read
/// again. Anything else is an error naming the source. Numbers too large to read (`1e999`) are
/// left out, each said as a repair.
public enum LenientJSON {
    /// The value of `text`, with a sentence per kind of repair made.
    public static func parse(_ text: String, source: String, block: Int) throws(ImportError) -> (value: JSONValue, repairs: [String]) {
        let strictError: JSONValue.SyntaxError
        do {
            let finite = OutOfRangeNumbers.removed(from: try JSONValue.parse(Array(text.utf8)))
            return (finite.value, finite.notes)
        } catch {
            strictError = error
        }
        let (repaired, repairs) = repair(Array(text.utf8))
        // Places are given in the text as the page has it, not as repaired.
        guard !repairs.isEmpty, let value = try? JSONValue.parse(repaired) else {
            throw .invalidJSON(source: source, block: block, detail: strictError.description)
        }
        let finite = OutOfRangeNumbers.removed(from: value)
        return (finite.value, repairs + finite.notes)
    }

    /// The bytes with the unambiguous repairs made, and what was repaired.
    static func repair(_ input: [UInt8]) -> ([UInt8], [String]) {
        var bytes = input[...]
        var repairs: [String] = []
        let wrappers: [(String, String)] = [("<!--", "-->"), ("<![CDATA[", "]]>"), ("//<![CDATA[", "//]]>"), ("// <![CDATA[", "// ]]>"),
                                            ("/*<![CDATA[*/", "/*]]>*/")]
        for (open, close) in wrappers {
            let trimmed = bytes.drop { isSpace($0) }
            if trimmed.starts(with: open.utf8) {
                bytes = trimmed.dropFirst(open.utf8.count)
                var end = bytes.endIndex
                while end > bytes.startIndex, isSpace(bytes[end - 1]) { end -= 1 }
                if bytes[..<end].reversed().starts(with: close.utf8.reversed()) { bytes = bytes[..<(end - close.utf8.count)] }
                repairs.append("removed the \(open) … \(close) markers around the JSON-LD")
            }
        }
        // `{…};`, as a script statement ends (pauladeen.com).
        var end = bytes.endIndex
        while end > bytes.startIndex, isSpace(bytes[end - 1]) { end -= 1 }
        if end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: ";") {
            bytes = bytes[..<(end - 1)]
            repairs.append("removed the ; after the JSON-LD")
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var inString = false, escaped = false
        var controls = 0, commas = 0, quotes = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            defer { index += 1 }
            if inString {
                if escaped {
                    escaped = false
                    // `\'` is JavaScript's escape, not JSON's: the quote itself (bodybuilding.com).
                    if byte == UInt8(ascii: "'") { output[output.count - 1] = byte; quotes += 1 } else { output.append(byte) }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\\"): escaped = true; output.append(byte)
                case UInt8(ascii: "\""): inString = false; output.append(byte)
                case 0x0A: output += Array("\\n".utf8); controls += 1
                case 0x0D: output += Array("\\r".utf8); controls += 1
                case 0x09: output += Array("\\t".utf8); controls += 1
                case 0..<0x20: output += Array("\\u00".utf8) + [hex(byte >> 4), hex(byte & 0xF)]; controls += 1
                default: output.append(byte)
                }
                continue
            }
            if byte == UInt8(ascii: "\"") { inString = true }
            if byte == UInt8(ascii: ",") {
                var next = index + 1
                while next < bytes.endIndex, isSpace(bytes[next]) { next += 1 }
                if next < bytes.endIndex, bytes[next] == UInt8(ascii: "}") || bytes[next] == UInt8(ascii: "]") { commas += 1; continue }
            }
            output.append(byte)
        }
        if commas > 0 { repairs.append("removed \(commas) trailing comma\(commas == 1 ? "" : "s")") }
        if controls > 0 { repairs.append("escaped \(controls) control character\(controls == 1 ? "" : "s") inside strings") }
        if quotes > 0 { repairs.append("read \(quotes) \\' as ' inside strings") }
        return (output, repairs)
    }

    private static func hex(_ digit: UInt8) -> UInt8 { digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10 }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
}
