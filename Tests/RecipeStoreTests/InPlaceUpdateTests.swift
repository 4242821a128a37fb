@testable import FileSystem
import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// Issue #15: an edit that keeps the folder's files and the recipe's name is applied in place —
/// the edited file parsed alone, its archive record replaced, the index's postings patched —
/// and every answer (lists, recipes, ingredients, tags, words, times, servings) is a fresh full
/// load's. Edits that move names, links or problems are left to the full update.
@Suite("Edits applied to the folder index in place")
struct InPlaceUpdateTests {
    let cache: String

    init() throws {
        cache = try TemporaryFolder.make("in-place") + "/cache"
    }

    private func makeFolder() throws -> CookFolder {
        try CookFolder([
            "Mains/Stew.cook": """
                ---
                title: Winter Stew
                description: A slow supper for cold nights.
                tags: [quick, hearty]
                servings: 2
                time: 20 minutes
                ---
                Fry @onion{1} and @garlic{2%cloves}. Simmer @beef{1%kg} in a #pot{}.
                """,
            "Mains/Pie.cook": "---\ntags: [baking]\nservings: 4\n---\nBake @lamb{500%g} and @onion{2} under @pastry{}.\n",
            "Mains/Curry.cook": "Toast @cumin{1%tsp}, add @garlic{3%cloves} and @chicken{600%g}. Serve with @./Sides/Rice{}.\n",
            "Sides/Rice.cook": "---\ntime: 15 minutes\n---\nRinse @rice{200%g}; boil in @water{400%ml}.\n",
            "Soup.cook": "Boil @water. Add @{2} leeks and @onion{1}.\n",
        ])
    }

    /// The update the cache would apply to `folder` now, when it can be done in place (its
    /// index patch included); nil when it cannot, the old index damaged included.
    private func inPlaceUpdate(_ folder: CookFolder) throws -> InPlaceUpdate? {
        let paths = try #require(FolderCache(directory: cache).cachePaths(for: folder.path))
        let walker = try DirectoryWalker(root: folder.path)
        let file = try SourceFile(path: paths.archive)
        guard case let .success(index) = FolderCache.wholeIndex(paths.index),
              let map = ArchiveMap.read(file, limit: FolderCache.maximumArchiveSize, comparedWith: walker.entries),
              let update = InPlaceUpdate(folder: folder.path, walker: walker, archive: map, file: file, index: index,
                                         stamp: walker.stamp ^ FolderCache.formatVersion), update.patchedIndex() != nil else { return nil }
        return update
    }

    /// Loads `folder` through the cache and expects a full load's answers and `parsed` files
    /// parsed, with no note — or, given `saying`, one note that says it.
    private func loadAndCompare(_ folder: CookFolder, parsed: Int, queries: [String] = [], saying: String? = nil,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        var notes: [String] = []
        let result = try FolderCache(directory: cache).load(folder: folder.path) { notes.append($0) }
        #expect(result.parsedFiles == parsed, "files parsed", sourceLocation: sourceLocation)
        #expect(result.store is IndexedRecipeStore, sourceLocation: sourceLocation)
        if let saying {
            #expect(notes.count == 1 && notes[0].contains(saying), "\(notes)", sourceLocation: sourceLocation)
        } else {
            #expect(notes.isEmpty, "\(notes)", sourceLocation: sourceLocation)
        }
        let full = MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path))
        #expect(result.store.contents == full.contents, sourceLocation: sourceLocation)
        expectSameAnswers(result.store, full, queries: queries + ["onion", "saffron", "#quick", "#festive", "#hearty", "ing:onion", "ing:saffron",
                                                                  "braise", "simmer", "supper", "feast", "serves>=6", "serves<=2", "time<30m",
                                                                  "time>1h", "garlic -ing:beef", "stew"], sourceLocation: sourceLocation)
    }

    @Test func ingredientsTagsWordsTimeAndServingsChangeInPlace() throws {
        let folder = try makeFolder()
        try loadAndCompare(folder, parsed: 5)
        try folder.write("Mains/Stew.cook", Array("""
            ---
            title: Winter Stew
            description: A festive feast for cold nights.
            tags: [festive, hearty]
            servings: 6
            time: 3 hours
            ---
            Fry @garlic{2%cloves} with @saffron{1%pinch}. Braise @beef{1%kg} in a #pot{}.
            """.utf8))
        #expect(try inPlaceUpdate(folder) != nil, "the same files, the same name: updated in place")
        try loadAndCompare(folder, parsed: 1)
        try loadAndCompare(folder, parsed: 0)
        // A second recipe edited, then the first again (its new words already numbered).
        try folder.write("Soup.cook", Array("Boil @water. Add @{2} leeks, @saffron{} and @celeriac{1}; braise gently.\n".utf8))
        try folder.write("Mains/Stew.cook", Array("---\ntitle: Winter Stew\n---\nSimmer @onion{1} and @beef{1%kg}.\n".utf8))
        #expect(try inPlaceUpdate(folder) != nil)
        try loadAndCompare(folder, parsed: 2, queries: ["celeriac", "gently", "ing:celeriac"])
    }

    @Test func manyEditsOfOneFileKeepAnsweringAsAFullLoad() throws {
        let folder = try makeFolder()
        try loadAndCompare(folder, parsed: 5)
        for round in 1...6 {
            try folder.write("Sides/Rice.cook", Array("---\ntime: \(round * 10) minutes\n---\nRinse @rice{200%g}; add @spice\(round){} and word\(round).\n".utf8))
            #expect(try inPlaceUpdate(folder) != nil, "round \(round)")
            try loadAndCompare(folder, parsed: 1, queries: ["word\(round)", "word\(round - 1)", "ing:spice\(round)", "spice", "rinse"])
        }
    }

    @Test func editsThatMoveNamesLinksOrProblemsUseTheFullUpdate() throws {
        let folder = try makeFolder()
        try loadAndCompare(folder, parsed: 5)
        let edits: [(String, String, String)] = [
            ("a new title moves the name", "Mains/Pie.cook", "---\ntitle: Lamb Pie\n---\nBake @lamb{500%g}.\n"),
            ("a new reference moves the links", "Soup.cook", "Boil @water. Serve with @./Mains/Pie{}.\n"),
            ("a new problem is a new warning", "Sides/Rice.cook", "Rinse @{200%g}.\n"),
        ]
        for (reason, file, text) in edits {
            try folder.write(file, Array(text.utf8))
            #expect(try inPlaceUpdate(folder) == nil, "\(reason)")
            try loadAndCompare(folder, parsed: 1)
        }
        try folder.write("Sides/Beans.cook", Array("Soak @beans{200%g}.\n".utf8))
        #expect(try inPlaceUpdate(folder) == nil, "an added file")
        try loadAndCompare(folder, parsed: 1)
    }

    @Test func aDamagedIndexIsNotPatchedButRebuilt() throws {
        let folder = try makeFolder()
        try loadAndCompare(folder, parsed: 5)
        let paths = try #require(FolderCache(directory: cache).cachePaths(for: folder.path))
        var index = try #require(FileManager.default.contents(atPath: paths.index))
        index.removeLast(index.count / 3)
        try index.write(to: URL(fileURLWithPath: paths.index))
        try folder.write("Mains/Pie.cook", Array("---\ntags: [baking]\nservings: 4\n---\nBake @lamb{500%g} and @leek{2} under @pastry{}.\n".utf8))
        #expect(try inPlaceUpdate(folder) == nil, "an index cut short is never patched")
        try loadAndCompare(folder, parsed: 1, queries: ["leek", "ing:leek"], saying: "is unusable, damaged (section warnings lies outside the file); rebuilding it.")
    }

    /// A crash after the new archive was put in place and before its index was leaves the old
    /// index beside it: it records the old archive file, so it is made again from the archive.
    @Test func anOldIndexBesideANewArchiveIsMadeAgainWithoutParsing() throws {
        let folder = try makeFolder()
        try loadAndCompare(folder, parsed: 5)
        let paths = try #require(FolderCache(directory: cache).cachePaths(for: folder.path))
        let oldIndex = try #require(FileManager.default.contents(atPath: paths.index))
        try folder.write("Mains/Pie.cook", Array("---\ntags: [baking]\nservings: 4\n---\nBake @lamb{500%g} and @leek{2} under @pastry{}.\n".utf8))
        try loadAndCompare(folder, parsed: 1, queries: ["leek", "ing:leek"])
        try oldIndex.write(to: URL(fileURLWithPath: paths.index))
        try loadAndCompare(folder, parsed: 0, queries: ["leek", "ing:leek"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.contains(".tmp-") }.isEmpty)
    }

    /// An index that cannot be read nor written (a folder in its place) is said, both times —
    /// the old one is not skipped quietly for the update; the answers come from
    /// the index in memory, and no temporary file is left behind.
    @Test func anIndexThatCannotBeWrittenIsSaidAndLeavesNoTemporaryFile() throws {
        let folder = try makeFolder()
        try loadAndCompare(folder, parsed: 5)
        let paths = try #require(FolderCache(directory: cache).cachePaths(for: folder.path))
        try FileManager.default.removeItem(atPath: paths.index)
        try FileManager.default.createDirectory(atPath: paths.index, withIntermediateDirectories: false)
        try folder.write("Mains/Pie.cook", Array("---\ntags: [baking]\nservings: 4\n---\nBake @lamb{500%g} and @leek{2} under @pastry{}.\n".utf8))
        var notes: [String] = []
        let result = try FolderCache(directory: cache).load(folder: folder.path) { notes.append($0) }
        #expect(notes == ["The folder index \(paths.index) is unusable, cannot be read (it is a directory, not a regular file); rebuilding it.",
                          "\(paths.index): cannot save: it is a directory, not a regular file; it is left alone; the folder will be indexed again next time."])
        expectSameAnswers(result.store, MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path)), queries: ["leek", "ing:leek", "onion"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.contains(".tmp-") }.isEmpty)
    }

    /// A changed byte inside the index's sections — which opening it does not read whole —
    /// fails its page's checksum when the index is read whole for the patch, so the damage is
    /// not carried forward, and it is said; so is a changed page checksum.
    @Test(arguments: [("title", "a page fails its checksum"), ("pages", "its page checksums fail their checksum")])
    func damageInsideTheSectionsIsNotCarriedIntoAPatchedIndex(section: String, saying: String) throws {
        let folder = try makeFolder()
        try loadAndCompare(folder, parsed: 5)
        let paths = try #require(FolderCache(directory: cache).cachePaths(for: folder.path))
        var index = [UInt8](try #require(FileManager.default.contents(atPath: paths.index)))
        let header = try RecipeIndexHeader.decode(index, fileSize: index.count)
        let damaged = try #require(RecipeIndexFile.Section.allCases.first { "\($0)" == section })
        index[header[damaged].lowerBound] ^= 0x01
        try Data(index).write(to: URL(fileURLWithPath: paths.index))
        try folder.write("Soup.cook", Array("Boil @water. Add @{2} leeks and @onion{1}, then @chives.\n".utf8))
        #expect(try inPlaceUpdate(folder) == nil)
        try loadAndCompare(folder, parsed: 1, queries: ["chives", "ing:chives"], saying: "is unusable, damaged (\(saying)); rebuilding it.")
    }
}
