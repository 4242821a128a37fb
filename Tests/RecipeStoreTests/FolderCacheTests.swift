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

    @Test func aByteChangedInAnyIndexSectionGivesTheSameAnswers() throws {
        let folder = try CookFolder([
            "Soups/Leek.cook": "---\ntags: [winter, soup]\n---\nA warming leek soup.\n\nSweat @leeks{2} in @butter{30%g}, add @stock{1%l}; simmer ~{20%minutes}.",
            "Bread.cook": "---\ntags: [bread]\nservings: 4\n---\nKnead @flour{500%g} with @salt{10%g} and @water{300%ml}.",
            "Pizza.cook": "Stretch @./Bread{} and top with @butter{10%g} and @salt; bake ~{12%minutes}.",
        ])
        let cache = FolderCache(directory: cacheDirectory)
        _ = try cache.load(folder: folder.path)
        let warm = try cache.load(folder: folder.path)
        #expect(warm.fromCache)
        func answers(_ store: any RecipeStore) -> String {
            let rows = store.categories.map { store.recipes(in: $0.id, range: 0..<50) }
            return "\(store.categories) \(rows) \(rows.joined().map { store.recipe($0.id) }) \(store.warnings)"
                + "\(["leek", "soup", "warming", "knead", "#bread", "ing:salt", "butter", "pizza"].map { store.search($0, limit: 50) })"
                + "\(["butter", "salt", "flour"].map { store.recipes(using: IngredientKey($0), range: 0..<50) })"
        }
        let expected = answers(warm.store)
        let index = cacheDirectory + "/" + (try #require(try FileManager.default.contentsOfDirectory(atPath: cacheDirectory).first { $0.hasSuffix(".cbx") }))
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: index)))
        func u64(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(original[at + $1]) << (8 * $1) } }
        // Each section's first, middle and last byte (its offset and length: u64 pairs after a 64-byte header).
        let sections = (0..<Int(original[56])).map { (u64(64 + $0 * 16), u64(64 + $0 * 16 + 8)) }.filter { $0.1 > 0 }
        for (offset, length) in sections {
            for at in Set([offset, offset + length / 2, offset + length - 1]) {
                var bytes = original
                bytes[at] ^= 0x41   // the fuzz input's damage: a byte set to another value
                try Data(bytes).write(to: URL(fileURLWithPath: index))
                #expect(answers(try cache.load(folder: folder.path).store) == expected, "byte \(at) of the section at \(offset)")
                try Data(original).write(to: URL(fileURLWithPath: index))
            }
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
        #expect(notes == ["Cannot write the cache in \(blocked) (it is not a directory); the folder is read whole at every start."])
        #expect(try cache.load(folder: folder.path).fromCache == false)
    }
}
