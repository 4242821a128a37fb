import Dispatch

/// Positions sorted on two cores: each half sorted by the standard library's stable sort on a
/// core of its own, then the halves merged, the first half's first among equals — the order one
/// stable sort of the whole gives. A folder's load sorts 100,000 paths and then as many names,
/// each a serial wait before (some 15 ms each).
enum ParallelSort {
    /// Below this many, one sort on the calling thread.
    static let smallest = 4_096

    /// `0..<count` sorted by `areInIncreasingOrder` (called from two threads at once, so it
    /// must only read), stably.
    static func positions(count: Int, by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
        guard count >= smallest else { return (0..<count).sorted(by: areInIncreasingOrder) }
        let middle = count / 2
        var halves: [[Int]] = [[], []]
        withoutActuallyEscaping(areInIncreasingOrder) { compare in
            // `nonisolated(unsafe)`: `compare` only reads (this function's contract), and both
            // sorts using it have ended when concurrentPerform returns, before it stops existing.
            nonisolated(unsafe) let compare = compare
            halves.withUnsafeMutableBufferPointer { halves in
                // `nonisolated(unsafe)`: iteration `half` writes `shared[half]` alone, and the
                // buffer is read only after concurrentPerform has returned.
                nonisolated(unsafe) let shared = halves
                DispatchQueue.concurrentPerform(iterations: 2) { half in
                    shared[half] = (half == 0 ? 0..<middle : middle..<count).sorted(by: compare)
                }
            }
        }
        let (first, second) = (halves[0], halves[1])
        var merged: [Int] = []
        merged.reserveCapacity(count)
        var i = 0, j = 0
        while i < first.count, j < second.count {
            // The second half's goes first only when strictly smaller: equals keep their order.
            if areInIncreasingOrder(second[j], first[i]) {
                merged.append(second[j])
                j += 1
            } else {
                merged.append(first[i])
                i += 1
            }
        }
        merged += first[i...]
        merged += second[j...]
        return merged
    }
}
