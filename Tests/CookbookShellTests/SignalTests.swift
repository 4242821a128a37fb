import CookbookShell
import Foundation
import Testing
import TestSupport

/// Every signal that would end the program saves where the user was and gives the terminal
/// back; a crash gives the terminal back at once, never waiting on a prompt.
@Suite("Signals, crashes and failed saves in a real terminal (tmux)", .serialized)
struct SignalTests {
    let home: String

    init() throws {
        home = try TemporaryFolder.make("signals")
    }

    private func launch(arguments: [String] = []) throws -> TmuxSession {
        try TmuxSession.cookbook(home: home, width: 100, height: 30, arguments: arguments)
    }

    private var statePath: String { AppFixtures.placeFile(home: home) }

    @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGVTALRM, SIGPROF, SIGQUIT])
    func aTerminatingSignalSavesAndRestoresTheTerminal(signal: Int32) async throws {
        unlink(statePath)
        let tmux = try launch()
        try await tmux.waitFor(text: "Categories")
        try tmux.send("j", "l")
        try await tmux.waitFor(text: "Äpfelkuchen")
        kill(try tmux.pid(), signal)
        #expect(try await tmux.exitStatus(timeout: 5) == 0, "signal \(signal)")
        let screen = try tmux.capture().joined(separator: "\n")
        #expect(!screen.contains("Categories"), "the alternate screen is gone after signal \(signal)")
        let saved = try String(contentsOfFile: statePath, encoding: .utf8)
        #expect(saved.contains("desserts"), "where the user was is saved after signal \(signal)")
    }

    /// The terminal's modes as tmux tracks them: keypad cursor and keypad application mode,
    /// cursor shown, alternate screen.
    private func modes(_ tmux: TmuxSession) throws -> String {
        try tmux.tmux(["display-message", "-p", "-t", tmux.name, "#{keypad_cursor_flag}#{keypad_flag}#{cursor_flag}#{alternate_on}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aTerminalClosedWithoutSIGHUPEndsTheProgramAndSaves() async throws {
        unlink(statePath)
        // Under setsid the program has no controlling terminal: closing the window sends it no
        // SIGHUP, only a hang-up on its input (POLLHUP, reads of 0 bytes).
        let tmux = try TmuxSession.cookbook(home: home, width: 100, height: 30, launcher: ["setsid"])
        try await tmux.waitFor(text: "Categories")
        try tmux.send("j", "l")
        try await tmux.waitFor(text: "Äpfelkuchen")
        let pid = try tmux.pid()
        try tmux.killWindow()
        #expect(try await TmuxSession.waitForExit(of: pid), "it ends instead of spinning on a terminal that is gone")
        let saved = try String(contentsOfFile: statePath, encoding: .utf8)
        #expect(saved.contains("desserts"), "where the user was is saved")
    }

    @Test func aSignalWhileTheLoopIsStuckWritingToAStalledTerminalEndsTheProgram() async throws {
        let tmux = try TmuxSession.cookbook(home: home, width: 160, height: 48)
        try await tmux.waitFor(text: "Categories")
        let pid = try tmux.pid()
        guard let server = Int32(try tmux.tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            Issue.record("no tmux server pid")
            return
        }
        // A running timer redraws its bar every second. The terminal then stops reading (its
        // emulator is stopped, as over a stalled connection) and the test fills what the
        // terminal would have read, so the next second's write blocks and no signal is read.
        try tmux.send("T")
        try tmux.type("tea 20m")
        try tmux.send("Enter")
        try await tmux.waitFor(text: "tea 19:")
        let pane = try tmux.tmux(["display-message", "-p", "-t", tmux.name, "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        kill(server, SIGSTOP)
        defer { kill(server, SIGCONT) }
        let terminal = open(pane, O_WRONLY | O_NONBLOCK | O_NOCTTY)
        try #require(terminal >= 0, "the pane's terminal \(pane) opens")
        defer { close(terminal) }
        // Filled again on every look: the kernel moves part of what is queued on to the
        // stopped reader's side after a while, which makes room again.
        let filler = [UInt8](repeating: 0x20, count: 4096)
        func fill() { while filler.withUnsafeBytes({ write(terminal, $0.baseAddress, $0.count) }) > 0 {} }
        // Its main thread blocked in write(2) (system call 1 on x86-64, 64 on arm64).
        #if arch(x86_64)
        let writeCall = 1
        #else
        let writeCall = 64
        #endif
        let blocked = try await waitUntil { fill(); return (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8))?.split(separator: " ").first == "\(writeCall)" }
        try #require(blocked, "the program never blocked writing to the stalled terminal")
        kill(pid, SIGTERM)
        #expect(try await TmuxSession.waitForExit(of: pid), "the watchdog ends it while the terminal still takes nothing")
        kill(server, SIGCONT)
        #expect(try await tmux.exitStatus() == 128 + Int(SIGTERM))
    }

    /// Waits until `condition` holds (at most 30 s); whether it does.
    private func waitUntil(_ condition: () -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while !condition(), Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        return condition()
    }

    @Test func aCrashRestoresTheTerminalAndExitsAtOnce() async throws {
        let tmux = try launch()
        try await tmux.waitFor(text: "Categories")
        #expect(try modes(tmux) == "1101", "the browser runs in keypad mode on the alternate screen, cursor hidden")
        kill(try tmux.pid(), SIGSEGV)
        #expect(try await tmux.exitStatus(timeout: 5) == 128 + Int(SIGSEGV), "no backtracer prompt keeps it alive")
        let screen = try await tmux.waitFor(text: "cookbook: crashed; the terminal was restored.")
        #expect(!screen.joined().contains("Categories"))
        #expect(try modes(tmux) == "0010", "keypad mode off, cursor shown, main screen")
    }

    @Test func aStateThatCannotBeSavedExitsWithStatusOne() async throws {
        let directory = home + "/elsewhere"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let tmux = try launch(arguments: ["--state", directory + "/state.json"])
        try await tmux.waitFor(text: "Categories")
        // The state's folder becomes a plain file while the browser runs.
        try FileManager.default.removeItem(atPath: directory)
        try "not a folder".write(toFile: directory, atomically: false, encoding: .utf8)
        try tmux.send("j", "q")
        #expect(try await tmux.exitStatus(timeout: 5) == 1)
        try await tmux.waitFor(text: "cookbook: cannot save where you were")
    }

    @Test func aFavouriteThatCannotBeKeptIsSaidSo() async throws {
        try FileManager.default.createDirectory(atPath: home + "/data/cookbook", withIntermediateDirectories: true)
        try "{ damaged".write(toFile: home + "/data/cookbook/favourites.json", atomically: true, encoding: .utf8)
        let tmux = try TmuxSession.cookbook(home: home, width: 200, height: 30)
        try await tmux.waitFor(text: "Categories")
        try tmux.send("j", "l", "l", "f")
        let screen = try await tmux.waitFor(text: "Not saved:")
        #expect(screen.contains { $0.contains("favourites.json is damaged (not valid JSON); it is left alone; the change lasts until you quit.") })
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
        #expect(try String(contentsOfFile: home + "/data/cookbook/favourites.json", encoding: .utf8) == "{ damaged")
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndContinuingRedrawsAll() async throws {
        unlink(statePath)
        // A user's interactive shell with job control, as Ctrl-Z needs.
        let environment = ["HOME": home, "XDG_STATE_HOME": home + "/state", "XDG_DATA_HOME": home + "/data", "XDG_CONFIG_HOME": home + "/config", "PS1": "$ "]
        let tmux = try TmuxSession(command: "bash --norc --noprofile -i", width: 100, height: 30, environment: environment)
        try await tmux.waitFor(text: "$")
        try tmux.type(([BuiltProducts.cookbook, "--data", AppFixtures.framesCollection].map(TmuxSession.quote)).joined(separator: " ") + "; echo EXIT=$?")
        try tmux.send("Enter")
        try await tmux.waitFor(text: "Categories")
        try tmux.send("j", "l")
        let before = try await tmux.waitFor(text: "Äpfelkuchen")
        try tmux.send("C-z")
        let stopped = try await tmux.waitFor(text: "Stopped")
        #expect(!stopped.joined().contains("Categories"), "the shell's screen is back")
        #expect(try String(contentsOfFile: statePath, encoding: .utf8).contains("desserts"), "saved before stopping")
        try tmux.type("fg")
        try tmux.send("Enter")
        let after = try await tmux.waitFor(text: "Äpfelkuchen")
        #expect(after == before, "the whole screen is back as it was")
        try tmux.send("C-l")
        #expect(try await tmux.waitFor(text: "Äpfelkuchen") == before)
        try tmux.send("q")
        // Back at the prompt with no job left: the program ended.
        try await tmux.waitFor("the prompt again") { lines in !lines.joined().contains("Categories") && lines.last { !$0.isEmpty } == "$" }
        try tmux.type("jobs; echo JOBS-DONE")
        try tmux.send("Enter")
        let end = try await tmux.waitFor(text: "JOBS-DONE")
        #expect(!end.joined(separator: "\n").components(separatedBy: "jobs; echo JOBS-DONE").last!.contains("cookbook"), "no job is left")
    }

    @Test func aDumbTerminalIsRefusedWithAClearMessage() async throws {
        let tmux = try TmuxSession.cookbook(home: home, width: 200, height: 10, environment: ["TERM": "dumb"])
        #expect(try await tmux.exitStatus() == 2)
        try await tmux.waitFor(text: "cookbook: the terminal \"dumb\" cannot move the cursor")
    }
}
