#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        // Bytes compared with `memcmp` (the order of comparing them one by one): this sort is
        // on the way to every folder's first list, and byte by byte it was a tenth of that.
        nameOrder = folded.bytes.withUnsafeBufferPointer { bytes in
            folded.starts.withUnsafeBufferPointer { starts in
                ParallelSort.positions(count: names.count) { a, b in
                    let x = starts[a], xCount = starts[a + 1] - x, y = starts[b], yCount = starts[b + 1] - y
                    let order = xCount == 0 || yCount == 0 ? 0 : memcmp(bytes.baseAddress! + x, bytes.baseAddress! + y, min(xCount, yCount))
                    if order != 0 { return order < 0 }
                    return xCount != yCount ? xCount < yCount : ids[a] < ids[b]
                }
            }
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
