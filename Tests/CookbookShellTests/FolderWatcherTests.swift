@testable import CookbookShell
import Foundation
import RecipeStore
import Testing
import TestSupport

/// Live reload's watcher (issue #19): the check behind a warm start's first frame, then every
/// change to the folder — an edit, a new file, a new sub-folder, a deletion — handed over once
/// a burst is over, each an incremental update of the cache.
@Suite("Folder watcher")
struct FolderWatcherTests {
    /// The next reload within `seconds`, or nil.
    private func next(_ watcher: FolderWatcher, within seconds: Double = 10) async throws -> Reload? {
        let deadline = Date().addingTimeInterval(seconds)
        var looks = 0
        while Date() < deadline || looks < 50 {              // at least fifty looks, however late they come
            looks += 1
            if let reload = watcher.takeReload() { return reload }
            try await Task.sleep(for: .milliseconds(20))
        }
        return watcher.takeReload()
    }

    /// Whether one of `descriptors` becomes readable within `milliseconds` (the session's poll).
    private func ready(_ descriptors: [Int32], within milliseconds: Int32) -> Bool {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        return poll(&entries, nfds_t(entries.count), milliseconds) > 0
    }

    /// Issue #33: the watcher waits in the session's poll. Idle, it asks for no wake-up and
    /// nothing of its is readable; a change makes its inotify descriptor readable, and the
    /// reading follows once the burst's quiet spell (its one deadline) has passed.
    @Test func anIdleWatcherAsksForNoWakeUpAndAChangeWakesThePoll() throws {
        // In a parent of its own: the parent is watched too, and other tests' folders come and
        // go in the shared temporary one.
        let path = try TemporaryFolder.make("watch-idle") + "/recipes"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let write = { (text: String) in try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/Soup.cook")) }
        try write("Boil @water.\n")
        let watcher = FolderWatcher(collection: path, cache: nil, stamp: nil, checkFirst: false)
        #expect(ready(watcher.descriptors, within: 20_000), "the watches made on the worker ring")
        #expect(watcher.takeReload() == nil && watcher.takeNotice() == nil, "nothing to read or say: the folder is watched")
        #expect(watcher.descriptors.count == 2, "its doorbell and the inotify descriptor")
        #expect(watcher.wakeAfterMilliseconds == nil && !watcher.isReading, "idle: no deadline")
        #expect(!ready(watcher.descriptors, within: 0), "idle: nothing readable")

        try write("Boil @stock.\n")
        #expect(ready(watcher.descriptors, within: 20_000), "the change wakes the poll")
        #expect(watcher.takeReload() == nil, "read once the burst has been quiet")
        let wait = try #require(watcher.wakeAfterMilliseconds, "the burst's quiet spell is a deadline")
        #expect(wait <= Int(FolderWatcher.quiet * 1000) && watcher.isReading)
        var store: (any RecipeStore)?
        for _ in 0..<200 where store == nil {
            _ = ready(watcher.descriptors, within: Int32(watcher.wakeAfterMilliseconds ?? 100))
            if case let .changed(read, _, _)? = watcher.takeReload() { store = read }
        }
        #expect(store?.recipe("soup")?.ingredients.map(\.name) == ["stock"])
        #expect(watcher.wakeAfterMilliseconds == nil && !watcher.isReading, "idle again")
    }

    /// The collection as a fresh full load (no cache) reads it.
    private func fresh(_ folder: CookFolder) throws -> StoreContents {
        StoreContents(MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path)))
    }

    @Test func theCacheIsCheckedThenEveryChangeIsSeen() async throws {
        let folder = try CookFolder(["Soup.cook": "Boil @water.\n", "Bread.cook": "Knead @flour{500%g}.\n"])
        let cache = FolderCache(directory: try TemporaryFolder.make("watch") + "/cookbook")
        _ = try cache.open(folder: folder.path)
        try folder.write("Soup.cook", Array("Boil @stock.\n".utf8))
        let cached = try #require(cache.openCached(folder: folder.path))
        let watcher = FolderWatcher(collection: folder.path, cache: cache, stamp: cached.stamp)
        #expect(watcher.isReading, "it is reading: the first check")
        guard case let .changed(store, changedFiles, _)? = try await next(watcher) else { Issue.record("the first check handed nothing"); return }
        #expect(changedFiles == 1 && store.recipe("soup")?.ingredients.map(\.name) == ["stock"])
        #expect(watcher.takeReload() == nil, "handed over once")
        try await Task.sleep(for: .milliseconds(200))                  // the watches are set

        // A burst of writes to one file is one update, with that file alone parsed again.
        for amount in 1...5 { try folder.write("Bread.cook", Array("Knead @flour{\(amount)00%g}.\n".utf8)) }
        guard case let .changed(edited, parsed, _)? = try await next(watcher) else { Issue.record("the edit was not seen"); return }
        #expect(parsed == 1 && edited.recipe("bread")?.ingredients.first?.quantity == "500")
        #expect(try StoreContents(edited) == fresh(folder), "the incremental update reads as a full load")

        // A new sub-folder with a recipe, then a file in it later: both seen.
        try FileManager.default.createDirectory(atPath: folder.path + "/Sweets", withIntermediateDirectories: true)
        try folder.write("Sweets/Fudge.cook", Array("Melt @sugar{200%g}.\n".utf8))
        guard case let .changed(added, _, _)? = try await next(watcher) else { Issue.record("the new folder was not seen"); return }
        #expect(added.recipe("sweets/fudge") != nil)
        try await Task.sleep(for: .milliseconds(400))
        try folder.write("Sweets/Toffee.cook", Array("Boil @sugar{300%g}.\n".utf8))
        guard case let .changed(later, _, _)? = try await next(watcher) else { Issue.record("a file in the new folder was not seen"); return }
        #expect(later.recipe("sweets/toffee") != nil, "the new folder is watched too")
        #expect(try StoreContents(later) == fresh(folder))

        try FileManager.default.removeItem(atPath: folder.path + "/Soup.cook")
        guard case let .changed(removed, _, _)? = try await next(watcher) else { Issue.record("the deletion was not seen"); return }
        #expect(removed.recipe("soup") == nil && removed.recipe("bread") != nil)
        #expect(try StoreContents(removed) == fresh(folder))
        // Something writing all the time (a log beside the recipes) neither delays a recipe's
        // change for long nor counts as one.
        let notes = folder.path + "/notes.txt"
        let writer = Task.detached { @Sendable in
            for line in 0..<400 where !Task.isCancelled {
                try? Data("\(line)\n".utf8).write(to: URL(fileURLWithPath: notes))
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        try await Task.sleep(for: .milliseconds(300))
        try folder.write("Bread.cook", Array("Knead @rye flour{400%g}.\n".utf8))
        // The writer goes on for 20 s: a reading now means the noise did not hold it back.
        guard case let .changed(busy, _, _)? = try await next(watcher, within: 15) else {
            Issue.record("the change among the noise was not seen while the writer went on"); return
        }
        #expect(busy.recipe("bread")?.ingredients.first?.name == "rye flour")
        writer.cancel()
        _ = await writer.result
        // A rename: the old id goes, the new one comes, as a full load has it.
        try FileManager.default.moveItem(atPath: folder.path + "/Bread.cook", toPath: folder.path + "/Loaf.cook")
        // (A reading the writer's last events started may come first: the one after the rename counts.)
        var renamed: (any RecipeStore)?
        for _ in 0..<3 where renamed?.recipe("loaf") == nil {
            if case let .changed(reading, _, _)? = try await next(watcher) { renamed = reading }
        }
        let afterRename = try #require(renamed, "the rename was not seen")
        #expect(afterRename.recipe("loaf") != nil && afterRename.recipe("bread") == nil)
        #expect(try StoreContents(afterRename) == fresh(folder))
    }

    @Test func aJSONFileIsReadAgainWhenItChanges() async throws {
        let home = try TemporaryFolder.make("watch-json")
        let path = home + "/recipes.json"
        try FileManager.default.copyItem(atPath: AppFixtures.framesCollection, toPath: path)
        let watcher = FolderWatcher(collection: path, cache: nil, stamp: nil)
        try await Task.sleep(for: .milliseconds(200))
        try Data("noise".utf8).write(to: URL(fileURLWithPath: home + "/other.txt"))
        try await Task.sleep(for: .milliseconds(600))
        #expect(watcher.takeReload() == nil, "another file in the folder is not the collection")
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"Äpfelkuchen\"", with: "\"Apple cake\"")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        guard case let .changed(store, _, _)? = try await next(watcher) else { Issue.record("the JSON edit was not seen"); return }
        #expect(store.recipe("apfelkuchen")?.name == "Apple cake")
    }

    /// A JSON collection changed after it was read but before watching started (the watcher
    /// starts once the first frame is drawn) is read again at once, not missed.
    @Test func aJSONFileChangedBeforeWatchingStartsIsReadAgain() async throws {
        let home = try TemporaryFolder.make("watch-json-gap")
        let path = home + "/recipes.json"
        try FileManager.default.copyItem(atPath: AppFixtures.framesCollection, toPath: path)
        let loaded = FolderWatcher.identity(of: path)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"Äpfelkuchen\"", with: "\"Apple cake, changed early\"")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let watcher = FolderWatcher(collection: path, cache: nil, stamp: nil, checkFirst: false, loaded: loaded)
        guard case let .changed(store, _, _)? = try await next(watcher) else { Issue.record("the early edit was missed"); return }
        #expect(store.recipe("apfelkuchen")?.name == "Apple cake, changed early")
        let unchanged = FolderWatcher(collection: path, cache: nil, stamp: nil, checkFirst: false, loaded: FolderWatcher.identity(of: path))
        try await Task.sleep(for: .milliseconds(500))
        #expect(unchanged.takeReload() == nil, "a file as it was read is not read again")
    }

    /// The first reload within `seconds` whose store has `id`, or nil.
    private func reload(_ watcher: FolderWatcher, having id: String, within seconds: Double = 15) async throws -> (any RecipeStore)? {
        // At least fifty looks however late they come: on a loaded machine a test's task may
        // not run for seconds, and the watcher's thread may well have handed the reload meanwhile.
        let deadline = Date().addingTimeInterval(seconds)
        var looks = 0
        while Date() < deadline || looks < 50 {
            looks += 1
            if case let .changed(store, _, _)? = watcher.takeReload(), store.recipe(RecipeID(id)) != nil { return store }
            try await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    /// A sync tool replaces the whole folder (moves it away, copies the new one in): the watcher
    /// follows the path, not the old folder, so changes made afterwards are still seen (issue #30).
    @Test func aFolderReplacedWholeIsStillWatched() async throws {
        let folder = try CookFolder(["Soup.cook": "Boil @water.\n"])
        let cache = FolderCache(directory: try TemporaryFolder.make("watch-replaced") + "/cookbook")
        _ = try cache.open(folder: folder.path)
        let cached = try #require(cache.openCached(folder: folder.path))
        let watcher = FolderWatcher(collection: folder.path, cache: cache, stamp: cached.stamp)
        try folder.write("Bread.cook", Array("Knead @flour.\n".utf8))
        #expect(try await reload(watcher, having: "bread") != nil, "watching works before the replacement")

        let away = folder.path + "-old"
        defer { try? FileManager.default.removeItem(atPath: away) }
        try FileManager.default.moveItem(atPath: folder.path, toPath: away)
        try FileManager.default.copyItem(atPath: away, toPath: folder.path)
        try folder.write("Later.cook", Array("Fry @eggs.\n".utf8))
        #expect(try await reload(watcher, having: "later") != nil, "the replaced folder was read again")
        try folder.write("Final.cook", Array("Toast @bread.\n".utf8))
        let after = try #require(try await reload(watcher, having: "final"), "a change after the replacement was not seen")
        #expect(try StoreContents(after) == fresh(folder))
    }
}

