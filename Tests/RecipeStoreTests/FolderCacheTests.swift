import Foundation
import RecipeStore
import Testing
import TestSupport

/// The folder cache (archive and index): reused while nothing changed, rebuilt after any
/// change, and never trusted when damaged.
@Suite("Folder cache")
struct FolderCacheTests {
    let cacheDirectory = NSTemporaryDirectory() + "cookbook-folder-cache-" + UUID().uuidString

    private func cacheFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory)) ?? []).filter { $0.hasSuffix(".cbf") }
    }

    @Test func theSecondLoadComesFromTheCacheAndIsIdentical() throws {
        let cache = FolderCache(directory: cacheDirectory)
        let folder = try ProjectPaths.sharedData("cook-collections/cookcli-seed")
        let first = try cache.load(folder: folder)
        let second = try cache.load(folder: folder)
        #expect(!first.fromCache && second.fromCache)
        #expect(second.store.contents == first.store.contents, "every field survives, problems and sources included")
        #expect(second.store.contents == (try FolderCollectionLoader.load(folder: folder)).contents)
        #expect(cacheFiles().count == 1)
    }

    @Test func warningsAndProblemsSurviveTheCache() throws {
        let folder = try CookFolder(["Broken.cook": "Add @{2} eggs.", "Main.cook": "With @./Gone{}."])
        let cache = FolderCache(directory: cacheDirectory)
        let first = try cache.load(folder: folder.path), second = try cache.load(folder: folder.path)
        #expect(second.fromCache)
        #expect(second.store.warnings == first.store.warnings)
        #expect(second.store.warnings.count == 2)
        #expect(second.store.contents.recipes.first { $0.name == "Broken" }?.problems.count == 1)
    }

    @Test func editingAddingOrRenamingAFileReparses() throws {
        let folder = try CookFolder(["Soup.cook": "Boil @water."])
        let cache = FolderCache(directory: cacheDirectory)
        _ = try cache.load(folder: folder.path)
        try folder.write("Soup.cook", Array("Boil @stock{1%l} instead.".utf8))
        let edited = try cache.load(folder: folder.path)
        #expect(!edited.fromCache)
        #expect(edited.store.contents.recipes[0].ingredients.map(\.name) == ["stock"])
        try folder.write("Bread.cook", Array("Knead.".utf8))
        #expect(try cache.load(folder: folder.path).store.contents.recipes.map(\.name) == ["Bread", "Soup"])
        try folder.rename("Bread.cook", to: "Loaf.cook")
        let renamed = try cache.load(folder: folder.path)
        #expect(!renamed.fromCache)
        #expect(renamed.store.contents.recipes.map(\.name) == ["Loaf", "Soup"])
        #expect(try cache.load(folder: folder.path).fromCache)
    }

    @Test func aDamagedArchiveIsIgnoredAndReplaced() throws {
        let folder = try CookFolder(["Soup.cook": "Boil @water."])
        let cache = FolderCache(directory: cacheDirectory)
        _ = try cache.load(folder: folder.path)
        let archive = cacheDirectory + "/" + (cacheFiles().first ?? "")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: archive))
        try bytes.prefix(bytes.count - 7).write(to: URL(fileURLWithPath: archive))   // truncated
        let reloaded = try cache.load(folder: folder.path)
        #expect(!reloaded.fromCache)
        #expect(reloaded.store.contents.recipes.map(\.name) == ["Soup"])
        #expect(try cache.load(folder: folder.path).fromCache, "the archive was rewritten")
    }

    @Test func aFlippedByteInsideTheArchiveIsCaughtAndReplaced() throws {
        let folder = try CookFolder(["Soup.cook": "Boil @water{1%l}."])
        let cache = FolderCache(directory: cacheDirectory)
        _ = try cache.load(folder: folder.path)
        let archive = cacheDirectory + "/" + (cacheFiles().first ?? "")
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: archive)))
        let water = try #require(bytes.indices.first { bytes[$0...].starts(with: Array("water".utf8)) })
        bytes[water] = UInt8(ascii: "v")   // still a well-formed archive, but not what was written
        try Data(bytes).write(to: URL(fileURLWithPath: archive))
        let reloaded = try cache.load(folder: folder.path)
        #expect(!reloaded.fromCache)
        #expect(reloaded.store.contents.recipes[0].ingredients.map(\.name) == ["water"])
    }

    @Test func randomDamageToTheArchiveNeverCrashes() throws {
        let folder = try CookFolder(["Soups/Leek.cook": "Sweat @leeks{2}.\n\nAdd @{2} eggs.", "Main.cook": "With @./Soups/Leek{}."])
        let cache = FolderCache(directory: cacheDirectory)
        let expected = try cache.load(folder: folder.path).store.contents
        let archive = cacheDirectory + "/" + (cacheFiles().first ?? "")
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: archive)))
        var random = SplitMix64(seed: 15)
        for _ in 0..<300 {
            try Data(IndexMutation.mutate(original, using: &random)).write(to: URL(fileURLWithPath: archive))
            let loaded = try cache.load(folder: folder.path)
            #expect(loaded.store.contents == expected, "a damaged archive is never used")
        }
    }

    @Test func anUnwritableCacheOnlyCostsTime() throws {
        let folder = try CookFolder(["Soup.cook": "Boil @water."])
        let blocked = cacheDirectory + "/file-not-folder"
        try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocked))
        let cache = FolderCache(directory: blocked)
        var notes: [String] = []
        let loaded = try cache.load(folder: folder.path) { notes.append($0) }
        #expect(loaded.store.recipeCount == 1 && loaded.parsedFiles == 1)
        #expect(notes == ["Cannot write the cache in \(blocked); the folder is read whole at every start."])
        #expect(try cache.load(folder: folder.path).fromCache == false)
    }
}
