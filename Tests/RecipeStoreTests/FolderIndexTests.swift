import Foundation
import RecipeStore
import Testing
import TestSupport

/// A folder's on-disk index (issue #15): later starts open it without reading the archive, an
/// edit rebuilds it, and a damaged index or recipe record is never trusted.
@Suite("Cooklang folder index")
struct FolderIndexTests {
    let cacheDirectory: String

    init() throws {
        cacheDirectory = try TemporaryFolder.make("folder-index")
    }

    private func makeFolder() throws -> CookFolder {
        try CookFolder(["Mains/Pie.cook": "---\ntitle: Shepherd's Pie\n---\nBake @lamb{500%g}. Serve with @./Soup{}.\n",
                        "Mains/Stew.cook": "Simmer @beef{1%kg} for ~{2%hours}.\n",
                        "Soup.cook": "Boil @water. Add @{2} leeks.\n"])
    }

    private func open(_ folder: CookFolder, notes: inout [String]) throws -> any RecipeStore {
        try FolderCache(directory: cacheDirectory).open(folder: folder.path) { notes.append($0) }
    }

    private func files(_ suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cacheDirectory + "/cookbook").filter { $0.hasSuffix(suffix) }
            .map { cacheDirectory + "/cookbook/" + $0 }
    }

    /// Every recipe of `store` equals the full load's.
    private func expectSameRecipes(_ store: any RecipeStore, _ folder: CookFolder, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let full = try FolderCollectionLoader.load(folder: folder.path)
        #expect(store.recipeCount == full.recipes.count, sourceLocation: sourceLocation)
        for recipe in full.recipes { #expect(store.recipe(recipe.id) == recipe, sourceLocation: sourceLocation) }
        #expect(store.warnings == full.warnings, sourceLocation: sourceLocation)
    }

    @Test func laterStartsUseTheIndexAndAnEditRebuildsIt() throws {
        let folder = try makeFolder()
        var notes: [String] = []
        let cache = cacheDirectory + "/cookbook"
        _ = try FolderCache(directory: cache).open(folder: folder.path) { notes.append($0) }
        let second = try FolderCache(directory: cache).open(folder: folder.path) { notes.append($0) }
        #expect(second is IndexedRecipeStore)
        try expectSameRecipes(second, folder)
        try folder.write("Mains/Stew.cook", Array("Simmer @pork{1%kg} slowly.\n".utf8))
        let edited = try FolderCache(directory: cache).open(folder: folder.path) { notes.append($0) }
        try expectSameRecipes(edited, folder)
        #expect(edited.recipe("mains/stew")?.ingredients.map(\.name) == ["pork"])
        let third = try FolderCache(directory: cache).open(folder: folder.path) { notes.append($0) }
        #expect(third is IndexedRecipeStore, "the index written after the edit is used")
        try expectSameRecipes(third, folder)
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test(arguments: ["cut short", "foreign"])
    func aDamagedIndexIsRebuiltWithANote(damage: String) throws {
        let folder = try makeFolder()
        let cache = cacheDirectory + "/cookbook"
        var notes: [String] = []
        _ = try FolderCache(directory: cache).open(folder: folder.path) { notes.append($0) }
        let index = try #require(try files(".cbx").first)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: index))
        try (damage == "cut short" ? bytes.prefix(bytes.count / 2) : Data("not an index at all".utf8)).write(to: URL(fileURLWithPath: index))
        let store = try FolderCache(directory: cache).open(folder: folder.path) { notes.append($0) }
        #expect(notes.count == 1 && notes[0].hasPrefix("The folder index \(index) is unusable"), "\(notes)")
        try expectSameRecipes(store, folder)
        notes = []
        #expect(try FolderCache(directory: cache).open(folder: folder.path) { notes.append($0) } is IndexedRecipeStore)
        #expect(notes.isEmpty, "the rebuilt index is whole")
    }

    /// A changed byte inside one recipe's record, with the archive's size and time kept (so
    /// the index still looks current): that record is refused, not shown wrong — the folder read
    /// afresh answers instead — the damage is reported, its owner removes the index, and the next
    /// start parses the folder again.
    @Test func aDamagedRecipeRecordIsRefusedAndTheNextStartRebuilds() throws {
        let folder = try makeFolder()
        let cache = cacheDirectory + "/cookbook"
        _ = try FolderCache(directory: cache).open(folder: folder.path)
        try damagePiesRecord()

        var notes: [String] = []
        let store = try FolderCache(directory: cache).open(folder: folder.path) { notes.append($0) }
        #expect(store is IndexedRecipeStore, "the index still matches the archive's size, time and inode")
        #expect(store.recipe("mains/pie")?.name == "Shepherd's Pie", "the damaged record is refused: the folder read afresh answers")
        #expect(store.recipe("soup")?.name == "Soup", "the others still read")
        #expect(try files(".cbx").count == 1, "answering only reads: the store's owner removes the index")
        let damage = try #require((store as? IndexDamageReporting)?.takeIndexDamage(), "the store reports the damage")
        damage.removeIndex()
        #expect(try files(".cbx").isEmpty, "the index is removed so the next start rebuilds")
        let next = try FolderCache(directory: cache).open(folder: folder.path) { notes.append($0) }
        #expect(notes.count == 1 && notes[0].contains("fails its checksum"), "\(notes)")
        try expectSameRecipes(next, folder)
    }

    /// A changed byte inside the pie's record in the archive, its size and time kept, so the
    /// index still takes it for the archive it was built over.
    private func damagePiesRecord() throws {
        let archive = try #require(try files(".cbf").first)
        var info = stat()
        #expect(stat(archive, &info) == 0)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: archive)))
        let name = Array("Shepherd's Pie".utf8)
        let at = try #require((0...(bytes.count - name.count)).first { Array(bytes[$0..<($0 + name.count)]) == name })
        bytes[at] = UInt8(ascii: "X")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: archive))
        try handle.write(contentsOf: bytes)
        try handle.close()
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, archive, &times, 0) == 0)
    }

    /// Asking for the damaged record's file (to edit the recipe) is damage found as reading its
    /// recipe is: reported, so the owner removes the index; the other records still name theirs.
    @Test func aDamagedRecordAskedForItsFileIsReported() throws {
        let folder = try makeFolder()
        let cache = cacheDirectory + "/cookbook"
        _ = try FolderCache(directory: cache).open(folder: folder.path)
        try damagePiesRecord()
        let store = try #require(try FolderCache(directory: cache).open(folder: folder.path) as? IndexedRecipeStore)
        #expect(store.filePath(of: "soup") == "Soup.cook")
        #expect(store.takeIndexDamage() == nil, "nothing damaged read yet")
        _ = store.filePath(of: "mains/pie")
        #expect(store.takeIndexDamage() != nil, "the damaged record is reported")
    }

    /// The app's first frame comes from the cache without a walk, and the folder is checked
    /// after: nothing when unchanged, the edited file alone parsed when not.
    @Test func theCachedStoreOpensWithoutAWalkAndARefreshBringsTheEdit() throws {
        let folder = try makeFolder()
        let cache = FolderCache(directory: cacheDirectory + "/cookbook")
        #expect(cache.openCached(folder: folder.path) == nil, "nothing cached yet")
        _ = try cache.open(folder: folder.path)
        let cached = try #require(cache.openCached(folder: folder.path))
        try expectSameRecipes(cached.store, folder)
        #expect(try cache.refreshed(folder: folder.path, since: cached.stamp) == nil, "an unchanged folder needs nothing")

        try folder.write("Mains/Stew.cook", Array("---\ntitle: Goulash\n---\nSimmer @pork{1%kg} slowly.\n".utf8))
        let stale = try #require(cache.openCached(folder: folder.path))
        #expect(stale.store.recipes(in: "mains", range: 0..<5).map(\.name) == ["Shepherd's Pie", "Stew"], "the lists are as last indexed")
        #expect(stale.store.recipe("mains/stew")?.ingredients.map(\.name) == ["pork"], "a body is read from the file as it is now")
        let refreshed = try #require(try cache.refreshed(folder: folder.path, since: stale.stamp))
        #expect(refreshed.parsedFiles == 1)
        #expect(refreshed.store.recipes(in: "mains", range: 0..<5).map(\.name) == ["Goulash", "Shepherd's Pie"])
        try expectSameRecipes(refreshed.store, folder)
        let next = try #require(cache.openCached(folder: folder.path))
        #expect(try cache.refreshed(folder: folder.path, since: next.stamp) == nil, "the refresh wrote the cache for next time")
    }

    /// The folder is gone since the last run: the cached lists still open (the browser says the
    /// check failed), and a recipe opened says its file cannot be read instead of failing.
    @Test func aFolderGoneSinceTheLastRunStillOpensFromTheCache() throws {
        let folder = try makeFolder()
        let cache = FolderCache(directory: cacheDirectory + "/cookbook")
        _ = try cache.open(folder: folder.path)
        try FileManager.default.removeItem(atPath: folder.path)
        let cached = try #require(cache.openCached(folder: folder.path))
        #expect(cached.store.recipes(in: "mains", range: 0..<5).map(\.name) == ["Shepherd's Pie", "Stew"])
        let stew = try #require(cached.store.recipe("mains/stew"))
        #expect(stew.problems.count == 1 && stew.problems[0].hasPrefix("cannot read the file"), "\(stew.problems)")
        #expect(throws: CollectionError.self) { try cache.refreshed(folder: folder.path, since: cached.stamp) }
    }

    /// Damage inside the index's tables that its header checksum does not cover (a category's
    /// list running past the end), with the archive still current: the index is rebuilt from
    /// the archive's rows, not copied forward, and later starts use the rebuilt one quietly.
    @Test func damageInsideTheIndexTablesIsRebuiltNotCopiedForward() throws {
        let folder = try makeFolder()
        let cache = cacheDirectory + "/cookbook"
        _ = try FolderCache(directory: cache).open(folder: folder.path)
        let index = try #require(try files(".cbx").first)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: index)))
        let categoriesEntry = 64 + 4 * 16  // the section table starts at 64; categories is the fifth section
        let categories = (0..<8).reduce(0) { $0 | Int(bytes[categoriesEntry + $1]) << (8 * $1) }
        for k in 0..<4 { bytes[categories + 20 + k] = 0x7F }  // the first category's list count
        try Data(bytes).write(to: URL(fileURLWithPath: index))
        var notes: [String] = []
        let rebuilt = try FolderCache(directory: cache).open(folder: folder.path) { notes.append($0) }
        #expect(rebuilt is IndexedRecipeStore, "\(notes)")
        #expect(notes.count == 1 && notes[0].hasPrefix("The folder index"), "\(notes)")
        try expectSameRecipes(rebuilt, folder)
        notes = []
        #expect(try FolderCache(directory: cache).open(folder: folder.path) { notes.append($0) } is IndexedRecipeStore)
        #expect(notes.isEmpty, "\(notes)")
    }
}
