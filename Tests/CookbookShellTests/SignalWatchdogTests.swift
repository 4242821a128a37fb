@testable import CookbookShell
import CTerminal
import Foundation
import Testing

/// A terminating signal is answered within 100 ms whatever the main loop is doing (issue #30):
/// one the loop does not read in time is answered by the watchdog; one it reads is left to it
/// to save and leave (3 s at most); while an editor has the terminal the watchdog waits for it. On the test's clock, which moves
/// only when the watchdog waits, so nothing depends on how fast the machine is.
@Suite("Signals answered while the loop is busy", .serialized)
struct SignalWatchdogTests {
    /// Milliseconds that move when the watchdog pauses, and what it did.
    final class Run {
        var now = 0.0, pauses = 0, fired: [Int32] = [], firedAfterPauses = 0
    }

    /// A watchdog on the test's clock with a grace of 100 ms (the app's is `SignalWatchdog.grace`):
    /// each pause moves the clock by `step`.
    private func watchdog(_ run: Run, step: Double = 10, duringPause: @escaping (Int) -> Void = { _ in }) -> SignalWatchdog {
        SignalWatchdog(grace: 100, clock: { run.now }, pause: { _ in
            run.pauses += 1
            run.now += step
            duringPause(run.pauses)
        }, fire: {
            run.fired.append($0)
            run.firedAfterPauses = run.pauses
        })
    }

    @Test func aSignalTheBusyLoopDoesNotReadIsAnsweredAfterTheGrace() {
        defer { cterminal_clear_pending_signal() }
        let run = Run()
        cterminal_note_signal(SIGTERM)
        #expect(watchdog(run).watch(cterminal_wait_for_signal()), "the loop never reads it")
        #expect(run.fired == [SIGTERM])
        #expect(run.pauses == 10, "answered once 100 ms have passed, not before")
    }

    @Test func aSignalTheLoopReadsInTimeIsLeftToItToSaveAndLeave() {
        defer { cterminal_clear_pending_signal() }
        let run = Run()
        cterminal_note_signal(SIGINT)
        // The loop reads it 30 ms in, then saves and ends the process: never stopped within 3 s.
        let fired = watchdog(run) { pauses in if pauses == 3 { _ = cterminal_pending_signal() } }.watch(cterminal_wait_for_signal())
        #expect(fired && run.firedAfterPauses == 303, "only a loop stuck 3 s on its way out (a terminal taking no output) is ended")
    }

    /// Issue #33: the watchdog's own wait (no test clock) ends when the hold is released or
    /// the signal answered, not in slices of time: an editor holding it for half a second costs
    /// a few waits, where 5 ms naps took a hundred.
    @Test func theWatchdogWaitsForChangesNotInSlices() {
        defer { cterminal_clear_pending_signal() }
        let waits = Counter(), fired = Counter()
        let watchdog = SignalWatchdog(pause: { timeout in
            waits.add()
            cterminal_watchdog_wait(timeout.map { Int32($0.rounded(.up)) } ?? -1)
        }, fire: { _ in fired.add() })
        cterminal_watchdog_hold(1)
        cterminal_note_signal(SIGTERM)
        let release = Thread {
            Thread.sleep(forTimeInterval: 0.5)
            cterminal_watchdog_hold(0)
        }
        release.start()
        #expect(watchdog.watch(cterminal_wait_for_signal()) && fired.value == 1, "answered once the editor gave the terminal back")
        #expect(waits.value <= 6, "\(waits.value) waits: the hold, its release, the grace")
    }

    /// Issue #33: the C handlers' self-pipe, which the session's poll waits on: a terminating
    /// signal recorded, and a resize once it is chained, make it readable, so the loop wakes for
    /// them with no race. (Here, with the other users of the handlers' state, one at a time.)
    @Test func signalsAndResizesWriteTheSelfPipe() {
        defer { cterminal_clear_pending_signal() }
        let descriptor = cterminal_signal_descriptor()
        #expect(descriptor >= 0)
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = cterminal_drain_signal_descriptor()
        #expect(poll(&entry, 1, 0) == 0, "quiet before any signal")
        cterminal_note_signal(SIGTERM)
        #expect(poll(&entry, 1, 0) == 1, "a signal recorded wakes the poll")
        #expect(cterminal_drain_signal_descriptor() == 1 && poll(&entry, 1, 0) == 0)
        _ = cterminal_pending_signal()
        cterminal_watch_resizes()
        // To the process (the test's thread may block it): whichever thread takes it writes the pipe.
        kill(getpid(), SIGWINCH)
        #expect(poll(&entry, 1, 20_000) == 1, "a resize wakes the poll")
        _ = cterminal_drain_signal_descriptor()
    }

    /// A count kept across threads.
    final class Counter: @unchecked Sendable {
        // `count` is read and written with `lock` held.
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    @Test func whileAnEditorHasTheTerminalTheWatchdogWaitsForIt() {
        defer { cterminal_clear_pending_signal() }
        let run = Run()
        cterminal_watchdog_hold(1)
        cterminal_note_signal(SIGTERM)
        // The editor ends after 20 pauses (a second on the test's clock).
        let watchdog = watchdog(run, step: 50) { pauses in if pauses == 20 { cterminal_watchdog_hold(0) } }
        #expect(watchdog.watch(cterminal_wait_for_signal()) && run.fired == [SIGTERM])
        #expect(run.firedAfterPauses == 21, "never while the editor had the terminal; 100 ms after it gave it back")
    }
}
