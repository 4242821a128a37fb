import CookbookApp

/// The shopping list's work off the session loop (issue #30): a change written and the list
/// worked out again (recipe references expanded over the whole collection) on a thread of its
/// own, one at a time, changes asked meanwhile queued in order; each outcome rings the loop
/// awake (`Doorbell`) when it is ready, so keys, timers and redraws go on meanwhile.
final class ShoppingJob {
    private let outcome: Mailbox<Event>
    private var worker: PosixThread?
    private var waiting: [() -> Event] = []
    /// A work started whose outcome is not taken yet.
    private var running = false

    /// A job whose outcomes ring `doorbell` (the session's `EventInbox`; nil: none to wake).
    init(doorbell: Doorbell?) { outcome = Mailbox(ringing: doorbell) }

    /// Whether work runs, waits, or has an outcome not yet taken.
    var isWorking: Bool { !waiting.isEmpty || running }

    /// Whether work runs or waits now (its outcome not come yet).
    var isBusy: Bool { !waiting.isEmpty || (running && !outcome.isFull) }

    /// Runs `work` on the worker once the work asked before it has ended.
    func start(_ work: @escaping () -> Event) {
        waiting.append(work)
        next()
    }

    /// The next outcome, once, when its work has ended; the next work waiting is started.
    func take() -> Event? {
        guard let ended = outcome.take() else { return nil }
        running = false
        next()
        return ended
    }

    /// Starts the first work waiting unless one runs or its outcome waits to be taken.
    private func next() {
        guard !waiting.isEmpty, !running else { return }
        let work = waiting.removeFirst(), mailbox = outcome
        running = true
        worker?.join()
        worker = PosixThread { mailbox.put(work()) }
        if worker?.started != true { outcome.put(.shoppingNotSaved(reason: "the system made no thread for it")) }
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
