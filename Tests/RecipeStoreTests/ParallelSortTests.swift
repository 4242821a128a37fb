@testable import RecipeStore
import Testing
import TestSupport

/// Sorting on two cores gives the order of one stable sort: by key, equal keys in the order given.
@Suite("Sorting on two cores")
struct ParallelSortTests {
    @Test(arguments: [0, 1, 100, ParallelSort.smallest - 1, ParallelSort.smallest, 10_001])
    func theOrderIsOneStableSortsOrder(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        let keys = (0..<count).map { _ in Int(random.next() % 50) }  // many equal keys
        let sorted = ParallelSort.positions(count: count) { keys[$0] < keys[$1] }
        let expected = (0..<count).sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
        #expect(sorted == expected)
    }
}
