import CTerminal

/// Where the session learns that a terminating signal arrived (SIGTERM, SIGHUP, SIGUSR1 …):
/// the process's C handlers in the app, a script in tests.
public protocol SignalSource: AnyObject {
    /// The signal that arrived since the session started, or 0 for none.
    func pending() -> Int32
}

/// The process's own signals: every terminating signal is recorded by a C handler (which
/// also makes a blocking read return at once) and read here.
public final class ProcessSignals: SignalSource {
    /// Installs the handlers.
    public init() { cterminal_install_signal_handlers() }

    /// The recorded signal, or 0.
    public func pending() -> Int32 { cterminal_pending_signal() }
}
