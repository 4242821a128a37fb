/// One table of the file: the root (the keys before any header) or a `[name]` section,
/// with its entries in file order so messages and tests can follow the file.
public struct TOMLTable: Equatable, Sendable {
    /// The header's parts: `[]` for the root, `["keys"]` for `[keys]`, `["a", "b.c"]` for `[a."b.c"]`.
    public let path: [String]
    /// 1-based line of the `[name]` header; 0 for the root, which has no header.
    public let line: Int
    /// The `key = value` pairs in the order they appear; no two have the same key.
    public internal(set) var entries: [TOMLEntry]

    init(path: [String], line: Int, entries: [TOMLEntry] = []) {
        self.path = path
        self.line = line
        self.entries = entries
    }

    /// The name as a TOML header would write it, parts quoted only where needed: `keys`, `a."b.c"`.
    public var name: String {
        path.map { TOMLText.keyForMessage($0, quoteBare: false) }.joined(separator: ".")
    }

    /// The entry for `key`, or nil when the table does not set it.
    public subscript(key: String) -> TOMLEntry? {
        entries.first { $0.key == key }
    }
}
