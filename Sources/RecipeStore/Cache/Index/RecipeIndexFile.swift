import FileSystem
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
/// Layout: a `RecipeIndexHeader` (magic `CBX1`, version, source stamp, counts, the section
/// table, the page checksums' checksum and its own), then the sections in `Section` order, the
/// last (`pages`) a checksum of each 64 KiB page of the others (`IndexPages`). Strings are (offset, length)
/// u32 references into the `strings` section; lists and orders are u32 recipe positions.
/// The records are described by `RecipeRecord`, `CategoryRecord` and `TermRecord`, which the
/// writer here and the reader (`RecipeIndexReader`) both use.
enum RecipeIndexFile {
    /// The sections, in table order.
    enum Section: Int, CaseIterable {
        case strings, recipes, nameOrder, idOrder, categories, categoryLists, foldedBytes, foldedStarts
        case keys, keyPostings, terms, termPostings, warnings, title
        /// Search (issue #16): folded ids, the words of descriptions and of steps (term tables
        /// whose postings are LEB128 differences at a byte offset), and per recipe its total
        /// minutes and servings (i32 pairs, -1 unknown).
        case idBytes, idStarts, summaryTerms, summaryPostings, stepTerms, stepPostings, numbers
        /// The checksum of each page of the sections before it (`IndexPages`); always last.
        case pages
    }

    /// A recipe: id and name (string references), category number, byte range in the source,
    /// flags (bit 0: the recipe has problems, so lists mark it).
    enum RecipeRecord {
        static let id = 0, name = 8, category = 16, bodyStart = 20, bodyEnd = 28, flags = 36, size = 40
    }

    /// A category: id and name (string references), then its list in `categoryLists` (start, count).
    enum CategoryRecord {
        static let id = 0, name = 8, listStart = 16, listCount = 20, size = 24
    }

    /// An ingredient key or search term: its text (a string reference), then its postings (start, count).
    enum TermRecord {
        static let text = 0, postingsStart = 8, postingsCount = 12, size = 16
    }

    /// The whole index file for `collection`, whose recipes lie at `ranges` of a source with `stamp`.
    static func build(_ collection: RecipeCollection, ranges: [Range<Int>], stamp: SourceStamp) throws -> [UInt8] {
        try build(title: collection.title, categories: collection.categories, entries: collection.recipes.map(IndexEntry.init),
                  warnings: collection.warnings, ranges: ranges, stamp: stamp)
    }

    /// The whole index file for recipes described by `entries`, whose bodies lie at `ranges` of
    /// a source with `stamp`; their description and step words are taken from `words` when
    /// given (a folder archive's numbers), else from the entries' text.
    static func build(title: String, categories: [Category], entries recipes: [IndexEntry], warnings issues: [CollectionIssue],
                      ranges: [Range<Int>], stamp: SourceStamp, words: NumberedWords? = nil) throws -> [UInt8] {
        var strings = ByteWriter()
        func string(_ text: String, into writer: inout ByteWriter) {
            let utf8 = Array(text.utf8)
            writer.u32(UInt32(strings.count))
            writer.u32(UInt32(utf8.count))
            strings.bytes(utf8)
        }
        let names = SearchIndex(names: recipes.map(\.name), ids: recipes.map(\.id))
        let ingredients = IngredientIndex(ingredientNames: recipes.map(\.ingredientNames), nameOrder: names.nameOrder)
        let categoryIndex = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($1.id, UInt32($0)) })

        var recipeTable = ByteWriter()
        for (recipe, range) in zip(recipes, ranges) {
            string(recipe.id.rawValue, into: &recipeTable)
            string(recipe.name, into: &recipeTable)
            recipeTable.u32(categoryIndex[recipe.category] ?? 0)
            recipeTable.u64(UInt64(range.lowerBound))
            recipeTable.u64(UInt64(range.upperBound))
            recipeTable.u32(recipe.hasProblems ? 1 : 0)
        }
        assert(recipeTable.count == recipes.count * RecipeRecord.size)
        let idOrder = recipes.indices.sorted { recipes[$0].id.rawValue.utf8.lexicographicallyPrecedes(recipes[$1].id.rawValue.utf8) }
        var lists: [CategoryID: [Int32]] = [:]
        for position in names.nameOrder { lists[recipes[Int(position)].category, default: []].append(position) }
        var categoryTable = ByteWriter(), categoryLists = ByteWriter()
        for category in categories {
            string(category.id.rawValue, into: &categoryTable)
            string(category.name, into: &categoryTable)
            let list = lists[category.id] ?? []
            categoryTable.u32(UInt32(categoryLists.count / 4))
            categoryTable.u32(UInt32(list.count))
            for position in list { categoryLists.u32(UInt32(position)) }
        }
        assert(categoryTable.count == categories.count * CategoryRecord.size)
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
        let tags = TermTable(lists: recipes.map { $0.searchTerms.map(TextFolding.fold) })
        let (terms, termPostings) = termTable(tags.terms.map { ($0.bytes, $0.postings) })
        /// A word table: terms in the order met (it is scanned, never searched by halves), each
        /// term's postings ascending as LEB128 differences from the one before, at a byte offset.
        func wordTable(_ words: TermTable) -> (ByteWriter, ByteWriter) {
            var table = ByteWriter(), postings = ByteWriter()
            for (text, list) in words.terms {
                table.u32(UInt32(strings.count))
                table.u32(UInt32(text.count))
                strings.bytes(text)
                table.u32(UInt32(postings.count))
                table.u32(UInt32(list.count))
                var previous: Int32 = 0
                for position in list {
                    postings.varint(UInt32(position - previous))
                    previous = position
                }
            }
            return (table, postings)
        }
        let (summaryTerms, summaryPostings) = wordTable(words.map { TermTable(numbers: $0.summary, vocabulary: $0.vocabulary) }
            ?? TermTable(wordLists: recipes.map(\.facts.summaryWords)))
        let (stepTerms, stepPostings) = wordTable(words.map { TermTable(numbers: $0.steps, vocabulary: $0.vocabulary) }
            ?? TermTable(wordLists: recipes.map(\.facts.stepWords)))
        let foldedIDs = FoldedTexts(recipes.map { String($0.id.searchedName) })
        var idBytes = ByteWriter(), idStarts = ByteWriter(), numbers = ByteWriter()
        idBytes.bytes(foldedIDs.bytes)
        for start in foldedIDs.starts { idStarts.u32(UInt32(start)) }
        for recipe in recipes {
            numbers.u32(UInt32(bitPattern: Int32(recipe.facts.totalMinutes ?? -1)))
            numbers.u32(UInt32(bitPattern: Int32(recipe.facts.servings ?? -1)))
        }
        let folded = names.nameParts
        var foldedStarts = ByteWriter()
        for start in folded.starts { foldedStarts.u32(UInt32(start)) }
        var order = ByteWriter(), ids = ByteWriter()
        for position in names.nameOrder { order.u32(UInt32(position)) }
        for position in idOrder { ids.u32(UInt32(position)) }
        let warnings = IndexIssues.encode(issues)
        var titleBytes = ByteWriter()
        titleBytes.bytes(Array(title.utf8))

        var sections: [Section: ByteWriter] = [.strings: strings, .recipes: recipeTable, .nameOrder: order, .idOrder: ids,
                                               .categories: categoryTable, .categoryLists: categoryLists, .foldedStarts: foldedStarts,
                                               .keys: keyTable, .keyPostings: keyPostings, .terms: terms, .termPostings: termPostings,
                                               .warnings: warnings, .title: titleBytes, .idBytes: idBytes, .idStarts: idStarts,
                                               .summaryTerms: summaryTerms, .summaryPostings: summaryPostings,
                                               .stepTerms: stepTerms, .stepPostings: stepPostings, .numbers: numbers]
        var foldedBytes = ByteWriter()
        foldedBytes.bytes(folded.bytes)
        sections[.foldedBytes] = foldedBytes

        var ranges: [Range<Int>] = []
        var offset = RecipeIndexHeader.size
        for section in Section.allCases where section != .pages {
            let length = sections[section]?.count ?? 0
            ranges.append(offset..<(offset + length))
            offset += length
        }
        let covered = RecipeIndexHeader.size..<offset
        ranges.append(offset..<(offset + IndexPages.count(covering: covered) * 8))
        offset = ranges[ranges.count - 1].upperBound
        var header = RecipeIndexHeader(stamp: stamp, recipeCount: recipes.count, categoryCount: categories.count,
                                       keyCount: ingredients.byIngredient.count, termCount: tags.terms.count, sections: ranges, checksum: 0)
        var file = ByteWriter()
        file.reserve(offset)
        file.bytes(header.encoded())
        for section in Section.allCases where section != .pages { file.bytes(sections[section]?.storage ?? []) }
        let pages = IndexPages.table(of: file.storage, covering: covered)
        file.bytes(pages)
        header.checksum = Checksum.of(pages, 0..<pages.count)
        file.overwrite(at: 0, with: header.encoded())
        return file.storage
    }
}
