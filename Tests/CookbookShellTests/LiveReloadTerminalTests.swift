import Foundation
import Testing
import TestSupport

/// Issue #19 in the real binary, in tmux, on a copy of the Cooklang CLI's seed collection: a
/// change made by another program appears by itself, `e` hands the file to the editor and comes
/// back to the same place, a deleted open recipe leaves the app on its category with a notice,
/// and a new file appears in its category.
@Suite("Live reload and editing: the real binary in a terminal")
struct LiveReloadTerminalTests {
    let seed: SeedCopy

    init() throws { seed = try SeedCopy("live-reload") }

    private func append(_ text: String, to name: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: seed.folder + "/" + name))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func changesAppearEditsComeBackDeletionsAndAdditionsAreShown() async throws {
        // Run through `sh`, not executed: a script just written may still be open for writing in
        // a child another test forked meanwhile (ETXTBSY, exit 126), and /tmp may be noexec.
        let editor = seed.home + "/append-garnish.sh"
        try Data("#!/bin/sh\nprintf '\\nGarnish with @parsley{1%%tbsp}.\\n' >> \"$1\"\n".utf8).write(to: URL(fileURLWithPath: editor))
        let tmux = try TmuxSession.cookbook(home: seed.home, width: 120, height: 40, data: seed.folder,
                                            arguments: ["open", "cookbook://recipe/risotto"], environment: ["EDITOR": "sh " + editor, "VISUAL": ""])
        let before = try await tmux.waitFor(text: "Classic Risotto alla Milanese")
        let header = before[0]

        // Another program appends a step: it comes on screen by itself (0.3 s after the writes
        // stop, by design; how fast is for benchmarks, not for a test on a loaded machine), the
        // place unchanged.
        try append("\nSprinkle with @lemon zest{1%tsp}.\n", to: "Risotto.cook")
        let changed = try await tmux.waitFor(text: "• 1 tsp lemon zest", timeout: 10)      // its ingredient, in view
        #expect(changed[0] == header, "the same place")

        // `e`: the editor (a script appending a line) runs on the file; back on the same recipe.
        try tmux.send("e")
        let edited = try await tmux.waitFor(text: "• 1 tbsp parsley", timeout: 10)
        #expect(edited[0] == header)
        #expect(edited.contains { $0.contains("Saved Classic Risotto alla Milanese.") })

        // The open recipe's file renamed: its id changes with the name, and the place follows it.
        try FileManager.default.moveItem(atPath: seed.folder + "/Risotto.cook", toPath: seed.folder + "/Saffron Risotto.cook")
        let moved = try await tmux.waitFor("the rename read") { $0.joined().contains("changed on disk") }
        #expect(moved[0].contains("Classic Risotto alla Milanese") && !moved.joined().contains("no longer in the collection"),
                "\(moved.joined(separator: "\n"))")

        // The open recipe's file deleted: the app stays, on its category, and says so.
        try FileManager.default.removeItem(atPath: seed.folder + "/Saffron Risotto.cook")
        let gone = try await tmux.waitFor(text: "no longer in the collection", timeout: 10)
        #expect(gone.contains { $0.contains("Classic Risotto alla Milanese is no longer in the collection") })
        #expect(!tmux.hasExited)

        // A new file appears in its category (the root's: Uncategorised, on screen).
        try Data("Toss @salad leaves{100%g}.\n".utf8).write(to: URL(fileURLWithPath: seed.folder + "/Green Salad.cook"))
        try await tmux.waitFor(text: "Green Salad", timeout: 10)

        // `o`: a new recipe from a template, in the editor, then shown.
        try tmux.send("o")
        try tmux.type("Pea Soup")
        try tmux.send("Enter")
        let created = try await tmux.waitFor("the new recipe shown") { $0[0].contains("Pea Soup") }
        #expect(created.contains { $0.contains("Created Pea Soup.cook.") }, "\(created.joined(separator: "\n"))")
        let text = try String(contentsOfFile: seed.folder + "/Pea Soup.cook", encoding: .utf8)
        #expect(text.hasPrefix("---\ntitle: \"Pea Soup\"\n") && text.contains("Garnish with @parsley{1%tbsp}."))
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
    }
}
