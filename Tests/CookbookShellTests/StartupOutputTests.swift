import Foundation
import Testing
import TestSupport

/// What the real binary writes to the terminal as it starts, recorded by `script(1)` inside tmux.
@Suite("Start-up output (tmux, script)", .serialized)
struct StartupOutputTests {
    /// The hand-back that takes ncurses out of its first-refresh mode (endwin, then a refresh)
    /// must not leave the alternate screen and enter it again: between the two the user's shell
    /// screen is shown again (a flash) and, on xterm, the window title is popped and pushed.
    @Test func theAlternateScreenIsEnteredOnceAndLeftOnce() async throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let home = NSTemporaryDirectory() + "cookbook-startup-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let record = home + "/typescript"
        let inner = [BuiltProducts.cookbook, "--data", AppFixtures.framesCollection].map(TmuxSession.quote).joined(separator: " ")
        let command = "/usr/bin/script -q -f -c " + TmuxSession.quote(inner) + " " + TmuxSession.quote(record)
        mkdir(home + "/run", 0o700)
        let tmux = try TmuxSession(command: command, width: 100, height: 30,
                                   environment: ["HOME": home, "XDG_STATE_HOME": home + "/state", "XDG_DATA_HOME": home + "/data",
                                                 "XDG_CONFIG_HOME": home + "/config", "XDG_RUNTIME_DIR": home + "/run",
                                                 "TERM": "xterm-256color"])
        try await tmux.waitFor(text: "Noodles & Rice")
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
        let output = try String(contentsOfFile: record, encoding: .utf8)
        #expect(output.components(separatedBy: "\u{1B}[?1049h").count - 1 == 1, "the alternate screen is entered once")
        #expect(output.components(separatedBy: "\u{1B}[?1049l").count - 1 == 1, "and left once, at the end")
        #expect(!output.contains("\u{1B}]104"), "the palette is not reset")
    }
}
