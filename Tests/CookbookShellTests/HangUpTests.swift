import CookbookApp
import CookbookShell
import Foundation
import RecipeStore
import Terminal
import TerminalCurses
import Testing
import TestSupport

/// A terminal that hangs up without a SIGHUP (the program ran under `setsid`, then the
/// terminal emulator closed) ends the session as `q` would, saving where the user was, instead
/// of reading nothing for ever at full speed (issue #30). The input is a real pipe the test
/// closes; the number of reads is counted, never timed.
@Suite("Session loop when the terminal hangs up")
struct HangUpTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    @Test func inputThatEndsEndsTheSessionAndSaves() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let backend = TextBackend(width: 100, height: 30, keys: [.character("j"), .character("l")])
        backend.inputHasEnded = { TerminalInput.hasEnded(ends[0]) }
        let signals = SettableSignals()
        var reads = 0
        backend.beforeRead = {
            reads += 1
            if reads == 2 { close(ends[1]) }                  // the terminal goes away after the second key
            if reads == 1_000 { signals.signal = SIGTERM }    // the old loop's only way out
        }
        let recorder = SessionTests.Recorder()
        let session = Session(env: env, state: AppState(width: 100, height: 30), backend: backend, signals: signals,
                              stateStore: recorder, favourites: recorder)
        #expect(session.run() == 0)
        #expect(reads == 3, "the first read that finds the input ended is the last")
        #expect(recorder.saves.last?.tabs["browse"]?.path.items.contains("\"desserts\"") == true, "where the user was is saved")
    }

    @Test func inputThatStaysOpenKeepsTheSessionWaiting() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let backend = TextBackend(width: 100, height: 30, keys: [.character("j")])
        backend.inputHasEnded = { TerminalInput.hasEnded(ends[0]) }
        let signals = SettableSignals()
        var reads = 0
        backend.beforeRead = {
            reads += 1
            if reads == 5 { signals.signal = SIGTERM }
        }
        let recorder = SessionTests.Recorder()
        #expect(Session(env: env, state: AppState(width: 100, height: 30), backend: backend, signals: signals,
                        stateStore: recorder, favourites: recorder).run() == 0)
        #expect(reads == 5, "reads that bring nothing from an open terminal are waits, not an end")
    }
}
