#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The on-disk index of a large collection (`index-<hash>.cbx` in the cache directory): what
/// the first screen and every list need — names, ids, categories, name order, ingredient and
/// tag postings — as flat little-endian tables, plus where each recipe lies in the source so
/// it can be re-read alone. Built once; reused while the source's size, mtime and inode match.
///
/// Layout: a 64-byte header (magic `CBX1`, version, source stamp, counts), a directory of
/// (offset, length) pairs for each `Section`, then the sections. Strings are (offset, length)
/// references into the `strings` section.
enum RecipeIndexFile {
    static let magic: UInt32 = 0x3158_4243  // "CBX1" little-endian
    static let version: UInt32 = 1
    static let headerSize = 64
    static let recipeRecord = 36      // id, name (4+4 each), category u32, body start/end u64
    static let categoryRecord = 24    // id, name, list start, list count
    static let termRecord = 16        // text, postings start, postings count

    /// The sections, in directory order.
    enum Section: Int, CaseIterable {
        case strings, recipes, nameOrder, idOrder, categories, categoryLists, foldedBytes, foldedStarts
        case keys, keyPostings, terms, termPostings, warnings, title
    }

    /// The whole index file for `collection`, whose recipes lie at `ranges` of a source with `stamp`.
    static func build(_ collection: RecipeCollection, ranges: [Range<Int>], stamp: SourceStamp) throws -> [UInt8] {
        let recipes = collection.recipes
        var strings = ByteWriter()
        func string(_ text: String, into writer: inout ByteWriter) {
            let utf8 = Array(text.utf8)
            writer.u32(UInt32(strings.count))
            writer.u32(UInt32(utf8.count))
            strings.bytes(utf8)
        }
        let names = SearchIndex(recipes)
        let ingredients = IngredientIndex(recipes, nameOrder: names.nameOrder)
        let categoryIndex = Dictionary(uniqueKeysWithValues: collection.categories.enumerated().map { ($1.id, UInt32($0)) })

        var recipeTable = ByteWriter()
        for (recipe, range) in zip(recipes, ranges) {
            string(recipe.id.rawValue, into: &recipeTable)
            string(recipe.name, into: &recipeTable)
            recipeTable.u32(categoryIndex[recipe.category] ?? 0)
            recipeTable.u64(UInt64(range.lowerBound))
            recipeTable.u64(UInt64(range.upperBound))
        }
        let idOrder = recipes.indices.sorted { Array(recipes[$0].id.rawValue.utf8).lexicographicallyPrecedes(Array(recipes[$1].id.rawValue.utf8)) }
        var lists: [CategoryID: [Int32]] = [:]
        for position in names.nameOrder { lists[recipes[Int(position)].category, default: []].append(position) }
        var categoryTable = ByteWriter(), categoryLists = ByteWriter()
        for category in collection.categories {
            string(category.id.rawValue, into: &categoryTable)
            string(category.name, into: &categoryTable)
            let list = lists[category.id] ?? []
            categoryTable.u32(UInt32(categoryLists.count / 4))
            categoryTable.u32(UInt32(list.count))
            for position in list { categoryLists.u32(UInt32(position)) }
        }
        func termTable(_ entries: [(text: [UInt8], postings: [Int32])]) -> (ByteWriter, ByteWriter) {
            var table = ByteWriter(), postings = ByteWriter()
            for entry in entries.sorted(by: { $0.text.lexicographicallyPrecedes($1.text) }) {
                table.u32(UInt32(strings.count))
                table.u32(UInt32(entry.text.count))
                strings.bytes(entry.text)
                table.u32(UInt32(postings.count / 4))
                table.u32(UInt32(entry.postings.count))
                for position in entry.postings { postings.u32(UInt32(position)) }
            }
            return (table, postings)
        }
        let (keyTable, keyPostings) = termTable(ingredients.byIngredient.map { (Array($0.key.rawValue.utf8), $0.value) })
        let (terms, termPostings) = termTable(ingredients.terms.map { ($0.bytes, $0.postings) })
        let folded = names.nameParts
        var foldedStarts = ByteWriter()
        for start in folded.starts { foldedStarts.u32(UInt32(start)) }
        var order = ByteWriter(), ids = ByteWriter()
        for position in names.nameOrder { order.u32(UInt32(position)) }
        for position in idOrder { ids.u32(UInt32(position)) }
        var warnings = ByteWriter()
        warnings.bytes(Array(try JSONEncoder().encode(collection.warnings)))
        var title = ByteWriter()
        title.bytes(Array(collection.title.utf8))

        var sections: [Section: ByteWriter] = [.strings: strings, .recipes: recipeTable, .nameOrder: order, .idOrder: ids,
                                               .categories: categoryTable, .categoryLists: categoryLists, .foldedStarts: foldedStarts,
                                               .keys: keyTable, .keyPostings: keyPostings, .terms: terms, .termPostings: termPostings,
                                               .warnings: warnings, .title: title]
        var foldedBytes = ByteWriter()
        foldedBytes.bytes(folded.bytes)
        sections[.foldedBytes] = foldedBytes

        var file = ByteWriter()
        file.u32(magic)
        file.u32(version)
        file.u64(stamp.size)
        file.u64(UInt64(bitPattern: stamp.modifiedSeconds))
        file.u64(UInt64(bitPattern: stamp.modifiedNanoseconds))
        file.u64(stamp.inode)
        file.u32(UInt32(recipes.count))
        file.u32(UInt32(collection.categories.count))
        file.u32(UInt32(ingredients.byIngredient.count))
        file.u32(UInt32(ingredients.terms.count))
        file.u32(UInt32(Section.allCases.count))
        file.u32(0)
        precondition(file.count == headerSize)
        var offset = headerSize + Section.allCases.count * 16
        for section in Section.allCases {
            let length = sections[section]!.count
            file.u64(UInt64(offset))
            file.u64(UInt64(length))
            offset += length
        }
        for section in Section.allCases { file.bytes(sections[section]!.storage) }
        return file.storage
    }
}
