@testable import CookbookShell
import Foundation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// The progress line a slow folder load shows on stderr, and the counts behind it.
@Suite("Folder load progress")
struct ProgressLineTests {
    @Test func theLineNamesTheFolderCountsFilesAndDrawsABar() {
        #expect(ProgressLine.text(folder: "/home/ann/Recipes", done: 5_000, total: 20_000, width: 80)
            == "cookbook: reading Recipes 5000/20000 files [#####...............]")
        #expect(ProgressLine.text(folder: "Recipes/", done: 3, total: 3, width: 80).hasSuffix("3/3 files [####################]"))
    }

    @Test func aNarrowTerminalShortensTheNameNotTheCounts() {
        let line = ProgressLine.text(folder: "/data/A very long folder name of family recipes", done: 12, total: 700, width: 60)
        #expect(line == "cookbook: reading A ve… 12/700 files [....................]")
        #expect(line.count < 60)
        #expect(ProgressLine.text(folder: "Recipes", done: 1, total: 2, width: 20).count < 20, "never wraps")
        let wide = ProgressLine.text(folder: "/data/家常菜谱大全家常菜谱大全家常菜谱", done: 1, total: 2, width: 60)
        #expect(wide.hasPrefix("cookbook: reading 家常") && wide.hasSuffix(" 1/2 files [##########..........]"))
        #expect(DisplayWidth.of(wide) < 60, "wide characters count two columns: \(wide)")
    }

    @Test func aHostileFolderNameCannotDriveTheTerminal() {
        let line = ProgressLine.text(folder: "/tmp/\u{1B}]0;owned\u{07}", done: 1, total: 2, width: 80)
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test func theLoadCountsOnlyTheFilesItParses() throws {
        let folder = try CookFolder(["A.cook": "Stir.", "B.cook": "Boil @water.", "Sub/C.cook": "Fry."])
        let cache = FolderCache(directory: try TemporaryFolder.make("progress-cache"))
        let first = LoadProgress()
        _ = try cache.load(folder: folder.path, progress: first)
        #expect(first.total == 3 && first.done == 3)
        try folder.write("B.cook", Array("Boil @stock.".utf8))
        let edited = LoadProgress()
        _ = try cache.load(folder: folder.path, progress: edited)
        #expect(edited.total == 1 && edited.done == 1, "only the edited file is parsed")
        let warm = LoadProgress()
        _ = try cache.load(folder: folder.path, progress: warm)
        #expect(warm.total == 0 && warm.done == 0, "nothing to show when the cache answers")
    }
}
