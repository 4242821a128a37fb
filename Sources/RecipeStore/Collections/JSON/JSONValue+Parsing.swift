/// Any JSON document read into a `JSONValue` by the project's one JSON reader, with errors
/// that say where (`line 4, column 17: expected ',' or '}'`).
extension JSONValue {
    /// A syntax error with its place in the text.
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        /// The 1-based line and column (in characters) of the first bad byte.
        public let line: Int, column: Int
        /// What was wrong there.
        public let reason: String
        /// `line L, column C: reason`.
        public var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// Reads one JSON document (a UTF-8 byte-order mark is skipped).
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        do throws(JSONReader.SyntaxError) {
            return try bytes.withUnsafeBufferPointer { buffer throws(JSONReader.SyntaxError) in
                var reader = JSONReader(buffer)
                try reader.skipByteOrderMark()
                let value = try read(&reader, depth: 0)
                try reader.finish()
                return value
            }
        } catch {
            throw SyntaxError(line: error.line, column: error.column, reason: error.reason)
        }
    }

    private static func read(_ reader: inout JSONReader, depth: Int) throws(JSONReader.SyntaxError) -> JSONValue {
        guard depth < JSONReader.maximumDepth else { throw reader.error(JSONReader.tooDeep) }
        switch try reader.peekKind() {
        case .object:
            var object: [String: JSONValue] = [:]
            try reader.readObject { reader, key throws(JSONReader.SyntaxError) in
                let value = try read(&reader, depth: depth + 1)
                if object[key] == nil { object[key] = value }
            }
            return .object(object)
        case .array:
            var items: [JSONValue] = []
            try reader.readArray { reader throws(JSONReader.SyntaxError) in items.append(try read(&reader, depth: depth + 1)) }
            return .array(items)
        case .string: return .string(try reader.readString())
        case .number:
            let text = try reader.readNumberText()
            if let integer = Int64(text) { return .integer(integer) }
            guard let number = Double(text) else { throw reader.error("\(text) is not a number") }
            return .number(number)
        case .bool: return .bool(try reader.readBool())
        case .null:
            try reader.skipValue()
            return .null
        }
    }
}
