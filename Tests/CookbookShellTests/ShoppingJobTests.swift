import CookbookApp
@testable import CookbookShell
import Foundation
import Testing

/// Issue #30: the shopping list's work runs on a worker, one change at a time and in the order
/// asked, while the session loop goes on; each outcome rings the loop's doorbell when it is
/// ready (issue #33), and is taken then.
@Suite("Shopping: the list is worked out off the session loop")
struct ShoppingJobTests {
    /// Whether `doorbell` rings within `milliseconds` (a poll on it, as the session's).
    private func rings(_ doorbell: Doorbell, within milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: doorbell.descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) == 1
    }

    /// Takes outcomes until `count` came, each after the doorbell rang (the loop's part),
    /// waiting at most ten seconds for each.
    private func outcomes(_ job: ShoppingJob, _ doorbell: Doorbell, _ count: Int) -> [Event] {
        var taken: [Event] = []
        while taken.count < count, rings(doorbell, within: 10_000) {
            doorbell.answer()
            while let event = job.take() { taken.append(event) }
        }
        return taken
    }

    @Test func workRunsOnTheWorkerInOrderWhileTheLoopGoesOn() {
        let doorbell = Doorbell(), job = ShoppingJob(doorbell: doorbell), gate = DispatchSemaphore(value: 0)
        job.start { gate.wait(); return .notice("first", isWarning: false) }
        job.start { .notice("second", isWarning: false) }
        // The first is held on the worker: the loop is not, and nothing is ready yet.
        #expect(job.isBusy && job.isWorking)
        #expect(job.take() == nil)
        gate.signal()
        #expect(outcomes(job, doorbell, 2) == [.notice("first", isWarning: false), .notice("second", isWarning: false)])
        #expect(!job.isBusy && !job.isWorking)
    }

    /// The loop's poll wakes when the work ends, and not before: no slice of time passes
    /// between the outcome and the loop taking it, and nothing wakes the loop meanwhile.
    @Test func anOutcomeRingsTheLoopsDoorbellWhenItIsReady() {
        let doorbell = Doorbell(), job = ShoppingJob(doorbell: doorbell), gate = DispatchSemaphore(value: 0)
        job.start { gate.wait(); return .notice("done", isWarning: false) }
        #expect(!rings(doorbell, within: 50), "nothing rings while the work is held")
        gate.signal()
        #expect(rings(doorbell, within: 10_000), "the end of the work rings")
        #expect(job.take() == .notice("done", isWarning: false))
        #expect(doorbell.answer() && !rings(doorbell, within: 0), "answered, the doorbell is quiet again")
    }

    @Test func quittingWaitsForEveryChangeAsked() {
        let job = ShoppingJob(doorbell: nil), written = Written()
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
