import CookbookApp
import Terminal

/// The loop's one wait: the next key, or what came meanwhile (links, a collection read
/// again, a worker's outcome), and how long the wait may last before the loop has work to do.
extension Session {
    /// How long a shopping list may be worked out before the list says it is working.
    static var noticeMilliseconds: Int { 200 }

    /// The next key, or nil when the wait ended without one: its deadline came, a signal
    /// came, or a link, a collection read again or a worker's outcome came (applied here).
    func nextKey() -> Key? {
        guard let input = backend.inputDescriptor else {
            // A backend without a descriptor (the tests' text backend) waits in `readKey`; what
            // came meanwhile is taken after it.
            let key = backend.readKey(timeoutMilliseconds: waitMilliseconds())
            takeArrivals()
            return key
        }
        while true {
            // Keys ncurses read ahead (a paste, keys typed while a frame was drawn) and a resize
            // are there though the descriptor says nothing: none is left when the loop waits.
            if let key = backend.readKey(timeoutMilliseconds: 0) { return key }
            let ready = inbox.wait(input: input, signal: signalWake, others: links.descriptors + reloads.descriptors,
                                   timeoutMilliseconds: waitMilliseconds())
            if ready.signal { signals.answerWake() }
            let arrived = takeArrivals()
            if ready.input || ready.signal { return backend.readKey(timeoutMilliseconds: 0) }
            // Woken by something that brought nothing to show (a file beside the recipes
            // written, a burst of changes begun): the wait goes on, until its new deadline.
            if arrived || !ready.other { return nil }
        }
    }

    /// How long the loop may wait (milliseconds; -1: for ever): while timers show, until the
    /// next whole second or a timer's end; while something is unsaved, a second (one tick a
    /// second at most); until the watcher must read a burst of changes; until a shopping list
    /// still being worked out should say so.
    private func waitMilliseconds() -> Int {
        var deadlines: [Int?] = [unsaved ? 1000 : nil, reloads.wakeAfterMilliseconds]
        if !state.cook.timers.isEmpty {
            // The next whole second, or a timer's end if that comes first (it rings on time).
            let time = monotonic()
            let nextEnd = state.cook.timers.compactMap { $0.isPaused || $0.rung ? nil : $0.left(at: time) }.filter { $0 > 0 }.min()
            let untilSecond = 1 - time.truncatingRemainder(dividingBy: 1)
            deadlines.append(max(20, Int((min(untilSecond, nextEnd ?? untilSecond) * 1000).rounded(.up))))
        }
        if shoppingJob.isBusy, !shoppingNoticed { deadlines.append(Self.noticeMilliseconds) }
        return EventInbox.timeout(deadlines)
    }
}
