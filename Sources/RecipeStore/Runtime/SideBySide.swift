import Dispatch

/// Two independent pieces of work run at once, one per core (a checksum over a whole file
/// beside the walk through it, say), returning both results.
enum SideBySide {
    /// `first()` and `second()` run concurrently; both have finished when this returns.
    static func run<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
        var a: A?, b: B?
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                // `nonisolated(unsafe)`: the two pieces share no mutable state (`run`'s contract:
                // independent work), and each runs once, on one thread, before concurrentPerform returns.
                nonisolated(unsafe) let work = (first, second)
                // `nonisolated(unsafe)`: part 0 writes only `results.0`, part 1 only `results.1`;
                // both are read and freed after concurrentPerform has returned.
                nonisolated(unsafe) let results = (UnsafeMutablePointer<A?>.allocate(capacity: 1), UnsafeMutablePointer<B?>.allocate(capacity: 1))
                results.0.initialize(to: nil)
                results.1.initialize(to: nil)
                DispatchQueue.concurrentPerform(iterations: 2) { part in
                    if part == 0 { results.0.pointee = work.0() } else { results.1.pointee = work.1() }
                }
                a = results.0.move()
                b = results.1.move()
                results.0.deallocate()
                results.1.deallocate()
            }
        }
        guard let a, let b else { preconditionFailure("concurrentPerform ran both parts") }
        return (a, b)
    }
}
