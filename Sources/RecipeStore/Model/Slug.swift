/// Turns names into id slugs: lowercase, letters and digits kept (any script, so `麻婆豆腐`
/// stays readable), every other run of characters one `-`.
enum Slug {
    /// `Pizza Dough` → `pizza-dough`; `Crème Brûlée!` → `crème-brûlée`; empty → `recipe`.
    static func make(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return makeASCII(text) }
        var result = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "recipe" : result
    }

    /// The same for ASCII text, byte by byte: most file names are ASCII, and a folder of tens
    /// of thousands of recipes slugs every path on every start that is not served whole from
    /// the cache.
    private static func makeASCII(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9")) {
                if pendingDash, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingDash = false
                bytes.append(lower)
            } else {
                pendingDash = true
            }
        }
        return bytes.isEmpty ? "recipe" : String(decoding: bytes, as: UTF8.self)
    }
}
