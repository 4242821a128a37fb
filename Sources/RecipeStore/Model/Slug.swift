/// Turns names into id slugs: lowercase, letters and digits kept (any script, so `麻婆豆腐`
/// stays readable), every other run of characters one `-`.
enum Slug {
    /// `Pizza Dough` → `pizza-dough`; `Crème Brûlée!` → `crème-brûlée`; empty → `recipe`.
    static func make(_ text: String) -> String {
        if let ascii = makeASCII(text) { return ascii }
        let lowered = text.quickLowercased()
        return lowered.unicodeScalars.allSatisfy(isOwnCharacter) ? makeFromScalars(lowered) : makeByCharacters(lowered)
    }

    /// The slug of lowercased text, character by character: what every shortcut must give.
    static func makeByCharacters(_ lowered: String) -> String {
        var result = ""
        var pendingDash = false
        for character in lowered {
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

    /// Whether `scalar` is always a character of its own, whatever is around it: below the
    /// combining accents (U+0300) but for a carriage return (which joins a line feed), or a
    /// CJK ideograph. Text made only of these slugs scalar by scalar, with no grapheme breaking.
    private static func isOwnCharacter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x300 && scalar != "\r") || (0x4E00...0x9FFF).contains(scalar.value)
    }

    /// `make` for lowercased text whose every scalar is a character of its own: what the
    /// character walk does (a letter or number is its first scalar's property), a scalar at a time.
    private static func makeFromScalars(_ lowered: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(lowered.utf8.count)
        var pendingDash = false
        for scalar in lowered.unicodeScalars {
            let kept = scalar.isASCII ? isLetterOrDigit(UInt8(scalar.value)) : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            if kept {
                if pendingDash, !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingDash = false
                UTF8.encode(scalar) { result.append($0) }
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "recipe" : String(decoding: result, as: UTF8.self)
    }

    /// Whether the lowercase ASCII byte `byte` is a letter or a digit.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The same for ASCII text, byte by byte: most file names are ASCII, and a folder of tens
    /// of thousands of recipes slugs every path on every start that is not served whole from
    /// the cache. Written straight into the string's storage; nil for text beyond ASCII.
    private static func makeASCII(_ text: String) -> String? {
        let made = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var ascii = true
            let slug = String(unsafeUninitializedCapacity: bytes.count) { buffer in
                var length = 0, pendingDash = false
                for byte in bytes {
                    guard byte < 0x80 else {
                        ascii = false
                        return 0
                    }
                    let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                    if isLetterOrDigit(lower) {
                        if pendingDash, length > 0 {
                            buffer[length] = UInt8(ascii: "-")
                            length += 1
                        }
                        pendingDash = false
                        buffer[length] = lower
                        length += 1
                    } else {
                        pendingDash = true
                    }
                }
                return length
            }
            guard ascii else { return nil }
            return slug.isEmpty ? "recipe" : slug
        }
        // Text without contiguous storage (never a native string) takes the general way, which
        // gives ASCII the same slug.
        return made ?? nil
    }
}
