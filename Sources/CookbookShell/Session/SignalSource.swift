import CTerminal

/// Where the session learns that a terminating signal arrived (SIGTERM, SIGHUP, SIGUSR1 …):
/// the process's C handlers in the app, a script in tests.
public protocol SignalSource: AnyObject {
    /// The signal that arrived since the session started, or 0 for none.
    func pending() -> Int32
    /// Runs `program` while another program has the terminal (an editor): a signal that
    /// arrives meanwhile is answered once it ends. Returns what `program` returned.
    func whileHandedOver(_ program: () -> Int32) -> Int32
}

extension SignalSource {
    /// Runs `program`: a source without a watchdog has nothing to hold.
    public func whileHandedOver(_ program: () -> Int32) -> Int32 { program() }
}

/// The process's own signals: every terminating signal is recorded by a C handler (which
/// also makes a blocking read return at once) and read here. A watchdog answers one the loop
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

    /// Runs `program` with the watchdog held.
    public func whileHandedOver(_ program: () -> Int32) -> Int32 {
        cterminal_watchdog_hold(1)
        defer { cterminal_watchdog_hold(0) }
        return program()
    }
}
