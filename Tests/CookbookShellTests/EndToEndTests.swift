import CookbookShell
import Foundation
import RecipeStore
import Testing
import TestSupport

/// Whole journeys through the real binary in tmux: search, tabs, colour, and a collection that
/// changed between runs.
@Suite("End to end (tmux)", .serialized)
struct EndToEndTests {
    let home: String

    init() throws {
        home = NSTemporaryDirectory() + "cookbook-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    @Test func searchOpenAResultSwitchTabsAndBack() async throws {
        let tmux = try TmuxSession.cookbook(home: home)
        try await tmux.waitFor(text: "Noodles & Rice")
        try tmux.send("/")
        try tmux.type("brulee")
        try await tmux.waitFor(text: "/ brulee▏")
        try await tmux.waitFor(text: "Crème brûlée")
        try tmux.send("Enter", "l")
        let search = try await tmux.waitFor(text: "Cold vanilla custard")
        #expect(search[0].contains("2 Search") && search[0].contains("Crème brûlée"))
        try tmux.send("1")
        try await tmux.waitFor(text: "Categories")
        try tmux.send("2")
        #expect(try await tmux.waitFor(text: "Cold vanilla custard") == search, "the Search tab kept its stack")
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
    }

    /// Issue #16 in the real binary: `\` filters the focused list live, Enter keeps the
    /// filter, quitting and starting again resumes with the list still filtered.
    @Test func aFilteredListIsKeptAcrossARestart() async throws {
        let tmux = try TmuxSession.cookbook(home: home)
        try await tmux.waitFor(text: "Noodles & Rice")
        try tmux.send("l", "\\")
        try tmux.type("garlic")
        try await tmux.waitFor(text: "\\ garlic▏ · 2 of 4")
        try tmux.send("Enter")
        let filtered = try await tmux.waitFor(text: "filter: garlic · 2 of 4")
        #expect(!filtered.joined().contains("Miso Soup"), "the rows the filter drops are gone")
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
        let again = try TmuxSession.cookbook(home: home)
        try await again.waitFor(text: "filter: garlic · 2 of 4")
        try again.send("q")
        #expect(try await again.exitStatus() == 0)
    }

    @Test func aRecipeLostBetweenRunsIsDroppedAndSaid() async throws {
        // A private copy of the collection, so a recipe can disappear between runs.
        let data = home + "/recipes.json"
        try FileManager.default.copyItem(atPath: AppFixtures.framesCollection, toPath: data)
        let first = try TmuxSession.cookbook(home: home, data: data)
        try await first.waitFor(text: "Noodles & Rice")
        try first.send("j", "l", "l", "End", "Enter")           // Desserts › Äpfelkuchen › Crème brûlée
        try await first.waitFor(text: "Cold vanilla custard")
        try first.send("End", "Enter")                          // › Crème pâtissière
        try await first.waitFor(text: "Thick vanilla custard")
        try first.send("q")
        #expect(try await first.exitStatus() == 0)

        try CollectionLoader.load(path: data).removing("creme-brulee").encodedJSON().write(to: URL(fileURLWithPath: data))

        let second = try TmuxSession.cookbook(home: home, data: data)
        let screen = try await second.waitFor(text: "Thick vanilla custard")
        #expect(screen[0].contains("Äpfelkuchen › Crème pâtissière"))
        #expect(screen.contains { $0.contains("1 saved recipe no longer exists; the rest of where you were is back.") })
        try second.send("q")
        #expect(try await second.exitStatus() == 0)
    }

    /// The SGR colour parameters (30–37, 40–47, 38;…, 48;…, 90–97) in captured escapes.
    private func colourCodes(_ escapes: String) -> [String] {
        escapes.components(separatedBy: "\u{1B}[").dropFirst().compactMap { sequence -> String? in
            guard let end = sequence.firstIndex(of: "m") else { return nil }
            let parameters = sequence[..<end].split(separator: ";").map(String.init)
            return parameters.contains { p in
                guard let n = Int(p) else { return false }
                return (30...38).contains(n) || (40...48).contains(n) || (90...97).contains(n)
            } ? String(sequence[..<end]) : nil
        }
    }

    @Test func noColorMeansNoColourEscapes() async throws {
        let coloured = try TmuxSession.cookbook(home: home, width: 100, height: 24)
        try await coloured.waitFor(text: "Noodles & Rice")
        #expect(!colourCodes(try coloured.captureWithEscapes()).isEmpty, "colours by default")
        try coloured.send("q")
        #expect(try await coloured.exitStatus() == 0)

        let plain = try TmuxSession.cookbook(home: home, width: 100, height: 24, environment: ["NO_COLOR": "1"])
        try await plain.waitFor(text: "Noodles & Rice")
        let escapes = try plain.captureWithEscapes()
        #expect(colourCodes(escapes) == [], "NO_COLOR: attributes only")
        #expect(escapes.contains("\u{1B}[7m") || escapes.contains(";7m") || escapes.contains("[7;"), "reverse video still marks the header")
        try plain.send("q")
        #expect(try await plain.exitStatus() == 0)
    }
}
