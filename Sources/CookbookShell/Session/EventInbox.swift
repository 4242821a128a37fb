#if canImport(Glibc)
import Glibc
#endif

/// The session's one wait (issue #33): the terminal, the signal self-pipe, the link server's
/// and the folder watcher's descriptors and the workers' doorbell are waited on by one `poll`,
/// whose timeout is the nearest deadline only (a timer's next second, a save due, a burst of
/// changes gone quiet) or none at all. Nothing is looked for in time slices: with no timer
/// running, an idle browser does not wake.
final class EventInbox {
    /// Rung by the session's own workers (an import, the shopping list, a ranking) when their
    /// outcome is ready.
    let doorbell = Doorbell()
    /// How many waits have ended, for whatever reason: the wake-ups tests and the bench count.
    private(set) var wakeUps = 0

    /// What a wait found ready.
    struct Ready: Equatable {
        /// The terminal has input (or hung up).
        var input = false
        /// A signal arrived (the self-pipe has bytes).
        var signal = false
        /// Anything else: a link, a change on disk, a worker's outcome.
        var other = false
    }

    /// Waits until `input`, `signal`, the doorbell or one of `others` is readable, or
    /// `timeoutMilliseconds` pass (negative: no timeout); an interrupted wait returns at once,
    /// with nothing ready. Reads nothing: each owner empties its own descriptor.
    func wait(input: Int32?, signal: Int32?, others: [Int32], timeoutMilliseconds: Int) -> Ready {
        var entries = [input ?? -1, signal ?? -1, doorbell.descriptor].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        entries += others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let timeout = Int32(clamping: timeoutMilliseconds < 0 ? -1 : timeoutMilliseconds)
        let count = poll(&entries, nfds_t(entries.count), timeout)
        wakeUps += 1
        guard count > 0 else { return Ready() }
        return Ready(input: entries[0].revents != 0, signal: entries[1].revents != 0,
                     other: entries[2...].contains { $0.revents != 0 })
    }

    /// The wait's timeout for `deadlines` (milliseconds from now; nil: none): the nearest, never
    /// below 0; -1 (no timeout) when there is none.
    static func timeout(_ deadlines: [Int?]) -> Int {
        deadlines.compactMap { $0.map { max(0, $0) } }.min() ?? -1
    }
}
