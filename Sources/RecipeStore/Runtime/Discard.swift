import Dispatch
import FileSystem

/// Lets go of large values on another thread, so the caller does not wait for them to be freed.
enum Discard {
    /// Drops `value` (the caller's last reference) on a background thread: freeing a folder
    /// scan of 20,000 parsed recipes takes some 40 ms that a load need not wait for. A caller
    /// that still holds copies lets go of them as it returns, well before a worker thread wakes,
    /// so the freeing happens there; were it ever slower, it would free them itself, as before.
    static func inBackground<T>(_ value: consuming T) {
        // `nonisolated(unsafe)`: `value` was consumed, so only the worker's closure touches `kept`
        // (once, to let go); copies a caller still holds share storage only through atomic reference counts.
        nonisolated(unsafe) var kept: T? = value
        DispatchQueue.global(qos: .utility).async {
            _ = kept.take()  // the last reference, let go of here
            // glibc keeps large freed buffers in its heaps (its mmap threshold grows with each one
            // freed): give them back, or a running app grows by ~30 MB with every reload at 100k.
            _ = mallocTrim?(0)
        }
    }

    /// glibc's `malloc_trim(3)` (in `<malloc.h>`, which Swift's Glibc module leaves out): gives
    /// the heaps' free memory back to the system.
    private static let mallocTrim = CLibrary.function(named: "malloc_trim", as: (@convention(c) (Int) -> Int32).self)
}
