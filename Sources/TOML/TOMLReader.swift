/// Reads the TOML subset Cookbook's config.toml and Cooklang's pantry.conf need: `[tables]`, `key = value` with strings,
/// integers, lists and one-line inline tables. Every other TOML feature is an error naming it, never ignored.
public enum TOMLReader {
    /// Parses `text`; throws the first problem found, with its line and column.
    public static func parse(_ text: String) throws(TOMLError) -> TOMLDocument {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses the raw bytes of a file, so invalid UTF-8 is reported at its line and column
    /// instead of being silently replaced.
    public static func parse(bytes: [UInt8]) throws(TOMLError) -> TOMLDocument {
        var cursor = TOMLCursor(bytes: bytes, start: try TOMLEncoding.contentStart(of: bytes))
        var names = TOMLNames()
        var root = TOMLTable(path: [], line: 0)
        var tables: [TOMLTable] = []
        var node = TOMLNames.root
        while true {
            cursor.skipSpaces()
            guard let byte = cursor.current else { break }
            switch byte {
            case UInt8(ascii: "#"), TOMLCursor.newline, TOMLCursor.carriageReturn:
                try cursor.endLine(after: "a comment")
            case UInt8(ascii: "["):
                let line = cursor.line
                let (path, offsets) = try parseHeader(&cursor)
                node = try names.defineTable(path, partOffsets: offsets, line: line, cursor: cursor)
                tables.append(TOMLTable(path: path, line: line))
                try cursor.endLine(after: "the table header")
            default:
                let entry = try parseEntry(&cursor, names: &names, table: node, path: tables.last?.path ?? [])
                if tables.isEmpty { root.entries.append(entry) } else { tables[tables.count - 1].entries.append(entry) }
                try cursor.endLine(after: "the value")
            }
        }
        return TOMLDocument(root: root, tables: tables)
    }

    /// `[a.b."c"]`: the name's parts and where each starts; the cursor is at `[`.
    private static func parseHeader(_ cursor: inout TOMLCursor) throws(TOMLError) -> ([String], [Int]) {
        cursor.offset += 1
        if cursor.current == UInt8(ascii: "[") {
            throw cursor.error("arrays of tables ([[name]]) are not supported here; use one [name] table", at: cursor.offset - 1)
        }
        var path: [String] = [], offsets: [Int] = []
        repeat {
            cursor.skipSpaces()
            offsets.append(cursor.offset)
            path.append(try cursor.parseKey(what: "a table name"))
            cursor.skipSpaces()
        } while cursor.consume(UInt8(ascii: "."))
        guard cursor.consume(UInt8(ascii: "]")) else {
            throw cursor.error("expected \".\" or \"]\" in the table header, found \(cursor.describe())")
        }
        return (path, offsets)
    }

    /// `key = value`, with the key checked against the table at node `table`.
    private static func parseEntry(_ cursor: inout TOMLCursor, names: inout TOMLNames, table: Int,
                                   path: [String]) throws(TOMLError) -> TOMLEntry {
        let line = cursor.line, keyOffset = cursor.offset
        let key = try cursor.parseKey(what: "a key")
        try names.defineKey(key, in: table, line: line, keyOffset: keyOffset, cursor: cursor)
        cursor.skipSpaces()
        if cursor.current == UInt8(ascii: ".") {
            throw cursor.error("dotted keys are not supported here; put the key under a [\(TOMLTable(path: path + [key], line: 0).name)] header")
        }
        guard cursor.consume(UInt8(ascii: "=")) else {
            throw cursor.error("expected \"=\" after the key \(TOMLText.keyForMessage(key)), found \(cursor.describe())")
        }
        cursor.skipSpaces()
        return TOMLEntry(key: key, value: try cursor.parseValue(), line: line)
    }
}
