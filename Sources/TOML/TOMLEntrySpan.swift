/// Where the parts of one `key = value` line lie, by byte offset in the line, so an editor can
/// replace one value (or one key of an inline table) and keep every other byte as written:
/// spacing, quotes, a trailing comment. Read with the reader's own grammar.
public struct TOMLEntrySpan: Equatable, Sendable {
    /// One `key = value` inside an inline table: its key and where its value lies.
    public struct Member: Equatable, Sendable {
        /// The key, unquoted and with escapes resolved.
        public let key: String
        /// The bytes of its value in the line.
        public let value: Range<Int>
    }

    /// The key, unquoted and with escapes resolved.
    public let key: String
    /// The bytes of the value in the line (`"1%kg"` with its quotes, `{ … }` with its braces).
    public let value: Range<Int>
    /// The value as read.
    public let parsed: TOMLValue
    /// When the value is an inline table: its members in the order written.
    public let members: [Member]?

    /// The spans of `line` (its bytes, without the line ending), nil when it is not one whole
    /// `key = value` entry that ends on the line (a blank line, a comment, a header, the first
    /// line of a list that goes on over several lines).
    public static func read(_ line: [UInt8]) -> TOMLEntrySpan? {
        let start = line.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var cursor = TOMLCursor(bytes: line, start: start)
        do throws(TOMLError) {
            cursor.skipSpaces()
            guard let first = cursor.current, first != UInt8(ascii: "#"), first != UInt8(ascii: "[") else { return nil }
            let key = try cursor.parseKey(what: "a key")
            cursor.skipSpaces()
            guard cursor.consume(UInt8(ascii: "=")) else { return nil }
            cursor.skipSpaces()
            let valueStart = cursor.offset
            var members: [Member]?
            let parsed: TOMLValue
            if cursor.current == UInt8(ascii: "{") {
                var found: [Member] = []
                parsed = try readInlineTable(&cursor, into: &found)
                members = found
            } else {
                parsed = try cursor.parseValue()
            }
            let valueEnd = cursor.offset
            try cursor.endLine(after: "the value")
            guard cursor.current == nil else { return nil }
            return TOMLEntrySpan(key: key, value: valueStart..<valueEnd, parsed: parsed, members: members)
        } catch {
            return nil
        }
    }

    /// `{ a = 1, b = "x" }` at the cursor, each member's value span noted.
    private static func readInlineTable(_ cursor: inout TOMLCursor, into members: inout [Member]) throws(TOMLError) -> TOMLValue {
        let start = cursor.offset
        cursor.offset += 1
        cursor.skipSpaces()
        while cursor.current != UInt8(ascii: "}") {
            let key = try cursor.parseKey(what: "a key")
            cursor.skipSpaces()
            guard cursor.consume(UInt8(ascii: "=")) else { throw cursor.error("expected \"=\"") }
            cursor.skipSpaces()
            let valueStart = cursor.offset
            _ = try cursor.parseValue()
            members.append(Member(key: key, value: valueStart..<cursor.offset))
            cursor.skipSpaces()
            if cursor.consume(UInt8(ascii: ",")) { cursor.skipSpaces() } else if cursor.current != UInt8(ascii: "}") {
                throw cursor.error("expected \",\" or \"}\"")
            }
        }
        // The table read again by the reader itself, so its rules (unique keys, no trailing comma) hold.
        var check = TOMLCursor(bytes: cursor.bytes, start: start)
        let value = try check.parseInlineTable()
        cursor.offset = check.offset
        return value
    }
}
