import Foundation
import Testing
import TestSupport

/// The user's place in the real binary (tmux): previews never throw a stack away, and a deep
/// link leaves every cursor on its selection.
@Suite("Keeping the place in a real terminal (tmux)")
struct PlaceTerminalTests {
    let home: String

    init() throws {
        home = try TemporaryFolder.make("place")
    }

    @Test func movingPastADeepStackAndBackShowsTheSameScreen() async throws {
        let tmux = try TmuxSession.cookbook(home: home, arguments: ["--no-restore"])
        try await tmux.waitFor(text: "Noodles & Rice")
        try tmux.send("j", "l", "l", "End", "Enter")        // Desserts › Äpfelkuchen › Crème brûlée
        try await tmux.waitFor(text: "Cold vanilla custard")
        try tmux.send("End", "Enter")                       // › Crème pâtissière
        let deep = try await tmux.waitFor(text: "Thick vanilla custard")
        try tmux.send("BTab", "BTab", "j")
        try await tmux.waitFor("Noodles previewed") { !$0.joined().contains("Thick vanilla custard") }
        try tmux.send("k", "Tab", "Tab")
        #expect(try await tmux.waitFor(text: "Thick vanilla custard") == deep)
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
    }

    @Test func aDeepLinkLeavesTheCursorOnTheOpenRecipe() async throws {
        // Desserts lists Crème brûlée, Crème pâtissière, …: open the second, then the next one.
        let tmux = try TmuxSession.cookbook(home: home, arguments: ["--no-restore", "open", "cookbook://recipe/pastry-cream"])
        try await tmux.waitFor(text: "Thick vanilla custard")
        try tmux.send("BTab", "j")
        let screen = try await tmux.waitFor(text: "Red")
        #expect(screen[0].contains("Evil"), "the breadcrumb names the third recipe: \(screen[0])")
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
    }

    @Test func aPlaceSavedThousandsOfScreensDeepComesBackCutAndIsSavedSmall() async throws {
        // 10,000 screens deep, and 50 such places in the history: 12 MB, as a damaged or
        // hostile file could be (issue #30).
        var path = ["recipe", "\"creme-brulee\"", "category", "\"desserts\""]
        for index in 0..<9_998 { path = ["recipe", index.isMultiple(of: 2) ? "\"apfelkuchen\"" : "\"pastry-cream\""] + path }
        let place: [String: Any] = ["path": path, "presented": [], "focus": "detail", "positions": []]
        let entries = (0..<50).map { _ in ["tab": "browse", "place": place] }
        let state: [String: Any] = ["version": 1, "tab": "browse", "query": "", "cookStep": 0, "tabs": ["browse": place],
                                    "history": ["entries": entries, "position": 49, "limit": 1_000]]
        let statePath = AppFixtures.placeFile(home: home)
        try FileManager.default.createDirectory(atPath: (statePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: state).write(to: URL(fileURLWithPath: statePath))
        let tmux = try TmuxSession.cookbook(home: home, width: 160, height: 30)
        try await tmux.waitFor(text: "more than 256 screens deep; the first 256 are back.")
        try tmux.send("j", "k", "h", "q")
        #expect(try await tmux.exitStatus() == 0)
        let size = try FileManager.default.attributesOfItem(atPath: statePath)[.size] as? Int ?? .max
        #expect(size < 2_000_000, "saved within its limits (\(size) bytes), not larger than it came")
    }

    @Test func choosingBrowseAgainReturnsToItsRoot() async throws {
        let tmux = try TmuxSession.cookbook(home: home, arguments: ["--no-restore"])
        try await tmux.waitFor(text: "Noodles & Rice")
        try tmux.send("j", "l", "l", "End", "Enter")
        try await tmux.waitFor(text: "Cold vanilla custard")
        try tmux.send("1")
        let root = try await tmux.waitFor("the Browse root") { !$0.joined().contains("Cold vanilla custard") }
        #expect(root[1].hasPrefix("Categories"))
        #expect(root.contains { $0.contains("Select a recipe.") }, "nothing open below the category")
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
    }
}
