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
