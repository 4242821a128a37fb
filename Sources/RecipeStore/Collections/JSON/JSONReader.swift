/// A fast, strict JSON tokenizer over UTF-8 bytes: the loader reads collection files with it
/// directly into recipes, several times faster than Foundation's decoders (which also cannot
/// say where a syntax error is). Errors carry the line and column.
struct JSONReader {
    /// What the next value is, so a reader can check a field's type before reading it.
    enum Kind: Equatable {
        case object, array, string, number, bool, null
    }

    /// The deepest objects and arrays may nest: far beyond any collection or JSON-LD block,
    /// and thousands of `[` are an error instead of a stack overflow.
    static let maximumDepth = 512
    /// The error for a value nested deeper than `maximumDepth`.
    static let tooDeep = "nested more than \(maximumDepth) levels deep"

    /// A syntax error at a position in the text.
    struct SyntaxError: Error, Equatable {
        let line: Int
        let column: Int
        let reason: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0

    /// A reader over `bytes`, which must outlive it.
    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Skips a UTF-8 byte-order mark at the start; throws when the text is UTF-16 (a UTF-16
    /// byte-order mark, or ASCII interleaved with NUL bytes), which would otherwise read as
    /// "expected a value".
    mutating func skipByteOrderMark() throws(SyntaxError) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3; return }
        guard bytes.count >= 2 else { return }
        let (first, second) = (bytes[0], bytes[1])
        if (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF) || (first == 0) != (second == 0) {
            throw error("the file is UTF-16; save it as UTF-8")
        }
    }

    /// An error at the current position.
    func error(_ reason: String) -> SyntaxError {
        var line = 1
        var lineStart = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        let end = min(index, bytes.count)
        for position in 0..<end where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        let column = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), as: UTF8.self).count + 1
        return SyntaxError(line: line, column: column, reason: reason)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The kind of the next value, after skipping white space.
    mutating func peekKind() throws(SyntaxError) -> Kind {
        skipSpace()
        guard index < bytes.count else { throw error("the file ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw error("expected a value (string, number, object, list, true, false or null)")
        }
    }

    /// Whether the document has ended, allowing only trailing white space.
    mutating func finish() throws(SyntaxError) {
        skipSpace()
        if index < bytes.count { throw error("unexpected text after the end of the document") }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
        skipSpace()
        guard index < bytes.count else { throw error("the file ends where \(what) was expected") }
        guard bytes[index] == byte else { throw error("expected \(what)") }
        index += 1
    }

    /// Reads an object, calling `field` with each key; `field` must consume the value.
    mutating func readObject(_ field: (inout JSONReader, String) throws(SyntaxError) -> Void) throws(SyntaxError) {
        try expect(UInt8(ascii: "{"), "'{'")
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try readString()
            try expect(UInt8(ascii: ":"), "':' after the key")
            try field(&self, key)
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return
        }
    }

    /// Reads an array, calling `element` for each item; `element` must consume the value.
    mutating func readArray(_ element: (inout JSONReader) throws(SyntaxError) -> Void) throws(SyntaxError) {
        try expect(UInt8(ascii: "["), "'['")
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return }
        while true {
            try element(&self)
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return
        }
    }

    /// Reads a string, decoding escapes.
    mutating func readString() throws(SyntaxError) -> String {
        try expect(UInt8(ascii: "\""), "a string")
        let start = index
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if !ascii { try checkUTF8(start..<index) }
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
            }
            if byte >= 0x80 { ascii = false }
            if byte == UInt8(ascii: "\\") { return try readEscapedString(from: start) }
            if byte < 0x20, byte != 0x09 { throw error("a string contains a raw control character (a line break must be written \\n)") }
            index += 1
        }
        throw error("a string is not closed")
    }

    /// The slow path of `readString`, for strings with escapes.
    private mutating func readEscapedString(from start: Int) throws(SyntaxError) -> String {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                try checkUTF8(start..<(index - 1))
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw error("a string is not closed") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: try readUnicodeEscape())
                default: index -= 1; throw error("bad escape in a string")
                }
            case 0x09: utf8.append(byte)
            case 0..<0x20: index -= 1; throw error("a string contains a raw control character (a line break must be written \\n)")
            default: utf8.append(byte)
            }
        }
        throw error("a string is not closed")
    }

    /// Throws, placed at the first bad byte, when `range` is not valid UTF-8 (a stray byte, a
    /// truncated or overlong sequence, an encoded surrogate, a value past U+10FFFF).
    private mutating func checkUTF8(_ range: Range<Int>) throws(SyntaxError) {
        var position = range.lowerBound
        while position < range.upperBound {
            let lead = bytes[position]
            let (length, low, high): (Int, UInt8, UInt8) = switch lead {
            case 0..<0x80: (1, 0x80, 0xBF)
            case 0xC2...0xDF: (2, 0x80, 0xBF)
            case 0xE0: (3, 0xA0, 0xBF)
            case 0xED: (3, 0x80, 0x9F)
            case 0xE1...0xEF: (3, 0x80, 0xBF)
            case 0xF0: (4, 0x90, 0xBF)
            case 0xF1...0xF3: (4, 0x80, 0xBF)
            case 0xF4: (4, 0x80, 0x8F)
            default: (0, 0, 0)
            }
            var valid = length > 0 && position + length <= range.upperBound
            if valid, length > 1 {
                valid = (low...high).contains(bytes[position + 1])
                    && (position + 2..<position + length).allSatisfy { (0x80...0xBF).contains(bytes[$0]) }
            }
            guard valid else {
                index = position
                throw error("a string is not valid UTF-8; save the file as UTF-8")
            }
            position += length
        }
    }

    /// The UTF-8 bytes of a `\uXXXX` escape (the `\u` already read), joining surrogate pairs.
    private mutating func readUnicodeEscape() throws(SyntaxError) -> [UInt8] {
        var value = try readHex4()
        if (0xD800...0xDBFF).contains(value), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
            index += 2
            let low = try readHex4()
            value = (0xDC00...0xDFFF).contains(low) ? 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
        }
        return Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
    }

    private mutating func readHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { throw error("bad \\u escape in a string") }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Reads a number and returns its text (`12`, `-0.5`, `1e3`).
    mutating func readNumberText() throws(SyntaxError) -> String {
        skipSpace()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { throw error("expected a digit") }
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) || "+-.eE".utf8.contains(bytes[index]) { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Skips any value, checking its syntax.
    mutating func skipValue(depth: Int = 0) throws(SyntaxError) {
        guard depth < Self.maximumDepth else { throw error(Self.tooDeep) }
        switch try peekKind() {
        case .object: try readObject { reader, _ throws(SyntaxError) in try reader.skipValue(depth: depth + 1) }
        case .array: try readArray { reader throws(SyntaxError) in try reader.skipValue(depth: depth + 1) }
        case .string: _ = try readString()
        case .number: _ = try readNumberText()
        case .bool: try readLiteral(bytes[index] == UInt8(ascii: "t") ? "true" : "false")
        case .null: try readLiteral("null")
        }
    }

    /// `true` or `false` (the next value must be one).
    mutating func readBool() throws(SyntaxError) -> Bool {
        let isTrue = index < bytes.count && bytes[index] == UInt8(ascii: "t")
        try readLiteral(isTrue ? "true" : "false")
        return isTrue
    }

    private mutating func readLiteral(_ word: StaticString) throws(SyntaxError) {
        let text = String(describing: word)
        for expected in text.utf8 {
            guard index < bytes.count, bytes[index] == expected else { throw error("expected \(text)") }
            index += 1
        }
    }
}
