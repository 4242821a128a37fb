import Foundation
import RecipeImport
import RecipeStore
import Testing
import TestSupport

@Suite("The on-disk index answers exactly as the in-memory store")
struct IndexedStoreTests {
    let directory: String

    init() throws {
        directory = try TemporaryFolder.make("index")
    }

    @Test func theBundledCollection() throws {
        let path = ProjectPaths.bundledCollection
        let indexed = try CollectionOpener.open(path: path, cacheDirectory: directory, threshold: 0)
        #expect(indexed is IndexedRecipeStore)
        expectSameAnswers(indexed, MemoryRecipeStore(try CollectionLoader.load(path: path)),
                          queries: ["a", "egg", "creme", "BRÛLÉE", "麻婆", "豆腐", "garlic", "zzz", "sichuan"])
    }

    /// A Cooklang folder (issue #15): the second start opens the index over the folder's
    /// archive and answers as the whole parsed folder does, broken files and warnings included.
    @Test func aCooklangFolderOnItsSecondStart() throws {
        let folder = try ProjectPaths.sharedData("cook-collections/jhaydter-recipes/cook")
        let first = try CollectionOpener.open(path: folder, cacheDirectory: directory)
        let second = try CollectionOpener.open(path: folder, cacheDirectory: directory)
        #expect(second is IndexedRecipeStore, "a start with the cache present reads the index")
        let memory = MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder))
        #expect(!memory.warnings.isEmpty, "the folder has problems the index must keep")
        for store in [first, second] {
            expectSameAnswers(store, memory, queries: ["a", "bread", "chicken", "PAN", "zzz", "soup"])
        }
    }

    @Test func aGeneratedCollectionWithWarningsAndDanglingLinks() throws {
        let base = try PublicDomainImport.load(path: try ProjectPaths.sharedData("recipes/public-domain-recipes.json"))
        let path = directory + "/generated.json"
        try CollectionGenerator.generate(count: 1_000, from: base).encodedJSON().write(to: URL(fileURLWithPath: path))
        let indexed = try CollectionOpener.open(path: path, cacheDirectory: directory, threshold: 0)
        #expect(indexed is IndexedRecipeStore)
        expectSameAnswers(indexed, MemoryRecipeStore(try CollectionLoader.load(path: path)), queries: ["alp", "onion", "cheese", "no. 2", "x"])
    }

    @Test func aChangedSourceRebuildsTheIndexAndSmallFilesNeedNone() throws {
        let path = directory + "/small.json"
        try FileManager.default.copyItem(atPath: AppFixtures.framesCollection, toPath: path)
        var messages: [String] = []
        let first = try CollectionOpener.open(path: path, cacheDirectory: directory, threshold: 0) { messages.append($0) }
        #expect(first.recipeCount == 12)
        #expect(messages.count == 1 && messages[0].hasPrefix("Indexing \(path)"))
        _ = try CollectionOpener.open(path: path, cacheDirectory: directory, threshold: 0) { messages.append($0) }
        #expect(messages.count == 1, "an unchanged source reuses the index")
        // Rewrite the source with one recipe fewer: the index is stale and rebuilt.
        try CollectionLoader.load(path: path).removing("bibimbap").encodedJSON().write(to: URL(fileURLWithPath: path))
        let second = try CollectionOpener.open(path: path, cacheDirectory: directory, threshold: 0) { messages.append($0) }
        #expect(messages.count == 2)
        #expect(second.recipeCount == 11)
        #expect(!second.contains("bibimbap"))
        #expect(try CollectionOpener.open(path: path, cacheDirectory: directory) is MemoryRecipeStore, "below the threshold: no index")
    }

    @Test func aDamagedIndexIsRebuilt() throws {
        let path = directory + "/frames.json"
        try FileManager.default.copyItem(atPath: AppFixtures.framesCollection, toPath: path)
        _ = try CollectionOpener.open(path: path, cacheDirectory: directory, threshold: 0)
        let index = try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasSuffix(".cbx") }!
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: directory + "/" + index))
        var rebuilt = false
        let store = try CollectionOpener.open(path: path, cacheDirectory: directory, threshold: 0) { _ in rebuilt = true }
        #expect(rebuilt)
        #expect(store.recipe("mapo-tofu")?.name == "麻婆豆腐")
    }
}
