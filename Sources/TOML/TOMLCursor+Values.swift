/// Values: strings, integers and flat lists of one of them; every other TOML value is
/// recognised well enough to be refused by name.
extension TOMLCursor {
    /// The value at the cursor, after `=` (or inside a list when `inArray`).
    mutating func parseValue(inArray: Bool = false) throws(TOMLError) -> TOMLValue {
        switch current {
        case nil, Self.newline?, Self.carriageReturn?, UInt8(ascii: "#")?:
            throw error("expected a value after \"=\"")
        case Self.quote?:
            if atTripleQuote(Self.quote) {
                throw error("multi-line strings are not supported here; write one line, with \\n for line breaks")
            }
            return .string(try parseBasicString())
        case Self.apostrophe?:
            if atTripleQuote(Self.apostrophe) {
                throw error("multi-line strings are not supported here; write one line")
            }
            return .string(try parseLiteralString())
        case UInt8(ascii: "[")?:
            if inArray { throw error("nested arrays are not supported here; use one list of strings or of integers") }
            return try parseArray()
        case UInt8(ascii: "{")?:
            return try parseInlineTable()
        default:
            return try parseBareValue()
        }
    }

    /// `[ a, b, … ]` over any number of lines, with comments and a trailing comma; all elements
    /// are strings or all are integers.
    private mutating func parseArray() throws(TOMLError) -> TOMLValue {
        let openLine = line
        try enterNesting()
        defer { depth -= 1 }
        offset += 1
        var elements: [TOMLValue] = []
        while true {
            try skipBlank()
            switch current {
            case UInt8(ascii: "]")?:
                offset += 1
                return .array(elements)
            case nil:
                throw error("expected \"]\" to close the list opened on line \(openLine)")
            case UInt8(ascii: ",")?:
                throw error("expected a value or \"]\", found \",\"")
            default:
                break
            }
            let start = offset
            let element = try parseValue(inArray: true)
            if let first = elements.first, Self.kind(of: first) != Self.kind(of: element) {
                throw error("mixed-type arrays are not supported here; use all strings, all integers or all tables", at: start)
            }
            elements.append(element)
            try skipBlank()
            switch current {
            case UInt8(ascii: ",")?: offset += 1
            case UInt8(ascii: "]")?: break
            case nil: throw error("expected \"]\" to close the list opened on line \(openLine)")
            default: throw error("expected \",\" or \"]\" after a list element, found \(describe())")
            }
        }
    }

    /// What a list element is, for the one-kind-per-list rule.
    private static func kind(of value: TOMLValue) -> Int {
        switch value {
        case .string: 0
        case .integer: 1
        case .array: 2
        case .table: 3
        }
    }

    /// Bytes that can belong to an unquoted value: numbers, dates, times, words like `true`.
    private static func isValueByte(_ byte: UInt8) -> Bool {
        TOMLText.isBare(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    /// An unquoted value: an integer, or a float, boolean, date or time refused by name.
    private mutating func parseBareValue() throws(TOMLError) -> TOMLValue {
        let start = offset
        while let byte = current, Self.isValueByte(byte) { offset += 1 }
        let token = bytes[start..<offset]
        guard let first = token.first else { throw error("expected a value, found \(describe())") }
        let signed = first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
        let unsigned = signed ? token.dropFirst() : token
        let word = String(decoding: unsigned, as: UTF8.self)
        if !signed && (word == "true" || word == "false") {
            throw error("booleans are not supported here; write the value this setting expects", at: start)
        }
        if word == "inf" || word == "nan" {
            throw error("floats are not supported here (inf and nan included); use an integer", at: start)
        }
        guard let lead = unsigned.first, Self.digitValue(lead).map({ $0 < 10 }) == true else {
            if signed { throw error("expected a digit after \(describe(start)), found \(describe(start + 1))", at: start + 1) }
            throw error("expected a value, found \(TOMLText.snippet(token)); text needs quotes, e.g. \(TOMLText.snippet(token))", at: start)
        }
        if Self.looksLikeDateOrTime(unsigned) {
            throw error("dates and times are not supported here; write them as a \"string\"", at: start)
        }
        let prefixed = unsigned.count > 1 && lead == UInt8(ascii: "0")
            && [UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b")].contains(unsigned[unsigned.startIndex + 1])
        if !prefixed && unsigned.contains(where: { [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains($0) }) {
            throw error("floats are not supported here; use an integer", at: start)
        }
        return .integer(try parseInteger(token, prefixed: prefixed))
    }

    /// `1979-05-27…` or `07:32…`: the starts of a TOML date or time.
    private static func looksLikeDateOrTime(_ token: ArraySlice<UInt8>) -> Bool {
        let digits = token.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        guard digits < token.count else { return false }
        let next = token[token.startIndex + digits]
        return (digits == 4 && next == UInt8(ascii: "-")) || (digits == 2 && next == UInt8(ascii: ":"))
    }

    /// A decimal (sign allowed, no leading zeros) or `0x`/`0o`/`0b` integer with `_` only between
    /// digits, in Int64 range.
    private func parseInteger(_ token: ArraySlice<UInt8>, prefixed: Bool) throws(TOMLError) -> Int64 {
        var index = token.startIndex
        let negative = token[index] == UInt8(ascii: "-")
        if negative || token[index] == UInt8(ascii: "+") { index += 1 }
        var radix: Int64 = 10
        var kind = "decimal"
        if prefixed {
            if index != token.startIndex {
                throw error("hexadecimal, octal and binary integers cannot have a sign", at: token.startIndex)
            }
            switch token[index + 1] {
            case UInt8(ascii: "x"): (radix, kind) = (16, "hexadecimal")
            case UInt8(ascii: "o"): (radix, kind) = (8, "octal")
            default: (radix, kind) = (2, "binary")
            }
            index += 2
            guard index < token.endIndex else {
                throw error("expected \(kind) digits after \(TOMLText.snippet(token))", at: index)
            }
        } else if token[index] == UInt8(ascii: "0"), index + 1 < token.endIndex,
                  token[index + 1] == UInt8(ascii: "_") || Self.digitValue(token[index + 1]).map({ $0 < 10 }) == true {
            throw error("leading zeros are not allowed in integers", at: index)
        }
        var value: Int64 = 0
        var afterDigit = false
        for position in index..<token.endIndex {
            let byte = token[position]
            if byte == UInt8(ascii: "_") {
                guard afterDigit else { throw error("\"_\" in a number must be between two digits", at: position) }
                afterDigit = false
                continue
            }
            guard let digit = Self.digitValue(byte), Int64(digit) < radix else {
                throw error("\(describe(position)) is not \(kind == "octal" ? "an" : "a") \(kind) digit", at: position)
            }
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: radix)
            let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(Int64(digit))
                                             : shifted.addingReportingOverflow(Int64(digit))
            guard !overflow1 && !overflow2 else {
                throw error("integer out of range; it must be between -9223372036854775808 and 9223372036854775807",
                            at: token.startIndex)
            }
            value = next
            afterDigit = true
        }
        guard afterDigit else { throw error("\"_\" in a number must be between two digits", at: token.endIndex - 1) }
        return value
    }
}
