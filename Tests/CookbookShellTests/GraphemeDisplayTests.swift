import CookbookShell
import Foundation
import Terminal
import Testing
import TestSupport

/// Flags, emoji ZWJ sequences and many combining marks reach the real terminal whole, and the
/// columns after them stay aligned.
@Suite("Grapheme clusters in a real terminal (tmux)")
struct GraphemeDisplayTests {
    @Test func wholeClustersAreDrawnAndBordersStayAligned() async throws {
        let home = try TemporaryFolder.make("graphemes")
        let names = ["Flag \u{1F1EB}\u{1F1F7} pie", "Family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} stew",
                     "Zalgo e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306} soup"]
        let json = CollectionFixtures.json(recipes: names.enumerated().map { CollectionFixtures.recipe("r\($0.offset)", name: $0.element) })
        try json.write(toFile: home + "/graphemes.json", atomically: true, encoding: .utf8)
        let tmux = try TmuxSession.cookbook(home: home, width: 100, height: 12, data: home + "/graphemes.json")
        try await tmux.waitFor(text: "Mains")
        try tmux.send("l")
        let screen = try await tmux.waitFor(text: "Zalgo")
        for name in names {
            #expect(screen.contains { $0.contains(name) }, "\(name) is shown whole")
        }
        // The list rows: a name left of the first border (the detail column repeats one name).
        let rows = screen.filter { line in line.contains("│") && names.contains { String(line.prefix { $0 != "│" }).contains($0) } }
        #expect(rows.count == 3)
        let borders = Set(rows.map { DisplayWidth.of(String($0.prefix { $0 != "│" })) })
        #expect(borders.count == 1, "the border after each name is at the same column: \(borders)")
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
    }
}
