/// Keys and one-line strings: bare keys, basic strings with TOML 1.0 escapes, literal strings.
extension TOMLCursor {
    static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")

    /// True when the three bytes at the current offset are `delimiter`: a multi-line string.
    func atTripleQuote(_ delimiter: UInt8) -> Bool {
        current == delimiter && byte(at: offset + 1) == delimiter && byte(at: offset + 2) == delimiter
    }

    /// A bare, "basic" or 'literal' key; `what` names it in messages ("a key", "a table name").
    mutating func parseKey(what: String) throws(TOMLError) -> String {
        let start = offset
        switch current {
        case Self.quote?, Self.apostrophe?:
            if atTripleQuote(current!) {
                throw error("multi-line strings cannot be keys; use \"…\" or '…'")
            }
            return current == Self.quote ? try parseBasicString() : try parseLiteralString()
        case let byte? where TOMLText.isBare(byte):
            while let byte = current, TOMLText.isBare(byte) { offset += 1 }
            if let byte = current, !Self.endsBareKey(byte) { throw badBareKeyCharacter() }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        case let byte?:
            if Self.endsBareKey(byte) || byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "[") || byte == Self.backslash {
                throw error("expected \(what), found \(describe())")
            }
            throw badBareKeyCharacter()
        case nil:
            throw error("expected \(what), found \(describe())")
        }
    }

    /// Bytes that may follow a bare key: whitespace, `=`, `.`, `]`, `#`, a newline.
    static func endsBareKey(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), tab, UInt8(ascii: "="), UInt8(ascii: "."), UInt8(ascii: "]"),
             UInt8(ascii: "#"), newline, carriageReturn: true
        default: false
        }
    }

    private func badBareKeyCharacter() -> TOMLError {
        error("\(describe()) cannot be in a bare key (only A-Z a-z 0-9 _ -); put the key in quotes")
    }

    /// A `"…"` string on one line; the cursor is at the opening quote.
    mutating func parseBasicString() throws(TOMLError) -> String {
        offset += 1
        var out: [UInt8] = []
        while true {
            guard let byte = current, byte != Self.newline, byte != Self.carriageReturn else {
                throw error("missing closing quote (\"); a \"…\" string must end on its line")
            }
            switch byte {
            case Self.quote:
                offset += 1
                return String(decoding: out, as: UTF8.self)
            case Self.backslash:
                try parseEscape(into: &out)
            case 0..<0x20 where byte != Self.tab, 0x7F:
                throw error("control character \(TOMLText.codePoint(UInt32(byte))) must be written as an escape (\\uXXXX) in a string")
            default:
                out.append(byte)
                offset += 1
            }
        }
    }

    /// One escape at the backslash: \b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX (TOML 1.0).
    private mutating func parseEscape(into out: inout [UInt8]) throws(TOMLError) {
        let start = offset
        offset += 1
        guard let letter = current, letter != Self.newline, letter != Self.carriageReturn else {
            throw error("missing closing quote (\"); a \"…\" string must end on its line")
        }
        offset += 1
        switch letter {
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "r"): out.append(0x0D)
        case Self.quote, Self.backslash: out.append(letter)
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = letter == UInt8(ascii: "u") ? 4 : 8
            var value: UInt32 = 0
            for _ in 0..<count {
                guard let byte = current, let digit = Self.digitValue(byte), digit < 16 else {
                    throw error("\\\(Character(Unicode.Scalar(letter))) must be followed by \(count) hexadecimal digits", at: start)
                }
                value = value << 4 | UInt32(digit)
                offset += 1
            }
            guard let scalar = Unicode.Scalar(value) else {
                let written = String(decoding: bytes[start..<offset], as: UTF8.self)
                throw error("\(written) is not a Unicode character (surrogates D800-DFFF and values above 10FFFF are not)", at: start)
            }
            UTF8.encode(scalar) { out.append($0) }
        default:
            let shown = letter >= 0x20 && letter < 0x7F
                ? "\"\\\(Character(Unicode.Scalar(letter)))\"" : "\"\\\" followed by \(describe(start + 1))"
            throw error("invalid escape \(shown); use \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX or \\UXXXXXXXX", at: start)
        }
    }

    /// A `'…'` string on one line, taken as written; the cursor is at the opening apostrophe.
    mutating func parseLiteralString() throws(TOMLError) -> String {
        offset += 1
        let start = offset
        while true {
            guard let byte = current, byte != Self.newline, byte != Self.carriageReturn else {
                throw error("missing closing apostrophe ('); a '…' string must end on its line")
            }
            if byte == Self.apostrophe { break }
            if (byte < 0x20 && byte != Self.tab) || byte == 0x7F {
                throw error("control character \(TOMLText.codePoint(UInt32(byte))) is not allowed in a '…' string; use a \"…\" string with an escape")
            }
            offset += 1
        }
        offset += 1
        return String(decoding: bytes[start..<offset - 1], as: UTF8.self)
    }

    /// The value of an ASCII digit or letter as a digit in base up to 36, or nil.
    static func digitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
