/// Internal: checks the file is UTF-8 before parsing, so every later step can trust the bytes and
/// a bad byte is reported at its own line and column rather than replaced.
enum TOMLEncoding {
    /// Returns where the content starts (after a UTF-8 byte-order mark), or throws at the first
    /// byte that is not UTF-8; UTF-16 files get a message saying what to do.
    static func contentStart(of bytes: [UInt8]) throws(TOMLError) -> Int {
        if bytes.count >= 2 {
            let (first, second) = (bytes[0], bytes[1])
            let bom16 = (first == 0xFE && second == 0xFF) || (first == 0xFF && second == 0xFE)
            let zeroPadded = (first == 0 && (1..<0x80).contains(second)) || (second == 0 && (1..<0x80).contains(first))
            if bom16 || zeroPadded {
                throw TOMLError(line: 1, column: 1, message: "the file is UTF-16; save it as UTF-8")
            }
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            guard length > 0 else { throw invalid(bytes, at: index, start: start) }
            index += length
        }
        return start
    }

    /// Length of the well-formed UTF-8 sequence at `index`, or 0 (overlong forms, surrogates and
    /// values above U+10FFFF are not well-formed).
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count, (low...high).contains(bytes[index + 1]) else { return 0 }
        for next in index + 2 ..< index + length where bytes[next] & 0xC0 != 0x80 { return 0 }
        return length
    }

    private static func invalid(_ bytes: [UInt8], at index: Int, start: Int) -> TOMLError {
        var line = 1, lineStart = start
        for position in start..<index where bytes[position] == TOMLCursor.newline {
            line += 1
            lineStart = position + 1
        }
        var column = 1
        for position in lineStart..<index where bytes[position] & 0xC0 != 0x80 { column += 1 }
        let hex = String(bytes[index], radix: 16, uppercase: true)
        return TOMLError(line: line, column: column,
                         message: "invalid UTF-8 (byte 0x\(hex.count < 2 ? "0" : "")\(hex)); save the file as UTF-8")
    }
}
