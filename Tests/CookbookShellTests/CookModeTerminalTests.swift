import Foundation
import Testing
import TestSupport

/// Issue #18 in the real binary, in tmux: cook mode shows a step's ingredients at their
/// amounts, `t` starts the step's timer and it counts down each second, a relaunch finds it
/// still running (saved as an end time), and a short timer rings the terminal's bell and is
/// dismissed with `x`.
@Suite("Cook mode: the real binary in a terminal")
struct CookModeTerminalTests {
    let home: String
    let folder: CookFolder

    init() throws {
        home = try TemporaryFolder.make("cook-e2e")
        folder = try CookFolder(["Rice.cook": """
            Rinse @basmati rice{200%g} in a #sieve{}.

            Add @water{400%ml} and @salt{1%tsp}, cover and simmer for ~rice{12%minutes}.

            Fluff with a fork and serve.
            """])
    }

    private func launch(_ arguments: [String] = []) throws -> TmuxSession {
        try TmuxSession.cookbook(home: home, width: 100, height: 30, data: folder.path, arguments: arguments)
    }

    @Test func stepTimerCountsDownSurvivesARelaunchAndAShortOneRings() async throws {
        let tmux = try launch(["open", "cookbook://recipe/rice"])
        try await tmux.waitFor(text: "Rinse basmati rice")
        try tmux.send("c")
        try await tmux.waitFor(text: "Mise en place")
        try tmux.send("n", "j")
        let step = try await tmux.waitFor(text: "Step 2 of 3")
        #expect(step.contains { $0.contains("• 400 ml water") } && step.contains { $0.contains("• 1 tsp salt") }, "\(step.joined(separator: "\n"))")
        // Noted before the key is sent: under load `tmux send-keys` itself can take most of a
        // second, and the timer counts from when the app read the key.
        let started = Date()
        try tmux.send("t")
        try await tmux.waitFor(text: "rice 12:00")
        // Any second below 12:00 in the timer bar: on a loaded machine this test may look only
        // now and then, and the bar counts on meanwhile.
        let later = try await tmux.waitFor("the countdown below 12:00") { lines in
            lines.contains { $0.hasPrefix(" ⏲  rice ") && !$0.contains("rice 12:00") }
        }
        #expect(Date().timeIntervalSince(started) >= 0.9, "it counts real seconds")
        #expect(later.contains { $0.contains("⏲") })
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)

        // Relaunched: the timer is still running, counted from its saved end time.
        let again = try launch()
        // Still counting down from its saved end (on a loaded machine the relaunch may come
        // many seconds later): the bar shows it below 12:00 and not finished.
        try await again.waitFor("the rice timer still running") { lines in
            lines.contains { $0.hasPrefix(" ⏲  rice ") && !$0.contains("rice 12:00") && !$0.contains("rice 0:00") }
        }
        // A 2-second timer of any length rings: the bell reaches the terminal.
        let bellMark = home + "/bell-rang"
        try again.tmux(["set-option", "-g", "bell-action", "any"])
        try again.tmux(["set-option", "-g", "monitor-bell", "on"])
        try again.tmux(["set-hook", "-g", "alert-bell", "run-shell 'touch \(bellMark)'"])
        try again.send("T")
        try again.type("tea 2s")
        try again.send("Enter")
        try await again.waitFor(text: "tea done", timeout: 10)
        try await again.waitFor("the bell") { _ in FileManager.default.fileExists(atPath: bellMark) }
        try again.send("x")
        let dismissed = try await again.waitFor("tea dismissed") { !$0.joined().contains("tea done") }
        #expect(dismissed.contains { $0.contains("rice 11:") }, "the rice timer goes on")
        try again.send("q")
        #expect(try await again.exitStatus() == 0)
    }
}
