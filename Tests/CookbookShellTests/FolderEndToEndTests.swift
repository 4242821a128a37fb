import CookbookShell
import Foundation
import Testing
import TestSupport

/// The real binary on a folder of `.cook` files in tmux: drill through a reference, search,
/// quit, and resume after a file was renamed (the start shows the cache, then the folder as it is).
@Suite("End to end on a Cooklang folder (tmux)", .serialized)
struct FolderEndToEndTests {
    let home: String
    let kitchen: String

    init() throws {
        home = NSTemporaryDirectory() + "cookbook-e2e-folder-\(UUID().uuidString)"
        kitchen = home + "/kitchen"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: AppFixtures.kitchenFolder, toPath: kitchen)
    }

    @Test func drillThroughAReferenceSearchQuitAndResumeAfterARename() async throws {
        let first = try TmuxSession.cookbook(home: home, data: kitchen)
        try await first.waitFor(text: "Uncategorised")
        try first.send("j", "l", "j", "l", "End", "Enter")        // Mains › Margherita › (reference) Pizza Dough
        let dough = try await first.waitFor(text: "The dough should feel tacky")
        #expect(dough[0].contains("Mains › Margherita › Pizza Dough"))
        try first.send("/")
        try first.type("mozz")
        try await first.waitFor(text: "Margherita")
        try first.send("Escape", "1")
        try await first.waitFor(text: "The dough should feel tacky")
        try first.send("q")
        #expect(try await first.exitStatus() == 0)

        try FileManager.default.moveItem(atPath: kitchen + "/Breads/Pizza Dough.cook", toPath: kitchen + "/Breads/Dough.cook")

        // The first frame comes from the cache, where Pizza Dough still is; the check behind it
        // finds the rename and drops the recipe from the place, keeping the rest.
        let second = try TmuxSession.cookbook(home: home, data: kitchen)
        try await second.waitFor("the renamed recipe dropped from the place") {
            $0[0].contains("Mains › Margherita") && !$0[0].contains("Pizza Dough")
                && $0.joined().contains("Pizza Dough is no longer in the collection (deleted or renamed)")
        }
        try second.send("M")
        try await second.waitFor(text: "(1 file read again); 1 recipe or list you had open")
        try second.send("Escape")
        try second.send("q")
        #expect(try await second.exitStatus() == 0)
    }
}
