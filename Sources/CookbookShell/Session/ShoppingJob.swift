import CookbookApp
import Synchronization

/// The shopping list's work off the session loop (issue #30): a change written and the list
/// worked out again (recipe references expanded over the whole collection) on a thread of its
/// own, one at a time, changes asked meanwhile queued in order; the loop takes each outcome
/// when it is ready, so keys, timers and redraws go on.
final class ShoppingJob {
    private final class Shared: Sendable {
        let state = Mutex<(running: Bool, outcome: Event?)>((false, nil))
    }

    private let shared = Shared()
    private var worker: PosixThread?
    private var waiting: [() -> Event] = []

    /// Whether work runs, waits, or has an outcome not yet taken.
    var isWorking: Bool { !waiting.isEmpty || shared.state.withLock { $0.running || $0.outcome != nil } }

    /// Whether work runs or waits now (its outcome not come yet).
    var isBusy: Bool { !waiting.isEmpty || shared.state.withLock { $0.running } }

    /// Runs `work` on the worker once the work asked before it has ended.
    func start(_ work: @escaping () -> Event) {
        waiting.append(work)
        next()
    }

    /// The next outcome, once, when its work has ended; the next work waiting is started.
    func take() -> Event? {
        let outcome = shared.state.withLock { state in
            defer { state.outcome = nil }
            return state.outcome
        }
        if outcome != nil { next() }
        return outcome
    }

    /// Starts the first work waiting unless one runs or its outcome waits to be taken.
    private func next() {
        guard !waiting.isEmpty, shared.state.withLock({ !$0.running && $0.outcome == nil }) else { return }
        let work = waiting.removeFirst(), shared = shared
        shared.state.withLock { $0.running = true }
        worker?.join()
        worker = PosixThread {
            let outcome = work()
            shared.state.withLock { $0 = (false, outcome) }
        }
        if worker?.started != true {
            shared.state.withLock { $0 = (false, .shoppingNotSaved(reason: "the system made no thread for it")) }
        }
    }

    /// Runs all the work asked to its end, dropping the outcomes (at quit: every change asked
    /// is written).
    func finish() {
        while isBusy {
            worker?.join()
            _ = take()
        }
        worker?.join()
    }
}
