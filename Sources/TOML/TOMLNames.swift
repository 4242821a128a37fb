/// Internal: every table and key defined so far, as a tree of names, so duplicate keys, tables
/// defined twice and keys clashing with tables are found in time linear in the names' lengths.
struct TOMLNames {
    enum Kind {
        /// Only implied by a longer header, first at `line`; a later `[header]` may still define it.
        case impliedTable(line: Int)
        /// Defined by a `[header]` at `line` (line 0: the root).
        case table(line: Int)
        /// A `key = value` at `line`.
        case value(line: Int)
    }

    private struct Node {
        var kind: Kind
        var children: [String: Int] = [:]
    }

    private var nodes = [Node(kind: .table(line: 0))]

    /// The node of the root table.
    static let root = 0

    /// Defines the table of a `[a.b.c]` header at `line`, implying `a` and `a.b`; `partOffsets`
    /// place errors on the offending part. Returns the new table's node.
    mutating func defineTable(_ path: [String], partOffsets: [Int], line: Int, cursor: TOMLCursor) throws(TOMLError) -> Int {
        var node = Self.root
        for (depth, part) in path.enumerated() {
            let last = depth == path.count - 1
            guard let child = nodes[node].children[part] else {
                nodes.append(Node(kind: last ? .table(line: line) : .impliedTable(line: line)))
                nodes[node].children[part] = nodes.count - 1
                node = nodes.count - 1
                continue
            }
            switch nodes[child].kind {
            case .value(let valueLine):
                let parent = depth == 0 ? "" : " in [\(TOMLTable(path: Array(path[..<depth]), line: 0).name)]"
                throw cursor.error("cannot define table [\(TOMLTable(path: path, line: 0).name)]: key \(TOMLText.keyForMessage(part))\(parent) already has a value (line \(valueLine))",
                                   at: partOffsets[depth])
            case .table(let tableLine) where last:
                throw cursor.error("table [\(TOMLTable(path: path, line: 0).name)] is already defined at line \(tableLine)", at: partOffsets[0] - 1)
            case .impliedTable where last:
                nodes[child].kind = .table(line: line)
            case .table, .impliedTable:
                break
            }
            node = child
        }
        return node
    }

    /// Defines `key` in the table at node `table`; `keyOffset` places the error on the key.
    mutating func defineKey(_ key: String, in table: Int, line: Int, keyOffset: Int, cursor: TOMLCursor) throws(TOMLError) {
        let shown = TOMLText.keyForMessage(key)
        switch nodes[table].children[key].map({ nodes[$0].kind }) {
        case nil:
            nodes.append(Node(kind: .value(line: line)))
            nodes[table].children[key] = nodes.count - 1
        case .value(let first)?:
            throw cursor.error("duplicate key \(shown) (first set at line \(first))", at: keyOffset)
        case .table(let first)?, .impliedTable(let first)?:
            throw cursor.error("key \(shown) is already a table (header at line \(first))", at: keyOffset)
        }
    }
}
