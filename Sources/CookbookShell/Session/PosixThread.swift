import CTerminal
import Glibc

/// A POSIX thread running one closure (Foundation's `Thread` would link all of Foundation,
/// tripling the binary and adding 3 MB to every start): the session's workers, the link
/// server, the progress line's display and the loading screen's worker.
///
/// Every asynchronous signal is blocked in the thread, so SIGINT, SIGWINCH, SIGTSTP … are
/// handled on the main thread, whose loop they are for.
///
/// The body is not `@Sendable` (workers capture stores and keepers, which are not): what it
/// captures must be left alone by the caller while it runs or be safe to share, and outcomes
/// come back through a `Mailbox` or a lock. The compiler does not check this here.
final class PosixThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    private var thread = pthread_t()
    /// Whether the thread runs (false: the system could make no thread).
    let started: Bool

    /// Starts `body` on a new thread; `started` is false when no thread could be made.
    init(_ body: @escaping () -> Void) {
        // pthread_create's one pointer of context: the closure, retained until the thread takes it.
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        // The new thread starts with the creator's signal mask: block, create, restore.
        var blocked = sigset_t(), previous = sigset_t()
        sigfillset(&blocked)
        for synchronous in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS, SIGABRT] { sigdelset(&blocked, synchronous) }
        pthread_sigmask(SIG_SETMASK, &blocked, &previous)
        started = pthread_create(&thread, nil, { raw in
            // Its own signal stack, so a crash here (even a stack overflow) restores the terminal.
            cterminal_use_alternate_stack()
            defer { cterminal_release_alternate_stack() }
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, context) == 0
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        if !started { Unmanaged<Body>.fromOpaque(context).release() }
    }

    /// Waits for the thread to end.
    func join() { if started { pthread_join(thread, nil) } }
}
