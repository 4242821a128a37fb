import Foundation
import Testing
import TestSupport

/// A start with the folder's cache present (issue #15): the first frame comes from the cache
/// without reading the folder, the folder is checked behind it, and a change made since the
/// last run appears in place a moment later.
@Suite("Warm start of a Cooklang folder (tmux)", .serialized)
struct WarmStartTests {
    @Test func aFileEditedSinceTheLastRunAppearsInPlace() async throws {
        let home = try TemporaryFolder.make("warm-start")
        let folder = try CookFolder(["Soups/Leek Soup.cook": "---\ntitle: Leek Soup\n---\nBoil @leeks{3}.\n",
                                     "Soups/Pea Soup.cook": "Simmer @peas{500%g}.\n"])
        let first = try TmuxSession.cookbook(home: home, width: 100, height: 30, data: folder.path)
        try await first.waitFor(text: "Categories")
        try first.send("j", "l")                         // into Soups: the recipe list
        try await first.waitFor(text: "Leek Soup")
        try first.send("q")
        #expect(try await first.exitStatus() == 0)

        try folder.write("Soups/Leek Soup.cook", Array("---\ntitle: Leek and Potato Soup\n---\nBoil @leeks{3} and @potatoes{2}.\n".utf8))
        let second = try TmuxSession.cookbook(home: home, width: 100, height: 30, data: folder.path)
        let screen = try await second.waitFor(text: "The collection changed on disk; 1 file read again.")
        #expect(screen.joined(separator: "\n").contains("Leek and Potato Soup"), "\(screen.joined(separator: "\n"))")
        try second.send("q")
        #expect(try await second.exitStatus() == 0)
    }
}
