import CookbookApp
@testable import CookbookShell
import Foundation
import Testing

/// Issue #30: the shopping list's work runs on a worker, one change at a time and in the order
/// asked, while the session loop goes on; its outcomes are taken when they are ready.
@Suite("Shopping: the list is worked out off the session loop")
struct ShoppingJobTests {
    /// Takes outcomes until `count` came (the loop's part), waiting at most ten seconds.
    private func outcomes(_ job: ShoppingJob, _ count: Int) -> [Event] {
        var taken: [Event] = []
        let deadline = Date().addingTimeInterval(10)
        while taken.count < count, Date() < deadline {
            if let event = job.take() { taken.append(event) } else { usleep(1_000) }
        }
        return taken
    }

    @Test func workRunsOnTheWorkerInOrderWhileTheLoopGoesOn() {
        let job = ShoppingJob(), gate = DispatchSemaphore(value: 0)
        job.start { gate.wait(); return .notice("first", isWarning: false) }
        job.start { .notice("second", isWarning: false) }
        // The first is held on the worker: the loop is not, and nothing is ready yet.
        #expect(job.isBusy && job.isWorking)
        #expect(job.take() == nil)
        gate.signal()
        #expect(outcomes(job, 2) == [.notice("first", isWarning: false), .notice("second", isWarning: false)])
        #expect(!job.isBusy && !job.isWorking)
    }

    @Test func quittingWaitsForEveryChangeAsked() {
        let job = ShoppingJob(), written = Written()
        for index in 0..<3 { job.start { written.add(index); return .tick } }
        job.finish()
        #expect(written.all == [0, 1, 2] && !job.isBusy)
    }

    /// What the work wrote, from the worker.
    final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int] = []
        func add(_ value: Int) { lock.lock(); values.append(value); lock.unlock() }
        var all: [Int] { lock.lock(); defer { lock.unlock() }; return values }
    }
}
