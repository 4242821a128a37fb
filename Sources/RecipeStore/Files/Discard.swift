import Dispatch

/// Lets go of large values on another thread, so the caller does not wait for them to be freed.
enum Discard {
    /// Drops `value` (the caller's last reference) on a background thread: freeing a folder
    /// scan of 20,000 parsed recipes takes some 40 ms that a load need not wait for. A caller
    /// that still holds copies lets go of them as it returns, well before a worker thread wakes,
    /// so the freeing happens there; were it ever slower, it would free them itself, as before.
    static func inBackground<T>(_ value: consuming T) {
        nonisolated(unsafe) let kept = value
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(kept) {} }
    }
}
