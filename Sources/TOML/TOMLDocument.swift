/// A parsed config file: the root table and the `[name]` tables in the order of their headers.
/// Tables that are only implied by a longer header (`[x]` by `[x.y]`) have no entries and are not listed.
public struct TOMLDocument: Equatable, Sendable {
    /// The keys that come before the first header.
    public let root: TOMLTable
    /// Every table that has a `[header]`, in file order.
    public let tables: [TOMLTable]

    /// A document from its tables; the reader makes these, tests compare against them.
    public init(root: TOMLTable, tables: [TOMLTable]) {
        self.root = root
        self.tables = tables
    }

    /// The table with the one-part header `[name]`, or nil if the file has none.
    public func table(named name: String) -> TOMLTable? {
        table(path: [name])
    }

    /// The table whose header has exactly these parts (`["a", "b"]` for `[a.b]`); `[]` is the root.
    public func table(path: [String]) -> TOMLTable? {
        path.isEmpty ? root : tables.first { $0.path == path }
    }
}
