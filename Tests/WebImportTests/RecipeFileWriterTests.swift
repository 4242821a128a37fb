import Foundation
import RecipeStore
import Testing
import TestSupport
@testable import WebImport

/// Where an imported recipe is written: never over a file, never under a name whose recipe id
/// another file has, never hidden, never a name too long for the file system.
@Suite("Writing imported files")
struct RecipeFileWriterTests {
    private func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func anExistingRecipesIdIsNeverTaken() throws {
        let folder = try CookFolder(["pad-thai.cook": "---\ntitle: My Pad Thai\n---\nCook @noodles{}.\n", "Soup.cook": "Heat @soup{}.\n"])
        let first = try RecipeFileWriter.write("Fry @tofu{}.\n", title: "Pad Thai", into: folder.path)
        #expect(first == folder.path + "/Pad Thai (2).cook", "`Pad Thai.cook` would take the id pad-thai from the user's recipe")
        _ = try RecipeFileWriter.write("Heat @soup{}.\n", title: "soup", into: folder.path)
        #expect(names(in: folder.path) == ["Pad Thai (2).cook", "Soup.cook", "pad-thai.cook", "soup (2).cook"], "case differences count as the same id")
        let store = try CollectionOpener.open(path: folder.path, cacheDirectory: nil)
        #expect(store.recipe(RecipeID("pad-thai"))?.name == "My Pad Thai" && store.warnings.isEmpty, "\(store.warnings)")
    }

    @Test func titlesBecomeVisibleNamesTheFileSystemTakes() throws {
        let folder = try TemporaryFolder.make("writer")
        let hidden = try RecipeFileWriter.write("x\n", title: ". . .Hidden Cake", into: folder)
        #expect(hidden == folder + "/Hidden Cake.cook")
        let long = try RecipeFileWriter.write("x\n", title: String(repeating: "🍪", count: 80), into: folder)
        let name = (long as NSString).lastPathComponent
        #expect(name.utf8.count <= 205 && name.hasSuffix(".cook") && name.hasPrefix("🍪🍪"), "\(name.utf8.count) bytes")
        #expect(try RecipeFileWriter.write("x\n", title: String(repeating: "🍪", count: 80), into: folder).hasSuffix(" (2).cook"))
        #expect(names(in: folder).allSatisfy { !$0.hasPrefix(".") }, "no temporary file left")
    }

    @Test func theFileGetsTheUsualPermissions() throws {
        let folder = try TemporaryFolder.make("writer")
        let path = try RecipeFileWriter.write("x\n", title: "Perm", into: folder)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode == 0o666 & ~Int(RecipeFileWriter.processUmask))
    }

    @Test func temporaryFilesLeftByAnEndedImportAreRemovedLater() throws {
        let folder = try TemporaryFolder.make("writer")
        for name in [".import-OLDOLD", ".import-NEWNEW"] { try Data("half".utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: folder + "/.import-OLDOLD")
        _ = try RecipeFileWriter.write("x\n", title: "Next", into: folder)
        #expect(names(in: folder) == [".import-NEWNEW", "Next.cook"], "an hour-old leftover goes; one that may be another import's, in progress, stays")
    }
}

/// A page of thousands of recipes (issue #30): the folder is listed once for the whole page,
/// and each recipe's name costs a few id computations, however many files share its title.
@Suite("Writing a page of many recipes")
struct ManyRecipesWriterTests {
    @Test func thousandsOfRecipesListTheFolderOnceAndComputeFewIDs() throws {
        var existing: [String: String] = [:]
        for index in 0..<50 { existing["Old \(index).cook"] = "Heat @water{}.\n" }
        existing["soup.cook"] = "Heat @soup{}.\n"
        let folder = try CookFolder(existing)
        var writer = try RecipeFileWriter(folder: folder.path)
        var written: Set<String> = []
        for index in 0..<1200 {
            // Every fourth is a "Soup": 300 of them, `Soup (2)` … `Soup (301)`.
            written.insert(try writer.write("Heat @water{}.\n", title: index % 4 == 0 ? "Soup" : "Dish \(index)"))
        }
        #expect(written.count == 1200, "every recipe has its own file")
        #expect(written.contains(folder.path + "/Soup (301).cook") && !written.contains(folder.path + "/Soup.cook"), "soup.cook has the id soup")
        #expect(writer.listings == 1, "the folder is listed once, not once per recipe")
        #expect(writer.idsComputed <= 3 * (1200 + existing.count), "\(writer.idsComputed) ids computed for 1,251 names")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count == 1251 && names.allSatisfy { !$0.hasPrefix(".") }, "no temporary file left")
    }

    /// Temporary files named after their process: one whose process is gone is removed by the
    /// next import into the folder at once, not an hour later; a live process's stays.
    @Test func temporaryFilesOfEndedImportsAreRemovedAtTheNextImport() throws {
        let folder = try TemporaryFolder.make("writer-stale")
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let dead = ".import-\(ended.processIdentifier)-AbCdEf", live = ".import-1-AbCdEf"
        for name in [dead, live] { try Data("half a recipe".utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        var writer = try RecipeFileWriter(folder: folder)
        _ = try writer.write("x\n", title: "Next")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == [live, "Next.cook"], "the ended import's file is gone; pid 1's may be in progress")
    }
}
