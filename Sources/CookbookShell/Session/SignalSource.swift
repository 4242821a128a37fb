import CTerminal

/// Where the session learns that a terminating signal arrived (SIGTERM, SIGHUP, SIGUSR1 …):
/// the process's C handlers in the app, a script in tests.
public protocol SignalSource: AnyObject {
    /// The signal that arrived since the session started, or 0 for none.
    func pending() -> Int32
    /// Runs `program` while another program has the terminal (an editor): a signal that
    /// arrives meanwhile is answered once it ends. Returns what `program` returned.
    func whileHandedOver(_ program: () -> Int32) -> Int32
    /// A descriptor that becomes readable when a signal arrives, for the session's one poll
    /// (`EventInbox`); asked once the terminal is taken, from when a resize wakes it too. Nil:
    /// none, and the session looks at `pending()` after every wake-up only.
    func wakeDescriptor() -> Int32?
    /// Reads away what woke the descriptor (the signal itself stays `pending()`).
    func answerWake()
}

extension SignalSource {
    /// Runs `program`: a source without a watchdog has nothing to hold.
    public func whileHandedOver(_ program: () -> Int32) -> Int32 { program() }
    /// None.
    public func wakeDescriptor() -> Int32? { nil }
    /// Nothing to read.
    public func answerWake() {}
}

/// The process's own signals: every terminating signal is recorded by a C handler, which also
/// writes to a self-pipe the session's poll waits on, and read here. A watchdog answers one the loop
/// has not read within 100 ms (`SignalWatchdog`).
public final class ProcessSignals: SignalSource {
    private let watchdog = SignalWatchdog()

    /// Installs the handlers and starts the watchdog.
    public init() {
        cterminal_install_signal_handlers()
        watchdog.start()
    }

    /// The recorded signal, or 0; reading one answers it (the watchdog leaves it alone).
    public func pending() -> Int32 { cterminal_pending_signal() }

    /// The self-pipe the C handlers write to; from now on a resize (SIGWINCH) is chained to it
    /// too, in front of the handler ncurses installed when it took the terminal.
    public func wakeDescriptor() -> Int32? {
        cterminal_watch_resizes()
        let descriptor = cterminal_signal_descriptor()
        return descriptor >= 0 ? descriptor : nil
    }

    /// Empties the self-pipe.
    public func answerWake() { _ = cterminal_drain_signal_descriptor() }

    /// Runs `program` with the watchdog held.
    public func whileHandedOver(_ program: () -> Int32) -> Int32 {
        cterminal_watchdog_hold(1)
        defer { cterminal_watchdog_hold(0) }
        return program()
    }
}
