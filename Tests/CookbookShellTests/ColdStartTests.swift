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

    @Test func qDuringTheLoadLeavesAndGivesTheTerminalBack() async throws {
        let tmux = try TmuxSession.cookbook(home: home, width: 100, height: 30, data: folder.path)
        let screen = try await tmux.waitFor(text: "files")
        #expect(screen.contains { $0.contains("Reading") }, "\(screen)")
        try tmux.send("q")
        #expect(try await tmux.exitStatus(timeout: 5) == 0)
        let after = try tmux.capture().joined(separator: "\n")
        #expect(!after.contains("Reading"), "the loading screen is gone: \(after)")
    }

    @Test func theBrowserOpensWhenTheFolderIsReadAndTheNextStartIsWarm() async throws {
        let tmux = try TmuxSession.cookbook(home: home, width: 100, height: 30, data: folder.path)
        try await tmux.waitFor(text: "Reading")
        try await tmux.waitFor(text: "Categories", timeout: 60)
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
        let warm = try TmuxSession.cookbook(home: home, width: 100, height: 30, data: folder.path)
        let first = try await warm.waitFor(text: "Categories")
        #expect(!first.joined().contains("Reading"), "a warm start needs no loading screen")
        try warm.send("q")
        #expect(try await warm.exitStatus() == 0)
    }
}
