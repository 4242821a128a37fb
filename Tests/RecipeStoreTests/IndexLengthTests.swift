import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// Issue #33, point 5: a section table that lies about one length — its header checksum made
/// anew, so only the lie is wrong, and the next section moved with it so the table still runs
/// back to back to the file's end — is refused when the index is opened and rebuilt, or found
/// by the first read that can tell and answered from the collection instead; never followed
/// into wrong answers, never a crash.
@Suite("A section length that lies")
struct IndexLengthTests {
    typealias Section = RecipeIndexFile.Section

    let directory: String
    let source: String

    init() throws {
        directory = try TemporaryFolder.make("index-lengths")
        source = directory + "/recipes.json"
        try FileManager.default.copyItem(atPath: ProjectPaths.bundledCollection, toPath: source)
    }

    /// Opens the bundled collection through its index (built when missing), with the notes said.
    private func open() throws -> (store: any RecipeStore, notes: [String]) {
        var notes: [String] = []
        let store = try CollectionOpener.open(path: source, cacheDirectory: directory, threshold: 0) { notes.append($0) }
        return (store, notes)
    }

    private var indexPath: String {
        get throws { directory + "/" + (try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasSuffix(".cbx") })) }
    }

    /// The valid index `bytes` with the boundary after `section` moved by `delta` bytes: that
    /// section's length and the next one's offset and length changed together (and the term
    /// count by `terms`, for a term table that lies with its count), and the header's checksum
    /// made for the new table, so it checks.
    private func lying(_ bytes: [UInt8], after section: Section, by delta: Int, terms: Int = 0) throws -> [UInt8] {
        var header = try RecipeIndexHeader.decode(bytes, fileSize: bytes.count)
        let next = section.rawValue + 1
        try #require(-delta <= header[section].count && delta <= header.sections[next].count, "a lie the sections have room for")
        header.termCount += terms
        header.sections[section.rawValue] = header[section].lowerBound..<(header[section].upperBound + delta)
        header.sections[next] = (header.sections[next].lowerBound + delta)..<header.sections[next].upperBound
        var lied = bytes
        lied.replaceSubrange(0..<RecipeIndexHeader.size, with: header.encoded())
        return lied
    }

    /// The bundled collection's index as built.
    private func builtIndex() throws -> [UInt8] {
        _ = try open()
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: try indexPath)))
    }

    private static let queries = ["chicken", "garlic", "bake", "simmer", "minutes", "#quick", "ing:egg", "serves>=6", "time<20m"]

    /// Lies the header alone cannot see, each refused on opening: lengths the counts fix
    /// (`idStarts`, `numbers`), record tables that are not whole records, and byte sections
    /// whose length another section gives.
    @Test(arguments: [
        (Section.idStarts, -4, "section idStarts is"),
        (.stepPostings, 8, "section numbers is"),
        (.summaryTerms, 8, "section summaryTerms is"),
        (.stepTerms, -8, "section stepTerms is"),
        (.title, 1, "section idStarts does not end where section idBytes does"),
        (.categoryLists, 4, "its category lists are"),
        (.summaryPostings, 16, "section stepTerms does not match section stepPostings"),
    ])
    func aLieIsRefusedOnOpeningAndRebuilt(after section: Section, by delta: Int, reason: String) throws {
        let lied = try lying(try builtIndex(), after: section, by: delta)
        #expect {
            try RecipeIndexReader(lied)
        } throws: { error in
            guard case let .damaged(said)? = error as? CacheFileProblem else { return false }
            return said.hasPrefix(reason)
        }
        try Data(lied).write(to: URL(fileURLWithPath: try indexPath))
        let (store, notes) = try open()
        #expect(notes.contains { $0.contains("damaged (\(reason)") }, "the index is refused, and the rebuild says why: \(notes)")
        expectSameAnswers(store, MemoryRecipeStore(try CollectionLoader.load(path: source)), queries: Self.queries)
        #expect(try open().notes.isEmpty, "the rebuilt index is used")
    }

    /// Lies only a whole table shows — a term table one record short, its postings read from
    /// 16 bytes early (u32 postings no term owns; a word list that does not start where the one
    /// before ended): found on the first search, which reads the tables whole; every answer
    /// then comes from the collection loaded afresh, and the damage is reported.
    @Test(arguments: [(Section.terms, -16, -1), (.summaryTerms, -16, 0), (.stepTerms, -16, 0)])
    func aLieFoundByTheFirstSearchGivesTheCollectionsAnswers(after section: Section, by delta: Int, terms: Int) throws {
        let lied = try lying(try builtIndex(), after: section, by: delta, terms: terms)
        try Data(lied).write(to: URL(fileURLWithPath: try indexPath))
        let store = try IndexedRecipeStore(indexPath: try indexPath, sourcePath: source)
        let memory = MemoryRecipeStore(try CollectionLoader.load(path: source))
        for query in Self.queries + ["in:soups", "oven", "tofu -#spicy", "\"olive oil\""] {
            #expect(store.search(query, limit: 50) == memory.search(query, limit: 50), "search \(query)")
        }
        #expect(store.takeIndexDamage() != nil, "the damage is reported, for the owner to remove the index")
    }

    /// The valid index `bytes` changed by `change`, then sealed as the writer seals a file: the
    /// page checksums and the header's made anew — a writer's mistake, not a damaged disk.
    private func resealed(_ bytes: [UInt8], _ change: (inout [UInt8], RecipeIndexHeader) throws -> Void) throws -> [UInt8] {
        var header = try RecipeIndexHeader.decode(bytes, fileSize: bytes.count)
        var changed = bytes
        try change(&changed, header)
        let pages = IndexPages.table(of: changed, covering: header.covered)
        changed.replaceSubrange(header[.pages], with: pages)
        header.checksum = Checksum.of(pages, 0..<pages.count)
        changed.replaceSubrange(0..<RecipeIndexHeader.size, with: header.encoded())
        return changed
    }

    /// A term whose count of postings is one short — still inside its section, so no bound
    /// catches it: its list would silently lose a recipe. The table then does not fill its
    /// postings, which the first read of it sees: every answer comes from the collection.
    @Test(arguments: [(Section.keys, "ing:"), (.terms, "#"), (.summaryTerms, ""), (.stepTerms, "")])
    func aTermsCountThatLiesIsNeverAShorterList(table: Section, prefix: String) throws {
        let bytes = try builtIndex()
        var text = ""
        let lied = try resealed(bytes) { bytes, header in
            func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
            let record = try #require(stride(from: header[table].lowerBound, to: header[table].upperBound, by: 16).first { u32($0 + 12) >= 2 })
            let start = header[.strings].lowerBound + u32(record)
            text = String(decoding: bytes[start..<(start + u32(record + 4))], as: UTF8.self)
            bytes[record + 12] -= 1  // (a count of two or more: its low byte is not 0)
        }
        let store = try IndexedRecipeStore(indexBytes: lied, sourcePath: source)
        let memory = MemoryRecipeStore(try CollectionLoader.load(path: source))
        #expect(store.search(prefix + text, limit: 200) == memory.search(prefix + text, limit: 200), "search \(prefix + text)")
        if table == .keys {
            #expect(store.recipes(using: IngredientKey(text), range: 0..<200) == memory.recipes(using: IngredientKey(text), range: 0..<200))
        }
        #expect(store.index.file.isDamaged, "the damage is noted, for the owner to remove the index")
    }

    /// The same for a folder's index: refused on opening, rebuilt from the archive, said.
    @Test func aFoldersIndexWithALyingLengthIsRebuilt() throws {
        let folder = try CookFolder([
            "Mains/Stew.cook": "---\ndescription: A slow supper.\nservings: 2\ntime: 20 minutes\n---\nFry @onion{1}. Simmer @beef{1%kg}.\n",
            "Soup.cook": "Boil @water. Add @leek{2} and @onion{1}.\n",
        ])
        let cache = directory + "/cache"
        _ = try FolderCache(directory: cache).open(folder: folder.path)
        let path = try #require(FolderCache(directory: cache).cachePaths(for: folder.path)).index
        let lied = try lying([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), after: .stepPostings, by: 8)
        try Data(lied).write(to: URL(fileURLWithPath: path))
        var notes: [String] = []
        let store = try FolderCache(directory: cache).open(folder: folder.path) { notes.append($0) }
        #expect(store is IndexedRecipeStore)
        #expect(notes == ["The folder index \(path) is unusable, damaged (section numbers is 8 bytes, not 16); rebuilding it."])
        expectSameAnswers(store, MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path)), queries: ["supper", "serves<=2", "time<30m", "leek"])
    }
}
