#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A `RecipeStore` over an on-disk index (`RecipeIndexFile`) and its source JSON: opening maps
/// the index and reads only the category table, so the first screen of a 100,000-recipe
/// collection needs a few milliseconds and little memory. Lists read names from the map;
/// a whole recipe is re-read from its byte range in the source and checked on demand.
public final class IndexedRecipeStore: RecipeStore {
    /// Categories in the collection's order.
    public let categories: [Category]
    /// The number of recipes.
    public let recipeCount: Int

    private let index: MappedFile
    private let source: Int32
    private let sourcePath: String
    private var sections: [RecipeIndexFile.Section: (offset: Int, length: Int)] = [:]
    private let categoryLists: [CategoryID: (start: Int, count: Int)]
    private lazy var knownCategories = Set(categories.map(\.id))

    /// Opens the index at `indexPath` for the source at `sourcePath`, or nil when the index is
    /// missing, damaged, or stale (the source's size, mtime or inode differ).
    public init?(indexPath: String, sourcePath: String) {
        guard let stamp = SourceStamp(path: sourcePath), let map = MappedFile(path: indexPath),
              map.bytes.count >= RecipeIndexFile.headerSize, map.u32(0) == RecipeIndexFile.magic,
              map.u32(4) == RecipeIndexFile.version,
              SourceStamp(size: map.u64(8), modifiedSeconds: Int64(bitPattern: map.u64(16)),
                          modifiedNanoseconds: Int64(bitPattern: map.u64(24)), inode: map.u64(32)) == stamp,
              Int(map.u32(56)) == RecipeIndexFile.Section.allCases.count,
              case let fd = open(sourcePath, O_RDONLY | O_CLOEXEC), fd >= 0 else { return nil }
        index = map
        source = fd
        self.sourcePath = sourcePath
        recipeCount = Int(map.u32(40))
        let categoryCount = Int(map.u32(44))
        for section in RecipeIndexFile.Section.allCases {
            let entry = RecipeIndexFile.headerSize + section.rawValue * 16
            guard entry + 16 <= map.bytes.count else { return nil }
            let offset = Int(map.u64(entry)), length = Int(map.u64(entry + 8))
            guard offset >= 0, length >= 0, offset + length <= map.bytes.count else { return nil }
            sections[section] = (offset, length)
        }
        guard sections[.recipes]!.length == recipeCount * RecipeIndexFile.recipeRecord,
              sections[.categories]!.length == categoryCount * RecipeIndexFile.categoryRecord,
              sections[.nameOrder]!.length == recipeCount * 4, sections[.idOrder]!.length == recipeCount * 4,
              sections[.foldedStarts]!.length == (recipeCount + 1) * 4 else { return nil }
        var categories: [Category] = []
        var lists: [CategoryID: (start: Int, count: Int)] = [:]
        let table = sections[.categories]!.offset
        for number in 0..<categoryCount {
            let record = table + number * RecipeIndexFile.categoryRecord
            let id = CategoryID(Self.string(map, sections[.strings]!.offset, record))
            categories.append(Category(id: id, name: Self.string(map, sections[.strings]!.offset, record + 8)))
            lists[id] = (Int(map.u32(record + 16)), Int(map.u32(record + 20)))
        }
        self.categories = categories
        categoryLists = lists
    }

    deinit { close(source) }

    /// Problems repaired when the index was built.
    public lazy var warnings: [CollectionIssue] = {
        let (offset, length) = sections[.warnings]!
        let data = Data(index.bytes[offset..<(offset + length)])
        return (try? JSONDecoder().decode([CollectionIssue].self, from: data)) ?? []
    }()

    /// The category with `id`.
    public func category(_ id: CategoryID) -> Category? { categories.first { $0.id == id } }

    /// How many recipes `category` lists.
    public func recipeCount(in category: CategoryID) -> Int { categoryLists[category]?.count ?? 0 }

    /// Rows `range` of `category`, in name order.
    public func recipes(in category: CategoryID, range: Range<Int>) -> [RecipeSummary] {
        guard let list = categoryLists[category] else { return [] }
        return page(section: .categoryLists, start: list.start, count: list.count, range: range)
    }

    /// Recently read recipes: a screen asks for the same few many times per key.
    private var recent: [RecipeID: Recipe] = [:]

    /// The recipe with `id`, re-read from the source and checked (the last 64 are kept).
    public func recipe(_ id: RecipeID) -> Recipe? {
        if let cached = recent[id] { return cached }
        guard let recipe = readRecipe(id) else { return nil }
        if recent.count >= 64 { recent.removeAll(keepingCapacity: true) }
        recent[id] = recipe
        return recipe
    }

    private func readRecipe(_ id: RecipeID) -> Recipe? {
        guard let position = position(of: id) else { return nil }
        let record = sections[.recipes]!.offset + position * RecipeIndexFile.recipeRecord
        let start = index.u64(record + 20), end = index.u64(record + 28)
        guard end > start else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(end - start))
        let got = bytes.withUnsafeMutableBytes { pread(source, $0.baseAddress, $0.count, off_t(start)) }
        guard got == bytes.count else { return nil }
        let raw = bytes.withUnsafeBufferPointer { CollectionParser.parseRecipe($0) }
        guard let raw else { return nil }
        var validator = CollectionValidator(file: sourcePath)
        return validator.validateRecipe(raw, index: position, id: id, categories: knownCategories, exists: contains)
    }

    /// Whether `id` exists.
    public func contains(_ id: RecipeID) -> Bool { position(of: id) != nil }

    /// The related recipes of `id`, in its order.
    public func related(to id: RecipeID) -> [RecipeSummary] {
        recipe(id)?.related.compactMap { position(of: $0).map(summary(at:)) } ?? []
    }

    /// How many recipes use `ingredient`.
    public func recipeCount(using ingredient: IngredientKey) -> Int { term(ingredient.rawValue, in: .keys)?.count ?? 0 }

    /// Rows `range` of the recipes using `ingredient`, in name order.
    public func recipes(using ingredient: IngredientKey, range: Range<Int>) -> [RecipeSummary] {
        guard let postings = term(ingredient.rawValue, in: .keys) else { return [] }
        return page(section: .keyPostings, start: postings.start, count: postings.count, range: range)
    }

    /// The best `limit` matches for `query`.
    public func search(_ query: String, limit: Int) -> [SearchHit] {
        names.search(query, limit: limit, terms: { terms }).map { SearchHit(recipe: summary(at: Int($0.position)), rank: $0.rank) }
    }

    // MARK: Reading the tables

    private lazy var names: SearchIndex = {
        let order = u32Array(.nameOrder).map { Int32(bitPattern: $0) }
        let (offset, length) = sections[.foldedBytes]!
        return SearchIndex(nameOrder: order, nameBytes: Array(index.bytes[offset..<(offset + length)]), nameStarts: u32Array(.foldedStarts).map { Int($0) })
    }()

    private lazy var terms: [(bytes: [UInt8], postings: [Int32])] = {
        let table = sections[.terms]!.offset, postings = sections[.termPostings]!.offset
        return (0..<Int(index.u32(52))).map { number in
            let record = table + number * RecipeIndexFile.termRecord
            let text = Self.bytes(index, sections[.strings]!.offset, record)
            let start = Int(index.u32(record + 8)), count = Int(index.u32(record + 12))
            return (text, (0..<count).map { Int32(bitPattern: index.u32(postings + (start + $0) * 4)) })
        }
    }()

    private func u32Array(_ section: RecipeIndexFile.Section) -> [UInt32] {
        let (offset, length) = sections[section]!
        return (0..<(length / 4)).map { index.u32(offset + $0 * 4) }
    }

    private func summary(at position: Int) -> RecipeSummary {
        let record = sections[.recipes]!.offset + position * RecipeIndexFile.recipeRecord
        let strings = sections[.strings]!.offset
        let category = Int(index.u32(record + 16))
        return RecipeSummary(id: RecipeID(Self.string(index, strings, record)), name: Self.string(index, strings, record + 8),
                             category: category < categories.count ? categories[category].id : CategoryID(""))
    }

    private func page(section: RecipeIndexFile.Section, start: Int, count: Int, range: Range<Int>) -> [RecipeSummary] {
        let clamped = range.clamped(to: 0..<count)
        let base = sections[section]!.offset
        return clamped.map { summary(at: Int(index.u32(base + (start + $0) * 4))) }
    }

    /// The position of `id`, by binary search of the id-ordered table.
    private func position(of id: RecipeID) -> Int? {
        let wanted = Array(id.rawValue.utf8)
        let order = sections[.idOrder]!.offset, strings = sections[.strings]!.offset, table = sections[.recipes]!.offset
        var low = 0, high = recipeCount
        while low < high {
            let middle = (low + high) / 2
            let position = Int(index.u32(order + middle * 4))
            let candidate = Self.bytes(index, strings, table + position * RecipeIndexFile.recipeRecord)
            if candidate == wanted { return position }
            if candidate.lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The postings (start, count) of `text` in a sorted term table.
    private func term(_ text: String, in section: RecipeIndexFile.Section) -> (start: Int, count: Int)? {
        let wanted = Array(text.utf8)
        let table = sections[section]!.offset, strings = sections[.strings]!.offset
        var low = 0, high = sections[section]!.length / RecipeIndexFile.termRecord
        while low < high {
            let middle = (low + high) / 2
            let record = table + middle * RecipeIndexFile.termRecord
            let candidate = Self.bytes(index, strings, record)
            if candidate == wanted { return (Int(index.u32(record + 8)), Int(index.u32(record + 12))) }
            if candidate.lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    private static func bytes(_ map: MappedFile, _ strings: Int, _ reference: Int) -> [UInt8] {
        let offset = strings + Int(map.u32(reference)), length = Int(map.u32(reference + 4))
        return Array(map.bytes[offset..<(offset + length)])
    }

    private static func string(_ map: MappedFile, _ strings: Int, _ reference: Int) -> String {
        let offset = strings + Int(map.u32(reference)), length = Int(map.u32(reference + 4))
        return String(decoding: UnsafeRawBufferPointer(rebasing: map.bytes[offset..<(offset + length)]), as: UTF8.self)
    }
}
