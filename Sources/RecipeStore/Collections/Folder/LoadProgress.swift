import Synchronization

/// How far a folder load has got: files to parse and files parsed so far. The loader counts
/// from its worker threads; a progress display reads it from another thread, so both counts
/// are atomics.
public final class LoadProgress: Sendable {
    private let totalCount = Atomic<Int>(0)
    private let doneCount = Atomic<Int>(0)

    /// A progress with nothing to do yet.
    public init() {}

    /// Files the load has to parse (zero when everything came from the cache).
    public var total: Int { totalCount.load(ordering: .relaxed) }
    /// Files parsed so far.
    public var done: Int { doneCount.load(ordering: .relaxed) }

    /// Starts counting `count` files to parse.
    func begin(_ count: Int) {
        doneCount.store(0, ordering: .relaxed)
        totalCount.store(count, ordering: .relaxed)
    }

    /// One more file parsed.
    func advance() { doneCount.add(1, ordering: .relaxed) }
}
