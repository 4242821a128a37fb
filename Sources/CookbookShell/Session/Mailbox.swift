import Synchronization

/// Where a worker thread leaves one outcome for the session loop and rings its `Doorbell`:
/// an import's, a shopping list's, a folder read again. The loop takes it once.
///
/// `@unchecked Sendable`: outcomes (recipe stores, events holding them) are not `Sendable`,
/// and a worker must hand one over. That is safe because `slot` is only read or written with
/// `lock` held, and a value is handed over whole: the worker that `put`s it keeps no other
/// use of it, and only the loop that `take`s it uses it afterwards.
final class Mailbox<Value>: @unchecked Sendable {
    private let lock = Mutex(())
    private var slot: Value?
    private let doorbell: Doorbell?

    /// An empty mailbox ringing `doorbell` (nil: nothing to wake; the loop looks by itself).
    init(ringing doorbell: Doorbell?) { self.doorbell = doorbell }

    /// Leaves `value` (replacing one not taken yet) and rings.
    func put(_ value: Value) {
        lock.withLock { _ in slot = value }
        doorbell?.ring()
    }

    /// The value left, once; nil when there is none.
    func take() -> Value? {
        lock.withLock { _ in
            defer { slot = nil }
            return slot
        }
    }

    /// Whether a value waits to be taken.
    var isFull: Bool { lock.withLock { _ in slot != nil } }
}
