import Foundation
import RecipeImport
import RecipeStore
import Testing
import TestSupport

/// After a file is added, edited, removed or renamed, the folder cache parses that file alone
/// and links the rest again, and the answer is exactly what a fresh full load gives.
@Suite("Incremental folder loads")
struct IncrementalFolderLoadTests {
    let cacheDirectory = NSTemporaryDirectory() + "cookbook-incremental-" + UUID().uuidString

    /// `folder` loaded through the cache, checked against a full load with no cache: every
    /// category, list, recipe (bodies read from the files) and warning.
    private func loadAndCompare(_ folder: CookFolder, parsed expected: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> StoreContents {
        var notes: [String] = []
        let result = try FolderCache(directory: cacheDirectory).load(folder: folder.path) { notes.append($0) }
        let full = try FolderCollectionLoader.load(folder: folder.path)
        #expect(result.parsedFiles == expected, "files parsed", sourceLocation: sourceLocation)
        #expect(result.store is IndexedRecipeStore, "the folder is read through its index", sourceLocation: sourceLocation)
        let contents = result.store.contents
        #expect(contents == full.contents, sourceLocation: sourceLocation)
        #expect(notes.isEmpty, "\(notes)", sourceLocation: sourceLocation)
        return contents
    }

    private func makeFolder() throws -> CookFolder {
        try CookFolder(["Mains/Pie.cook": "---\ntitle: Shepherd's Pie\n---\nBake @lamb{500%g}. Serve with @./Sides/Peas{}.\n",
                        "Mains/Stew.cook": "Simmer @beef{1%kg} for ~{2%hours}.\n",
                        "Soup.cook": "Boil @water. Add @{2} leeks.\n"])
    }

    @Test func anEditedFileIsParsedAlone() throws {
        let folder = try makeFolder()
        _ = try loadAndCompare(folder, parsed: 3)
        #expect(try loadAndCompare(folder, parsed: 0).recipes.count == 3, "nothing changed: the archive is used whole")
        try folder.write("Mains/Stew.cook", Array("Simmer @pork{1%kg} slowly.\n".utf8))
        let edited = try loadAndCompare(folder, parsed: 1)
        #expect(edited.recipes.first { $0.id == "mains/stew" }?.ingredients.map(\.name) == ["pork"])
        #expect(edited.warnings.contains { $0.message.contains("Sides/Peas") }, "the unchanged pie still refers to a missing file")
    }

    /// An edit of the steps alone (applied in place, `InPlaceUpdate`) answers as a full load,
    /// then and after a later edit that changes the recipe's name (the full update).
    @Test func anEditOfTheStepsAloneAnswersAsAFullLoad() throws {
        let folder = try makeFolder()
        _ = try loadAndCompare(folder, parsed: 3)
        try folder.write("Mains/Stew.cook", Array("Simmer @beef{1%kg} for ~{3%hours}, stirring now and then.\n".utf8))
        let edited = try loadAndCompare(folder, parsed: 1)
        #expect(edited.recipe("mains/stew")?.steps == ["Simmer beef for 3 hours, stirring now and then."])
        #expect(try loadAndCompare(folder, parsed: 0).recipes.count == 3, "the index pointed at the new archive is used")
        try folder.write("Mains/Stew.cook", Array("---\ntitle: Beef Stew\n---\nSimmer @beef{1%kg}.\n".utf8))
        #expect(try loadAndCompare(folder, parsed: 1).lists["mains"]?.map(\.name) == ["Beef Stew", "Shepherd's Pie"], "a new name rebuilds them")
    }

    @Test func anAddedFileIsParsedAloneAndLinksFromUnchangedFiles() throws {
        let folder = try makeFolder()
        _ = try loadAndCompare(folder, parsed: 3)
        try folder.write("Sides/Peas.cook", Array("Warm @peas{300%g}.\n".utf8))
        let added = try loadAndCompare(folder, parsed: 1)
        #expect(added.recipes.first { $0.id == "mains/pie" }?.related == ["sides/peas"], "the pie was not parsed again, yet links to the new file")
        #expect(!added.warnings.contains { $0.message.contains("Sides/Peas") })
        #expect(added.categories.map(\.name) == ["Mains", "Sides", "Uncategorised"])
    }

    @Test func aRemovedFileParsesNothingAndItsLinksBecomeWarnings() throws {
        let folder = try makeFolder()
        try folder.write("Sides/Peas.cook", Array("Warm @peas{300%g}.\n".utf8))
        _ = try loadAndCompare(folder, parsed: 4)
        try FileManager.default.removeItem(atPath: folder.path + "/Sides/Peas.cook")
        let removed = try loadAndCompare(folder, parsed: 0)
        #expect(removed.recipes.map(\.id).sorted() == ["mains/pie", "mains/stew", "soup"])
        #expect(removed.recipes.first { $0.id == "mains/pie" }?.related == [])
    }

    @Test func aRenamedFileIsParsedAgainUnderItsNewName() throws {
        let folder = try makeFolder()
        _ = try loadAndCompare(folder, parsed: 3)
        try folder.rename("Mains/Stew.cook", to: "Mains/Goulash.cook")
        let renamed = try loadAndCompare(folder, parsed: 1)
        #expect(renamed.recipes.map(\.id).sorted() == ["mains/goulash", "mains/pie", "soup"])
        #expect(renamed.recipes.first { $0.id == "soup" }?.problems.count == 1, "an unchanged broken file keeps its problem")
    }

    @Test func aDamagedArchiveOfAnOlderStateIsNotTrustedForAnyFile() throws {
        let folder = try makeFolder()
        _ = try FolderCache(directory: cacheDirectory).load(folder: folder.path)
        let archive = try #require(try FileManager.default.contentsOfDirectory(atPath: cacheDirectory).first { $0.hasSuffix(".cbf") })
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: cacheDirectory + "/" + archive)))
        let lamb = try #require(bytes.indices.first { bytes[$0...].starts(with: Array("lamb".utf8)) })
        bytes[lamb] = UInt8(ascii: "r")
        try Data(bytes).write(to: URL(fileURLWithPath: cacheDirectory + "/" + archive))
        try folder.write("Soup.cook", Array("Boil @stock.\n".utf8))
        var notes: [String] = []
        let result = try FolderCache(directory: cacheDirectory).load(folder: folder.path) { notes.append($0) }
        #expect(result.parsedFiles == 3, "every file is parsed again")
        #expect(result.store.recipe("mains/pie")?.ingredients.map(\.name) == ["lamb", "Peas"], "not the damaged \"ramb\"")
        #expect(notes.count == 1 && notes[0].contains("fails its checksum"), "\(notes)")
        #expect(try loadAndCompare(folder, parsed: 0).recipes.count == 3, "the rebuilt archive is used")
    }

    @Test func twoProcessesBuildingTheCacheAtOnceLeaveAValidArchive() async throws {
        let base = try PublicDomainImport.load(path: try ProjectPaths.sharedData("recipes/public-domain-recipes.json"))
        let files = CookFolderGenerator.files(count: 400, from: base)
        let folder = try CookFolder(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
        let home = try TemporaryFolder.make("two-builders"), path = folder.path
        async let first = CommandRun.cookbook(["list", "--data", path], home: home)
        async let second = CommandRun.cookbook(["list", "--data", path], home: home)
        let runs = try await [first, second]
        #expect(runs.map(\.status) == [0, 0], "\(runs.map(\.errorText))")
        #expect(runs[0].outputText == runs[1].outputText)
        let cache = home + "/cache/cookbook"
        let left = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.contains("folder-") }
        #expect(left.sorted().map { String($0.suffix(4)) } == [".cbf", ".cbx"], "one archive and its index, no temporary files left: \(left)")
        let store = try FolderCache(directory: cache).open(folder: folder.path)
        #expect(store is IndexedRecipeStore, "the index either process left matches the archive it left")
        #expect(store.recipeCount == 400)
        let result = try FolderCache(directory: cache).load(folder: folder.path)
        #expect(result.fromCache, "the archive either process left is whole and current")
        #expect(result.store.contents == (try FolderCollectionLoader.load(folder: folder.path)).contents)
    }
}
