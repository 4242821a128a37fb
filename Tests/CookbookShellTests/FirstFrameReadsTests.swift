import CookbookApp
@testable import CookbookShell
import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// A warm start reads what its first frame shows (issue #35): a real export's 3,700 warnings
/// were a 2 MB read and ~96 ms of decoding before the first write to the terminal, though the
/// status line shows two counts and one problem. Counted in the bytes read from the index
/// (`IndexBytes.readRanges`), never timed.
@Suite("A warm first frame reads what it shows")
struct FirstFrameReadsTests {
    @Test func theStatusLineReadsTheCountsAndTheFirstProblemNotTheWholeList() throws {
        // 1,500 recipes, each with a description salvaged with a warning (an unquoted ": "),
        // and one with an error: a `warnings` section of many pages.
        var files = Dictionary(uniqueKeysWithValues: (0..<1_500).map { number in
            ("Dish \(number).cook", "---\ntitle: Dish \(number)\ndescription: Quick: a dish for two, number \(number), with a long description of its taste\n---\nBoil @water{1%l}.\n")
        })
        files["Broken.cook"] = "Add @{2} eggs.\n"
        let folder = try CookFolder(files)
        let cache = FolderCache(directory: try TemporaryFolder.make("first-frame-reads"))
        _ = try cache.load(folder: folder.path)
        let store = try #require(cache.openCached(folder: folder.path)?.store)
        let section = store.index.header[.warnings], page = IndexBytes.pageSize
        #expect(section.count > 6 * page, "the warnings span many pages: \(section.count) bytes")

        // The browser's start: the status line's note, then the first frame laid out.
        let env = AppEnvironment(store: store)
        var state = AppState.started(width: 160, height: 48, env: env)
        let note: StatusMessage = try #require(CookbookCommand.startMessage(store.issueSummary))
        state.overlays.status = note
        let frame = AppView.render(state, env: env).lines.joined(separator: "\n")
        #expect(frame.contains("The collection loaded with 1 error, 1,500 warnings, e.g."), "\(frame)")

        // Of the section, only its first page (and the next, should the first problem run on) was
        // read: none of the pages wholly inside it after those (its last page holds the title too).
        let unread = ((section.lowerBound / page + 2) * page)..<(section.upperBound / page * page)
        #expect(unread.count >= 4 * page)
        let before = store.index.file.readRanges
        #expect(before.allSatisfy { !$0.overlaps(unread) }, "read before the first frame: \(before)")
        #expect(before.reduce(0) { $0 + $1.count } <= 6 * page, "the first frame read \(before.count) ranges: \(before)")

        // Asked for (a screen, `check`): every problem, as counted.
        let all = store.warnings
        #expect(all.count == 1_501 && store.issueSummary == IssueSummary(all))
        #expect(store.index.file.readRanges.contains { $0.overlaps(unread) })
        #expect(all == (try FolderCollectionLoader.load(folder: folder.path)).warnings, "the index keeps every problem as the folder gives it")
        #expect(store.takeIndexDamage() == nil)
    }

    @Test func aCollectionWithoutProblemsSaysNothing() throws {
        let folder = try CookFolder(["Soup.cook": "Boil @water."])
        let cache = FolderCache(directory: try TemporaryFolder.make("first-frame-no-problems"))
        _ = try cache.load(folder: folder.path)
        let store = try #require(cache.openCached(folder: folder.path)?.store)
        #expect(store.issueSummary == IssueSummary(errors: 0, warnings: 0, first: nil))
        #expect(CookbookCommand.startMessage(store.issueSummary) == nil)
        #expect(store.warnings.isEmpty)
    }
}
