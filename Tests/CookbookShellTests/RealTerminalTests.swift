import CookbookShell
import Foundation
import Terminal
import Testing
import TestSupport

/// The real binary in a real terminal (tmux), so the ncurses path itself is tested.
@Suite("Real terminal (tmux)", .serialized)
struct RealTerminalTests {
    let home: String

    init() throws {
        home = NSTemporaryDirectory() + "cookbook-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    private func launch(width: Int = 160, height: Int = 48, arguments: [String] = [], extra: [String: String] = [:]) throws -> TmuxSession {
        try TmuxSession.cookbook(home: home, width: width, height: height, arguments: arguments, environment: extra)
    }

    /// The display column of the first `│` in `line`: where a column border is drawn.
    private func borderColumn(_ line: String) -> Int? {
        guard let index = line.firstIndex(of: "│") else { return nil }
        return DisplayWidth.of(String(line[..<index]))
    }

    @Test func drillResizeAndQuit() async throws {
        let tmux = try launch()
        try await tmux.waitFor(text: "Noodles & Rice")
        try tmux.send("j", "l", "l")
        let wide = try await tmux.waitFor(text: "German apple cake")
        #expect(wide[0].contains("Desserts › Äpfelkuchen"))
        #expect(wide[1].hasPrefix("Categories"))

        try tmux.resize(width: 60, height: 24)
        let narrow = try await tmux.waitFor(text: "‹ Äpfelkuchen")
        #expect(!narrow.joined().contains("│"), "one screen, no columns")

        try tmux.resize(width: 160, height: 48)
        let again = try await tmux.waitFor(text: "Categories")
        #expect(again == wide, "wide → narrow → wide shows the very same screen")

        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
    }

    @Test func cjkNamesKeepColumnBordersAligned() async throws {
        let tmux = try launch()
        try await tmux.waitFor(text: "Noodles & Rice")
        try tmux.send("j", "j", "l")
        let screen = try await tmux.waitFor(text: "麻婆豆腐")
        let rows = screen.dropFirst().dropLast().filter { $0.contains("│") }
        #expect(rows.count > 10)
        let columns = Set(rows.compactMap(borderColumn))
        #expect(columns.count == 1, "every row's first border is at the same display column: \(columns)")
        #expect(screen.contains { $0.contains("蛋炒饭") })
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
    }

    @Test func sigtermEndsCleanly() async throws {
        let tmux = try launch(width: 80, height: 24)
        try await tmux.waitFor(text: "Categories")
        kill(try tmux.pid(), SIGTERM)
        #expect(try await tmux.exitStatus() == 0)
    }

    @Test func closingTheWindowEndsTheProgram() async throws {
        let tmux = try launch(width: 80, height: 24)
        try await tmux.waitFor(text: "Categories")
        let pid = try tmux.pid()
        try tmux.killWindow()
        #expect(try await TmuxSession.waitForExit(of: pid), "cookbook exits on SIGHUP")
    }

    @Test func aTinyTerminalShowsANoticeAndRecovers() async throws {
        let tmux = try launch(width: 16, height: 4)
        try await tmux.waitFor(text: "Too small")
        try tmux.resize(width: 80, height: 24)
        try await tmux.waitFor(text: "Categories")
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
    }

    /// Drills three levels deep in the wide layout and returns the settled screen.
    private func drillDeep(_ tmux: TmuxSession) async throws -> [String] {
        try await tmux.waitFor(text: "Noodles & Rice")
        try tmux.send("j", "l", "l", "End", "Enter")    // Desserts › Äpfelkuchen › Crème brûlée
        try await tmux.waitFor(text: "Cold vanilla custard")
        try tmux.send("End", "Enter")                   // › Crème pâtissière
        return try await tmux.waitFor(text: "Thick vanilla custard")
    }

    @Test func quitAndResumeToTheSameScreen() async throws {
        let first = try launch()
        let before = try await drillDeep(first)
        try first.send("q")
        #expect(try await first.exitStatus() == 0)
        let second = try launch()
        let after = try await second.waitFor(text: "Thick vanilla custard")
        #expect(after == before)
        try second.send("q")
        #expect(try await second.exitStatus() == 0)
    }

    @Test func sigtermAndAClosedWindowAlsoResume() async throws {
        let first = try launch()
        let before = try await drillDeep(first)
        kill(try first.pid(), SIGTERM)
        #expect(try await first.exitStatus() == 0)
        let second = try launch()
        #expect(try await second.waitFor(text: "Thick vanilla custard") == before)
        try second.send("h", "h")                        // back twice: Äpfelkuchen's screen
        let moved = try await second.waitFor(text: "German apple cake")
        let pid = try second.pid()
        try second.killWindow()                          // SIGHUP
        #expect(try await TmuxSession.waitForExit(of: pid), "cookbook exits when its window closes")
        let third = try launch()
        #expect(try await third.waitFor(text: "German apple cake") == moved)
        try third.send("q")
        #expect(try await third.exitStatus() == 0)
    }

    @Test func aCorruptStateFileIsMovedAsideAndSaid() async throws {
        let place = AppFixtures.placeFile(home: home)
        try FileManager.default.createDirectory(atPath: (place as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "{ not json".write(toFile: place, atomically: true, encoding: .utf8)
        let tmux = try launch(width: 200, height: 30)
        let screen = try await tmux.waitFor(text: "moved to")
        #expect(screen.contains { $0.contains("The saved state was unusable (it is not valid JSON); it was moved to \(place).corrupt-") })
        let names = try FileManager.default.contentsOfDirectory(atPath: (place as NSString).deletingLastPathComponent)
        #expect(names.contains { $0.hasPrefix((place as NSString).lastPathComponent + ".corrupt-") })
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
        #expect(try String(contentsOfFile: place, encoding: .utf8).contains("\"version\""))
    }

    @Test func eachCollectionResumesItsOwnPlace() async throws {
        let first = try launch()
        let before = try await drillDeep(first)                 // deep in the frames collection
        try first.send("q")
        #expect(try await first.exitStatus() == 0)
        let other = try TmuxSession.cookbook(home: home, data: AppFixtures.kitchenFolder)
        try await other.waitFor(text: "Categories")
        try other.send("j", "l")
        try await other.waitFor("the other collection's move drawn") { _ in true }
        try other.send("q")
        #expect(try await other.exitStatus() == 0)
        let again = try launch()
        #expect(try await again.waitFor(text: "Thick vanilla custard") == before, "the frames collection's place is still there")
        try again.send("q")
        #expect(try await again.exitStatus() == 0)
        #expect(FileManager.default.fileExists(atPath: AppFixtures.placeFile(home: home, data: AppFixtures.kitchenFolder)))
    }

    @Test func theOneStateFileOfEarlierVersionsBecomesThePlaceOfTheFirstCollection() async throws {
        let first = try launch()
        let before = try await drillDeep(first)
        try first.send("q")
        #expect(try await first.exitStatus() == 0)
        let place = AppFixtures.placeFile(home: home)
        let legacy = home + "/state/cookbook/state.json"
        try FileManager.default.moveItem(atPath: place, toPath: legacy)  // as an earlier version left it
        let again = try launch()
        #expect(try await again.waitFor(text: "Thick vanilla custard") == before)
        #expect(!FileManager.default.fileExists(atPath: legacy), "moved, not copied")
        try again.send("q")
        #expect(try await again.exitStatus() == 0)
        #expect(FileManager.default.fileExists(atPath: place))
    }

    @Test func openStartsAtADeepLink() async throws {
        let tmux = try launch(width: 60, height: 24, arguments: ["open", "cookbook://category/noodles/recipe/mapo-tofu"])
        let screen = try await tmux.waitFor(text: "‹ 麻婆豆腐")
        #expect(screen[0].contains("麻婆豆腐"))
        try tmux.send("h")
        try await tmux.waitFor(text: "‹ Noodles & Rice (3)")
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
    }

    @Test func anUnknownTerminalIsAClearError() async throws {
        let tmux = try launch(width: 100, height: 10, extra: ["TERM": "no-such-terminal"])
        #expect(try await tmux.exitStatus() == 2)
        let screen = try await tmux.waitFor(text: "cannot drive the terminal")
        #expect(screen.joined().contains("cookbook: cannot drive the terminal \"no-such-terminal\""))
    }
}
