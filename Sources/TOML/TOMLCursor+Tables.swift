/// Inline tables as TOML 1.0 defines them: `{ a = 1, b = "x" }` on one line, no trailing comma,
/// keys unique; dotted keys are refused here as they are on their own lines.
extension TOMLCursor {
    /// `{ … }` at the cursor; the whole table must end on the line it starts.
    mutating func parseInlineTable() throws(TOMLError) -> TOMLValue {
        try enterNesting()
        defer { depth -= 1 }
        offset += 1
        var entries: [TOMLEntry] = []
        var lines: [String: Int] = [:]
        skipSpaces()
        if consume(UInt8(ascii: "}")) { return .table([]) }
        while true {
            try expectOnLine("a key or \"}\"")
            let keyOffset = offset
            let key = try parseKey(what: "a key")
            if let first = lines[key] {
                throw error("duplicate key \(TOMLText.keyForMessage(key)) in the inline table (first set at line \(first))", at: keyOffset)
            }
            lines[key] = line
            skipSpaces()
            if current == UInt8(ascii: ".") {
                throw error("dotted keys are not supported here; nest an inline table instead: \(TOMLText.keyForMessage(key)) = { … }")
            }
            guard consume(UInt8(ascii: "=")) else {
                throw error("expected \"=\" after the key \(TOMLText.keyForMessage(key)), found \(describe())")
            }
            skipSpaces()
            try expectOnLine("a value")
            entries.append(TOMLEntry(key: key, value: try parseValue(), line: line))
            skipSpaces()
            if consume(UInt8(ascii: "}")) { return .table(entries) }
            guard consume(UInt8(ascii: ",")) else {
                try expectOnLine("\",\" or \"}\"")
                throw error("expected \",\" or \"}\" after a value in the inline table, found \(describe())")
            }
            skipSpaces()
            if current == UInt8(ascii: "}") {
                throw error("a trailing comma is not allowed in an inline table; remove it")
            }
        }
    }

    /// Inline tables live on one line: a newline, comment or the end of the file before `}` is an error.
    private func expectOnLine(_ what: String) throws(TOMLError) {
        switch current {
        case nil, Self.newline?, Self.carriageReturn?, UInt8(ascii: "#")?:
            throw error("expected \(what); an inline table must end with \"}\" on the line it starts")
        case UInt8(ascii: ",")?:
            throw error("expected \(what), found \",\"")
        default:
            return
        }
    }
}
