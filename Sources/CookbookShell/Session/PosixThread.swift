import CTerminal
import Glibc

/// A POSIX thread running one closure (Foundation's `Thread` would link all of Foundation,
/// tripling the binary and adding 3 MB to every start): the progress line's display and the
/// loading screen's worker.
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
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        started = pthread_create(&thread, nil, { raw in
            // Its own signal stack, so a crash here (even a stack overflow) restores the terminal.
            cterminal_use_alternate_stack()
            defer { cterminal_release_alternate_stack() }
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, context) == 0
        if !started { Unmanaged<Body>.fromOpaque(context).release() }
    }

    /// Waits for the thread to end.
    func join() { if started { pthread_join(thread, nil) } }
}
