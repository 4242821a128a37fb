import FileSystem
import CTerminal
#if canImport(Glibc)
import Glibc
#endif

/// A descriptor a worker thread rings when it has something for the session loop (an eventfd):
/// the loop's one poll (`EventInbox`) waits on it with the terminal and everything else, so
/// work that ends wakes the loop at once and nothing is looked for in time slices.
final class Doorbell: Sendable {
    /// The eventfd (-1 when the system made none: the loop is then woken by its other sources).
    let descriptor: Int32

    /// A new doorbell, not rung.
    init() { descriptor = cterminal_eventfd() }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Wakes whoever waits on the descriptor (from any thread; the rings add up to one wake-up).
    func ring() {
        guard descriptor >= 0 else { return }
        // An eventfd takes the 8 bytes of a count whole, or none (never in part).
        var one: UInt64 = 1
        _ = withUnsafeBytes(of: &one) { FileDescriptor(rawValue: descriptor).writeAll($0) }
    }

    /// Takes back every ring so far: whether there was any. Called before looking at what was
    /// left, so a ring that comes meanwhile wakes the next wait instead of being lost.
    @discardableResult
    func answer() -> Bool {
        guard descriptor >= 0 else { return false }
        var count: UInt64 = 0
        while true {
            let read = Glibc.read(descriptor, &count, 8)
            if read < 0, errno == EINTR { continue }
            return read == 8 && count > 0
        }
    }
}
