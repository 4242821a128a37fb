import CTerminal

/// Keeps every terminating signal answered within `grace` milliseconds, whatever the main loop
/// is doing (issue #30). A thread, woken by the C handler, waits that long for the loop to read
/// the signal; one still unread then is answered here: the terminal restored and the process
/// ended with status 128 + signal, keeping the last save (at most a second old, as after
/// `kill -9`). A loop that has read it has `leaving` milliseconds to save and end the process
/// (it takes a few); one stuck on the way out, writing to a terminal that takes no output, is
/// ended the same way. While another program has the terminal (an editor), the wait is held:
/// the loop answers once that program ends. Its waits end when the loop answers or the hold
/// changes (`cterminal_watchdog_wait`), so it never looks in slices of time.
final class SignalWatchdog {
    /// How long the loop has to read a signal, in milliseconds: a second, which a user does
    /// not wait on, and which a loaded machine's scheduler gives an idle loop (a tenth of a
    /// second did not always: the loop, woken by the signal, ran too late and the watchdog
    /// ended a program that was about to leave by itself).
    static let grace = 1_000.0
    /// How long the loop has, once it has read a signal, to save and end the process.
    static let leaving = 3_000.0

    private let grace: Double, leaving: Double
    private let clock: () -> Double
    private let pause: (Double?) -> Void
    private let fire: (Int32) -> Void
    private var thread: PosixThread?

    /// A watchdog allowing `grace` milliseconds on `clock` (milliseconds of `MonotonicClock`) to
    /// read a signal and `leaving` more to end the process, waiting with `pause` (at most the
    /// milliseconds given, nil: until the hold changes; the app's ends early when the signal is
    /// answered or the hold changes), and answering a signal that overstays either with `fire`
    /// (the app: leave at once).
    init(grace: Double = SignalWatchdog.grace, leaving: Double = SignalWatchdog.leaving, clock: @escaping () -> Double = { MonotonicClock.seconds() * 1000 },
         pause: @escaping (Double?) -> Void = { cterminal_watchdog_wait($0.map { Int32(clamping: Int($0.rounded(.up))) } ?? -1) },
         fire: @escaping (Int32) -> Void = { cterminal_leave_unanswered($0) }) {
        self.grace = grace
        self.leaving = leaving
        self.clock = clock
        self.pause = pause
        self.fire = fire
    }

    /// Starts the thread that waits for signals (for the rest of the process); whether it runs.
    @discardableResult
    func start() -> Bool {
        let thread = PosixThread { [self] in
            while true { watch(cterminal_wait_for_signal()) }
        }
        self.thread = thread
        return thread.started
    }

    /// Waits for the main loop to read `signal` (`cterminal_pending_signal`) within `grace`,
    /// then for the process to end within `leaving`; when either passes first, with the
    /// watchdog not held, fires and returns true. (In the app the process ends first.)
    @discardableResult
    func watch(_ signal: Int32) -> Bool {
        guard signal != 0 else { return false }
        var start = clock(), read = false
        while true {
            if !read, cterminal_signal_answered() != 0 {
                read = true
                start = clock()                 // the way out starts
            }
            let held = cterminal_watchdog_held() != 0
            let left = (read ? leaving : grace) - (clock() - start)
            if held {
                start = clock()                 // counted from when the terminal comes back
            } else if left <= 0 {
                fire(signal)
                return true
            }
            pause(held ? nil : left)
        }
    }
}
