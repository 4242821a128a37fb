import FileSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A `RecipeStore` over an on-disk index (`RecipeIndexFile`) and its source JSON: opening reads
/// and checks only the header and the category table (`RecipeIndexReader`); lists read the
/// pages they show (`IndexBytes`), so the first screen of a 100,000-recipe collection needs a
/// few milliseconds. A damaged index — or one cut short while the app runs — is refused or
/// answered around, never followed outside the file; once damage is found, every answer comes
/// from the collection loaded afresh instead (`checked`), and the damage is reported to the
/// store's owner (`takeIndexDamage`), who removes the file: answering only ever reads. A whole
/// recipe is re-read from its byte range in the source and checked on demand: the JSON
/// collection itself, or for a Cooklang folder the `.cook` file its archive record names
/// (`CollectionArchive`, `FolderCache`).
public final class IndexedRecipeStore: RecipeStore, IndexDamageReporting {
    /// What the byte ranges of an index point into.
    enum Bodies {
        /// The JSON collection: a recipe is parsed and validated as when loading it.
        case json
        /// A folder's archive (`CollectionArchive`): the file record, which must pass its
        /// checksum and carry the id asked for, names the `.cook` file under `root` to parse.
        case folder(root: String)
    }

    /// The largest index file read (1 GiB); a larger one is rebuilt rather than read.
    public static let maximumIndexSize = 1 << 30

    /// Categories in the collection's order.
    public let categories: [Category]
    /// The number of recipes.
    public let recipeCount: Int

    typealias Section = RecipeIndexFile.Section
    private typealias RecipeRecord = RecipeIndexFile.RecipeRecord
    private typealias CategoryRecord = RecipeIndexFile.CategoryRecord

    let index: RecipeIndexReader
    let source: SourceFile
    let bodies: Bodies
    private let categoryLists: [CategoryID: (start: Int, count: Int)]
    private lazy var knownCategories = Set(categories.map(\.id))

    /// Opens the index at `indexPath` for the source at `sourcePath`; throws why it cannot be
    /// used: missing, written by another version, stale (the source's size, mtime or inode
    /// differ) or damaged. Damage found later, while answering, is reported (`takeIndexDamage`).
    public convenience init(indexPath: String, sourcePath: String) throws(CacheFileProblem) {
        let source: SourceFile
        do { source = try SourceFile(path: sourcePath) } catch { throw .sourceUnreadable(reason: error.reason) }
        try self.init(index: try Self.openIndex(indexPath), source: source)
    }

    /// The index file at `path`, opened once (non-blocking, checked with `fstat`) and read on
    /// demand; the descriptor stays valid however the path changes. Damage found while reading
    /// it names the file (`IndexBytes.origin`), for the owner to remove.
    static func openIndex(_ path: String) throws(CacheFileProblem) -> RecipeIndexReader {
        let file: SourceFile
        do { file = try SourceFile(path: path) } catch { throw error.isMissing ? .missing : .unreadable(reason: error.reason) }
        guard file.isRegularFile else { throw .unreadable(reason: "it is a \(FilePath.kind(file.info.st_mode)), not a regular file") }
        let size = Int(file.info.st_size)
        guard size <= maximumIndexSize else { throw .unreadable(reason: SizeText.tooLarge(size, limit: maximumIndexSize)) }
        let bytes = IndexBytes(descriptor: dup(file.descriptor), size: size)
        bytes.origin = IndexDamage(path: path, inode: UInt64(file.info.st_ino))
        return try RecipeIndexReader(bytes)
    }

    /// A store over index bytes already in memory (as just built, or for fuzzing the reader).
    public convenience init(indexBytes: [UInt8], sourcePath: String) throws(CacheFileProblem) {
        let source: SourceFile
        do { source = try SourceFile(path: sourcePath) } catch { throw .sourceUnreadable(reason: error.reason) }
        try self.init(index: try RecipeIndexReader(indexBytes), source: source)
    }

    /// A store over `index` for the open `source`, which must be the file the index was built
    /// from, holding `bodies`.
    init(index: RecipeIndexReader, source: SourceFile, bodies: Bodies = .json) throws(CacheFileProblem) {
        guard source.isRegularFile else { throw .sourceUnreadable(reason: "it is a \(FilePath.kind(source.info.st_mode)), not a regular file") }
        guard index.header.stamp == source.stamp else { throw .stale }
        self.index = index
        self.source = source
        self.bodies = bodies
        recipeCount = index.recipeCount
        var categories: [Category] = []
        var lists: [CategoryID: (start: Int, count: Int)] = [:]
        for number in 0..<index.header.categoryCount {
            let record = index.categoryRecord(number)
            let id = CategoryID(index.string(at: record + CategoryRecord.id))
            categories.append(Category(id: id, name: index.string(at: record + CategoryRecord.name)))
            lists[id] = (Int(index.u32(record + CategoryRecord.listStart)), Int(index.u32(record + CategoryRecord.listCount)))
        }
        self.categories = categories
        categoryLists = lists
    }

    /// Whether the damage has been reported (`takeIndexDamage`).
    private var damageTaken = false

    /// The index file, once found damaged, the first time it is asked: for the owner to remove
    /// between frames (`IndexDamage.removeIndex`), so the next start rebuilds it. Nil for an
    /// index held in memory, which no start reads again.
    public func takeIndexDamage() -> IndexDamage? {
        guard index.file.isDamaged, !damageTaken, let origin = index.file.origin else { return nil }
        damageTaken = true
        return origin
    }

    /// The store answering instead once the index is found damaged (`checked`): the collection
    /// loaded afresh, once; why not when it cannot be loaded (then answers are made around the damage).
    lazy var fallback: Result<any RecipeStore, CollectionError> = freshLoad()

    /// Problems found when the index was built, every one: decoded from the `warnings` section
    /// only when asked (`cookbook check` reads the collection afresh; the browser never needs them all to start).
    public lazy var warnings: [CollectionIssue] = checked({ IndexIssues.all(in: index) ?? damagedWarnings }, else: \.warnings)

    /// How many problems are errors and warnings, and the first: the section's first bytes,
    /// what the first frame's status line shows (`IndexIssues.summary`).
    public lazy var issueSummary: IssueSummary = checked({ IndexIssues.summary(in: index) ?? IssueSummary(damagedWarnings) }, else: \.issueSummary)

    /// What is said when the index's problems cannot be read (and it is rebuilt).
    private var damagedWarnings: [CollectionIssue] {
        [CollectionIssue(file: source.path, location: "", message: "the index's list of warnings is damaged; it is rebuilt when the collection changes")]
    }

    /// The category with `id`.
    public func category(_ id: CategoryID) -> Category? { categories.first { $0.id == id } }

    /// How many recipes `category` lists.
    public func recipeCount(in category: CategoryID) -> Int { categoryLists[category]?.count ?? 0 }

    /// Rows `range` of `category`, in name order.
    public func recipes(in category: CategoryID, range: Range<Int>) -> [RecipeSummary] {
        guard let list = categoryLists[category] else { return [] }
        return checked({ page(section: .categoryLists, start: list.start, count: list.count, range: range) }) { $0.recipes(in: category, range: range) }
    }

    /// Recently read recipes: a screen asks for the same few many times per key.
    private var recent: [RecipeID: Recipe] = [:]

    /// The recipe with `id`, re-read from the source and checked (the last 64 are kept).
    public func recipe(_ id: RecipeID) -> Recipe? {
        checked({ keptRecipe(id) }) { $0.recipe(id) }
    }

    private func keptRecipe(_ id: RecipeID) -> Recipe? {
        if let cached = recent[id] { return cached }
        guard let recipe = readRecipe(id) else { return nil }
        if recent.count >= 64 { recent.removeAll(keepingCapacity: true) }
        recent[id] = recipe
        return recipe
    }

    /// For a Cooklang folder, the `.cook` file of `id` relative to the folder
    /// (`Shared/Pizza Dough.cook`), from its archive record; nil for a JSON collection.
    public func filePath(of id: RecipeID) -> String? {
        checked({ archivedPath(of: id) }) { ($0 as? FileNaming)?.filePath(of: id) }
    }

    private func archivedPath(of id: RecipeID) -> String? {
        guard case .folder = bodies, let position = position(of: id), let bytes = body(at: position) else { return nil }
        return archivedRecord(bytes, id: id)?.file.entry.relativePath
    }

    /// The bytes recipe `position`'s record points at in the source; nil when it points at none.
    private func body(at position: Int) -> [UInt8]? {
        let record = index.recipeRecord(position)
        let start = index.u64(record + RecipeRecord.bodyStart), end = index.u64(record + RecipeRecord.bodyEnd)
        guard start < end else { return nil }
        return source.read(start..<end)
    }

    /// The archive's file record of `id` in `bytes`; nil, and damage reported, when they are
    /// not that recipe's whole record (failing its checksum, or another recipe's).
    private func archivedRecord(_ bytes: [UInt8], id: RecipeID) -> (file: ParsedFile, related: [RecipeID])? {
        do {
            let record = try CollectionArchive.record(in: bytes)
            guard record.file.row.id == id else { throw CacheFileProblem.damaged(reason: "the record of \(id.rawValue) is another recipe's") }
            return record
        } catch {
            index.file.reportDamage()
            return nil
        }
    }

    private func readRecipe(_ id: RecipeID) -> Recipe? {
        guard let position = position(of: id), let bytes = body(at: position) else { return nil }
        if case let .folder(root) = bodies {
            guard let (file, related) = archivedRecord(bytes, id: id) else { return nil }
            let name = FolderCollectionLoader.place(of: file.entry.relativePath).name
            let (recipe, _, _) = FolderCollectionLoader.parse(folder: root, entry: file.entry, id: id, name: name, category: file.row.category)
            return recipe.withRelated(related)
        }
        let raw = bytes.withUnsafeBufferPointer { CollectionParser.parseRecipe($0) }
        guard let raw else { return nil }
        var validator = CollectionValidator(file: source.path)
        return validator.validateRecipe(raw, index: position, id: id, categories: knownCategories, exists: contains)
    }

    /// Whether `id` exists.
    public func contains(_ id: RecipeID) -> Bool { checked({ position(of: id) != nil }) { $0.contains(id) } }

    /// The related recipes of `id`, in its order.
    public func related(to id: RecipeID) -> [RecipeSummary] {
        checked({ recipe(id)?.related.compactMap { position(of: $0).map(summary(at:)) } ?? [] }) { $0.related(to: id) }
    }

    /// How many recipes use `ingredient`.
    public func recipeCount(using ingredient: IngredientKey) -> Int {
        checked({ term(ingredient.rawValue, in: .keys)?.count ?? 0 }) { $0.recipeCount(using: ingredient) }
    }

    /// Rows `range` of the recipes using `ingredient`, in name order.
    public func recipes(using ingredient: IngredientKey, range: Range<Int>) -> [RecipeSummary] {
        checked({
            guard let postings = term(ingredient.rawValue, in: .keys) else { return [] }
            return page(section: .keyPostings, start: postings.start, count: postings.count, range: range)
        }) { $0.recipes(using: ingredient, range: range) }
    }

    /// The best `limit` recipes for `query`.
    public func search(_ query: SearchQuery, limit: Int, favourites: Set<RecipeID>) -> [SearchHit] {
        checked({
            QueryEngine(corpus: corpus, recipe: { self.recipe(self.summary(at: Int($0)).id) }).run(query, limit: limit, favourites: Set(favourites.compactMap { position(of: $0).map(Int32.init) }))
                .map { SearchHit(recipe: summary(at: Int($0.position)), rank: $0.rank, why: $0.why) }
        }) { $0.search(query, limit: limit, favourites: favourites) }
    }

    /// Every recipe `query` finds, as a test by id.
    public func matches(_ query: SearchQuery, favourites: Set<RecipeID>) -> RecipeMatches {
        checked({
            let found = QueryEngine(corpus: corpus, recipe: { self.recipe(self.summary(at: Int($0)).id) })
                .matching(query, favourites: Set(favourites.compactMap { position(of: $0).map(Int32.init) }))
            let positions = idPositions
            return RecipeMatches { id in positions[id].map { found[Int($0)] } ?? false }
        }) { $0.matches(query, favourites: favourites) }
    }

    /// A spelling the collection knows for a query that finds nothing.
    public func suggestion(for query: SearchQuery, favourites: Set<RecipeID>) -> String? {
        checked({
            QueryEngine(corpus: corpus, recipe: { self.recipe(self.summary(at: Int($0)).id) })
                .suggestion(for: query, favourites: Set(favourites.compactMap { position(of: $0).map(Int32.init) }))
        }) { $0.suggestion(for: query, favourites: favourites) }
    }

    /// Every recipe's position by id, read on the first filter: a list of thousands is then
    /// tested id by id without a binary search of the index each.
    private lazy var idPositions: [RecipeID: Int32] = {
        var positions: [RecipeID: Int32] = [:]
        positions.reserveCapacity(recipeCount)
        for position in 0..<recipeCount {
            positions[RecipeID(index.string(at: index.recipeRecord(position) + RecipeRecord.id))] = Int32(position)
        }
        return positions
    }()

    // MARK: Reading the tables

    /// The name index; without names (no name matches) when the folded names are damaged.
    private lazy var names: SearchIndex = {
        let order = (index.u32Array(.nameOrder) ?? []).map { Int32(bitPattern: $0) }
        let bytes = index.section(.foldedBytes) ?? []
        let starts = (index.u32Array(.foldedStarts) ?? []).map { Int($0) }
        let consistent = order.count == recipeCount && order.allSatisfy { $0 >= 0 && Int($0) < recipeCount }
            && starts.count == recipeCount + 1 && starts.first == 0 && starts.last == bytes.count
            && zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 }
        guard consistent else {
            index.file.reportDamage()
            // Damaged names: no name matches, but ingredient and tag matches still work.
            return SearchIndex(nameOrder: (0..<recipeCount).map { Int32($0) }, nameBytes: [], nameStarts: Array(repeating: 0, count: recipeCount + 1))
        }
        return SearchIndex(nameOrder: order, nameBytes: bytes, nameStarts: starts)
    }()

    /// What search reads, from the index's search sections on the first search; a damaged
    /// table is left out (reported, so the next start rebuilds the index).
    private lazy var corpus: SearchCorpus = {
        let count = recipeCount
        func numbers(_ column: Int) -> [Int32] {
            let values = index.u32Array(.numbers) ?? []
            guard values.count == count * 2 else { index.file.reportDamage(); return Array(repeating: -1, count: count) }
            return (0..<count).map { Int32(bitPattern: values[$0 * 2 + column]) }
        }
        let categoryOfRecipe = (0..<count).map { Int32(bitPattern: index.u32(index.recipeRecord($0) + RecipeRecord.category)) }
        return SearchCorpus(names: names.names, ids: foldedTexts(.idBytes, .idStarts), categoryOfRecipe: categoryOfRecipe,
                            categories: categories.map { (TextFolding.fold($0.id.rawValue), TextFolding.fold($0.name)) },
                            tags: termTable(.terms, .termPostings), ingredients: termTable(.keys, .keyPostings),
                            summaryWords: wordTable(.summaryTerms, .summaryPostings), stepWords: wordTable(.stepTerms, .stepPostings),
                            totalMinutes: numbers(0), servings: numbers(1))
    }()

    /// Whether the ingredient keys' counts add up to their postings section, as written: read
    /// whole on the first ingredient asked for (search checks the tables it reads the same way).
    /// A count that lies, though inside the section, is damage, not a shorter list.
    lazy var keyCountsAddUp: Bool = {
        let records = index.u32Array(.keys) ?? []  // four u32 a record, the count last
        let listed = stride(from: 3, to: records.count, by: 4).reduce(0) { $0 + Int(records[$1]) }
        guard listed == index.header[.keyPostings].count / 4 else { index.file.reportDamage(); return false }
        return true
    }()
}
