@testable import CookbookShell
import Foundation
import RecipeStore
import Testing
import TestSupport

/// The check behind a warm start's first frame (`FolderRefresh`).
@Suite("Folder check behind the first frame")
struct FolderRefreshTests {
    /// The outcome stays "working" until it is taken, so a session polling for it cannot miss a
    /// result that lands between two looks.
    @Test func aChangedFolderIsHandedOverOnceAndCountsAsWorkUntilTaken() async throws {
        let folder = try CookFolder(["Soup.cook": "Boil @water.\n", "Bread.cook": "Knead @flour{500%g}.\n"])
        let cache = FolderCache(directory: try TemporaryFolder.make("refresh") + "/cookbook")
        _ = try cache.open(folder: folder.path)
        try folder.write("Soup.cook", Array("Boil @stock.\n".utf8))
        let cached = try #require(cache.openCached(folder: folder.path))
        let refresh = FolderRefresh(folder: folder.path, cache: cache, stamp: cached.stamp)
        var reload: Reload?
        for _ in 0..<500 where reload == nil {
            #expect(refresh.isWorking, "no outcome taken yet")
            reload = refresh.takeReload()
            if reload == nil { try await Task.sleep(for: .milliseconds(10)) }
        }
        guard case let .changed(store, changedFiles, notes)? = reload else { Issue.record("\(String(describing: reload))"); return }
        #expect(changedFiles == 1 && notes.isEmpty)
        #expect(store.recipe("soup")?.ingredients.map(\.name) == ["stock"])
        #expect(!refresh.isWorking && refresh.takeReload() == nil, "handed over once")
    }

    @Test func anUnchangedFolderHandsOverNothing() async throws {
        let folder = try CookFolder(["Soup.cook": "Boil @water.\n"])
        let cache = FolderCache(directory: try TemporaryFolder.make("refresh") + "/cookbook")
        _ = try cache.open(folder: folder.path)
        let cached = try #require(cache.openCached(folder: folder.path))
        let refresh = FolderRefresh(folder: folder.path, cache: cache, stamp: cached.stamp)
        for _ in 0..<500 where refresh.isWorking { try await Task.sleep(for: .milliseconds(10)) }
        #expect(!refresh.isWorking)
        #expect(refresh.takeReload() == nil)
    }
}
