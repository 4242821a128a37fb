import Foundation
import RecipeImport
import RecipeStore
import Testing
import TestSupport

/// The first start on a large Cooklang folder in a real terminal (issue #15): the loading
/// screen comes at once, `q` leaves during it with the terminal given back, and otherwise the
/// browser opens when the folder is read.
@Suite("Cold start of a large folder (tmux)", .serialized)
struct ColdStartTests {
    let home: String
    let folder: CookFolder

    init() throws {
        home = try TemporaryFolder.make("cold-start")
        let base = try PublicDomainImport.load(path: try ProjectPaths.sharedData("recipes/public-domain-recipes.json"))
        // Enough files that the test build takes seconds to read them.
        let files = CookFolderGenerator.files(count: 6_000, from: base)
        folder = try CookFolder(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
    }

    /// `q` typed at once is read by the loading screen (the folder takes seconds to read in
    /// the test build): the program ends without opening the browser, so no place is saved.
    /// (Waiting to see the loading screen first would race with the load: a test thread held
    /// up by other tests can miss the whole of it.)
    @Test func qDuringTheLoadLeavesAndGivesTheTerminalBack() async throws {
        let tmux = try TmuxSession.cookbook(home: home, width: 100, height: 30, data: folder.path)
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
        let after = try tmux.capture().joined(separator: "\n")
        #expect(!after.contains("Reading") && !after.contains("Categories"), "the terminal is given back: \(after)")
        let places = (try? FileManager.default.contentsOfDirectory(atPath: home + "/state/cookbook/places")) ?? []
        #expect(places.isEmpty, "the browser never opened, so no place was saved: \(places)")
    }

    @Test func theBrowserOpensWhenTheFolderIsReadAndTheNextStartIsWarm() async throws {
        let tmux = try TmuxSession.cookbook(home: home, width: 100, height: 30, data: folder.path)
        try await tmux.waitFor(text: "Categories", timeout: 60)
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
        let cache = home + "/.cache/cookbook"
        func written() throws -> [String: Date] {
            Dictionary(uniqueKeysWithValues: try FileManager.default.contentsOfDirectory(atPath: cache).map {
                ($0, try FileManager.default.attributesOfItem(atPath: cache + "/" + $0)[.modificationDate] as? Date ?? .distantPast)
            })
        }
        let before = try written()
        #expect(before.keys.sorted().map { String($0.suffix(4)) } == [".cbf", ".cbx"], "the first start left the archive and its index")
        let warm = try TmuxSession.cookbook(home: home, width: 100, height: 30, data: folder.path)
        try await warm.waitFor(text: "Categories")
        try warm.send("q")
        #expect(try await warm.exitStatus() == 0)
        #expect(try written() == before, "the warm start only read the index")
    }
}
