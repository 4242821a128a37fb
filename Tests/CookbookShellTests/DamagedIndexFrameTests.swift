import CookbookApp
import CookbookShell
import Foundation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// A frame never changes a file (issue #33): when the collection's index is found damaged while
/// the app lays out a frame, the store answers from the collection loaded afresh and reports
/// the damage; the shell removes the index between frames, so the next start rebuilds it.
@Suite("A damaged index found while drawing")
struct DamagedIndexFrameTests {
    let directory: String
    let collection: String

    /// A collection whose index spans many pages (4,000 recipes), most of them read only when
    /// a screen asks.
    init() throws {
        directory = try TemporaryFolder.make("damaged-index-frame")
        collection = directory + "/many.json"
        let recipes = (0..<4_000).map { number in
            CollectionFixtures.recipe("r\(number)", name: "Recipe number \(number)", category: ["mains", "desserts", "soups"][number % 3],
                                      tags: ["tag\(number % 50)"], ingredients: ["salt", "item \(number % 300)"])
        }
        try Data(CollectionFixtures.json(recipes: recipes).utf8).write(to: URL(fileURLWithPath: collection))
    }

    /// The collection opened through its index file (built by a first start), which is then cut
    /// short underneath the store: every page not read at opening is gone.
    private func damagedStore() throws -> (store: any RecipeStore, index: String) {
        _ = try CollectionOpener.open(path: collection, cacheDirectory: directory, threshold: 0)
        let store = try CollectionOpener.open(path: collection, cacheDirectory: directory, threshold: 0)
        #expect(store is IndexedRecipeStore)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasSuffix(".cbx") })
        #expect(truncate(directory + "/" + name, 70) == 0)
        return (store, directory + "/" + name)
    }

    /// The frame the app draws over `store` with a recipe open.
    private func frame(_ store: any RecipeStore) -> [String] {
        let env = AppEnvironment(store: store)
        var state = AppState.started(width: 120, height: 30, env: env)
        _ = state.update(.openLink("cookbook://recipe/r3999"), env: env)
        return AppView.render(state, env: env).lines
    }

    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func updateAndDrawingLeaveTheDamagedIndexInPlaceAndShowTheRightRecipes() throws {
        let (store, index) = try damagedStore()
        let drawn = frame(store)
        #expect(exists(index), "laying out a frame removed a file")
        #expect(drawn == frame(MemoryRecipeStore(try CollectionLoader.load(path: collection))), "the frame comes from the collection read afresh")
        let damage = try #require((store as? IndexDamageReporting)?.takeIndexDamage(), "the store reports the damage")
        #expect(damage.path == index)
        #expect((store as? IndexDamageReporting)?.takeIndexDamage() == nil, "reported once")
        #expect(damage.removeIndex())
        #expect(!exists(index))
    }

    @Test func theSessionRemovesTheDamagedIndexBetweenFrames() throws {
        let (store, index) = try damagedStore()
        let backend = TextBackend(width: 120, height: 30, keys: [.character("j"), nil])
        let signals = SettableSignals()
        var present: [Bool] = []                          // whether the index is there at each read of a key
        backend.beforeRead = { [unowned backend] in
            present.append(FileManager.default.fileExists(atPath: index))
            if backend.pendingKeys.isEmpty { signals.signal = SIGTERM }
        }
        let env = AppEnvironment(store: store)
        let session = Session(env: env, state: AppState.started(width: 120, height: 30, env: env), backend: backend, signals: signals,
                              stateStore: nil, favourites: nil)
        _ = session.run()
        #expect(present.first == false, "the first frame found the damage; the index was gone before the first key was read")
        #expect(!exists(index))
    }

    /// `cookbook search` over an index with one byte changed in its tags' postings (on a page
    /// opening does not read — it reads the header, the categories and the ends of a few
    /// tables; search does): the results are those of the whole index, and the command
    /// removes the index as it ends, so the next start rebuilds it.
    @Test func aOneShotCommandRemovesTheDamagedIndexAsItEnds() async throws {
        let home = directory + "/home"
        let search = ["search", "number 3999", "--data", collection]
        let whole = try await CommandRun.cookbook(search, home: home)
        #expect(whole.status == 0 && whole.outputText.contains("Recipe number 3999"), "\(whole.errorText)")
        let cache = home + "/cache/cookbook"
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".cbx") })
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: cache + "/" + name)))
        // The section table: a 64-byte header, then (offset, length) u64 pairs; section 11 is
        // the tags' postings (`RecipeIndexFile.Section.termPostings`), 16,000 bytes on the
        // seventh of eight pages.
        func u64(_ at: Int) -> Int { (0..<8).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        bytes[u64(64 + 11 * 16) + u64(64 + 11 * 16 + 8) / 2] ^= 0x41
        try Data(bytes).write(to: URL(fileURLWithPath: cache + "/" + name))

        let damaged = try await CommandRun.cookbook(search, home: home)
        #expect(damaged.outputText == whole.outputText, "answered from the collection read afresh")
        #expect(!damaged.errorText.contains("rebuilding"), "the damage was found while answering, not at opening: \(damaged.errorText)")
        #expect(!FileManager.default.fileExists(atPath: cache + "/" + name), "the command removed the damaged index")
        let next = try await CommandRun.cookbook(search, home: home)
        #expect(next.errorText.contains("Indexing"), "the next start rebuilds it: \(next.errorText)")
        #expect(next.outputText == whole.outputText)
    }

    @Test func anIndexRebuiltMeanwhileIsNotRemoved() throws {
        let (store, index) = try damagedStore()
        _ = frame(store)
        let damage = try #require((store as? IndexDamageReporting)?.takeIndexDamage())
        // Another Cookbook found the index unusable and wrote a new one in its place.
        let rebuilt = try CollectionOpener.open(path: collection, cacheDirectory: directory, threshold: 0)
        #expect(rebuilt is IndexedRecipeStore)
        #expect(!damage.removeIndex())
        #expect(exists(index), "the rebuilt index is kept")
    }
}
