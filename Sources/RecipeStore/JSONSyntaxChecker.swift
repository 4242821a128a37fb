/// Finds the first syntax error in JSON text, with its line and column, because Foundation's
/// decoder only says "not valid JSON". Runs only after decoding has already failed.
struct JSONSyntaxChecker {
    /// Where and why the text stops being JSON.
    struct Failure: Equatable {
        let line: Int
        let column: Int
        let reason: String
    }

    private let bytes: [UInt8]
    private var index = 0

    /// The first error in `bytes`, or nil when they are valid JSON.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var checker = JSONSyntaxChecker(bytes: bytes)
        return checker.check()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func check() -> Failure? {
        do throws(Failure) {
            skipSpace()
            try value(depth: 0)
            skipSpace()
            if index < bytes.count { throw fail("unexpected text after the end of the document") }
            return nil
        } catch {
            return error
        }
    }

    private func fail(_ reason: String) -> Failure {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        let column = String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
        return Failure(line: line, column: column, reason: reason)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        skipSpace()
        guard current == byte else { throw fail(current == nil ? "the file ends where \(what) was expected" : "expected \(what)") }
        index += 1
    }

    private mutating func value(depth: Int) throws(Failure) {
        guard depth < 512 else { throw fail("nesting is too deep") }
        skipSpace()
        guard let byte = current else { throw fail("the file ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw fail("expected a value (string, number, object, list, true, false or null)")
        }
    }

    private mutating func object(depth: Int) throws(Failure) {
        index += 1
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw fail("expected a quoted key") }
            try string()
            try expect(UInt8(ascii: ":"), "':' after the key")
            try value(depth: depth + 1)
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return
        }
    }

    private mutating func array(depth: Int) throws(Failure) {
        index += 1
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return }
        while true {
            try value(depth: depth + 1)
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return
        }
    }

    private mutating func string() throws(Failure) {
        index += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""): index += 1; return
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = current, Array("\"\\/bfnrtu".utf8).contains(escaped) else { throw fail("bad escape in a string") }
                index += 1
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        guard let hex = current, (0x30...0x39).contains(hex) || (0x41...0x46).contains(hex) || (0x61...0x66).contains(hex) else {
                            throw fail("bad \\u escape in a string")
                        }
                        index += 1
                    }
                }
            case 0x09: index += 1  // Foundation's decoder accepts raw tabs; so do we
            case 0..<0x20: throw fail("a string contains a raw control character (a line break must be written \\n)")
            default: index += 1
            }
        }
        throw fail("a string is not closed")
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard current == expected else { throw fail("expected \(word)") }
            index += 1
        }
    }

    private mutating func number() throws(Failure) {
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, (0x30...0x39).contains(first) else { throw fail("expected a digit") }
        while let byte = current, (0x30...0x39).contains(byte) || "+-.eE".utf8.contains(byte) { index += 1 }
    }
}

extension JSONSyntaxChecker.Failure: Error {}
