/// The name order of a collection and its folded names: every list is in this order, and the
/// names are what search scans first (`FoldedTexts`, `QueryEngine`).
struct SearchIndex {
    /// Recipe positions sorted by folded name, then id: the order of every list.
    let nameOrder: [Int32]
    /// The folded names, by position.
    let names: FoldedTexts

    /// Indexes the names of `recipes`.
    init(_ recipes: [Recipe]) {
        self.init(names: recipes.map(\.name), ids: recipes.map(\.id))
    }

    /// Indexes `names`, the names of the recipes with `ids` (in the same order).
    init(names: [String], ids: [RecipeID]) {
        let folded = FoldedTexts(names)
        nameOrder = names.indices.sorted { a, b in
            let x = folded.text(a), y = folded.text(b)
            return x != y ? x.lexicographicallyPrecedes(y) : ids[a] < ids[b]
        }.map { Int32($0) }
        self.names = folded
    }

    /// An index from parts already computed (read back from an on-disk index).
    init(nameOrder: [Int32], nameBytes: [UInt8], nameStarts: [Int]) {
        self.nameOrder = nameOrder
        names = FoldedTexts(bytes: nameBytes, starts: nameStarts)
    }

    /// Folded name bytes and their starts (one more than the recipes), for writing an index.
    var nameParts: (bytes: [UInt8], starts: [Int]) { (names.bytes, names.starts) }
}
