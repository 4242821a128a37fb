/// The places the user visited, like a browser's history or vim's jump list: a bounded list of
/// whole navigation states (paths, stacks, split views, …), oldest first, with the position of
/// the current one. `back()` and `forward()` move along it and return the state to restore.
///
/// The caller records the new state after every navigation change. Restoring is not a visit:
/// after `back()` or `forward()` the caller applies the returned entry and may record it as
/// usual, because recording the entry equal to `current` does nothing.
///
/// ```swift
/// history.record(state)                 // after every change
/// state = try history.back()            // ctrl-o; then record(state) is a no-op
/// ```
///
/// Repeated places are kept as visited (as in a browser; vim instead moves a repeated jump to
/// the end): A → B → A records `[A, B, A]`, so going back retraces the visits in order. Only a
/// state equal to the current entry is not recorded again.
///
/// Invariants: `1 <= limit`, `entries.count <= limit`, and `position` is an index of `entries`
/// (or `0` when there are none). Misuse throws a `NavigationError` and changes nothing.
public struct NavigationHistory<Entry: Equatable & Sendable>: Equatable, Sendable {
    /// The bound used when none is given: the 100 most recent places.
    public static var defaultLimit: Int { 100 }

    /// The recorded places, oldest first.
    public private(set) var entries: [Entry]
    /// The index in `entries` of the current place; `0` when the history is empty.
    public private(set) var position: Int
    /// The most places kept; recording beyond it drops the oldest. At least 1.
    public let limit: Int

    /// An empty history keeping the `defaultLimit` (100) most recent places.
    public init() {
        entries = []
        position = 0
        limit = Self.defaultLimit
    }

    /// An empty history keeping the `limit` most recent places; throws `invalidHistory` when
    /// `limit` is less than 1.
    public init(limit: Int) throws(NavigationError) {
        try self.init(entries: [], position: 0, limit: limit)
    }

    /// A history holding `entries` (oldest first) with the entry at `position` current, e.g. a
    /// restored one or the expected value in a test.
    ///
    /// Throws `invalidHistory` when `limit` is less than 1 or `position` is not an index of
    /// `entries` (it must be `0` when `entries` is empty). More entries than `limit` are
    /// trimmed, keeping the current one: the oldest go first, then the furthest forward.
    public init(entries: [Entry], position: Int, limit: Int = NavigationHistory.defaultLimit) throws(NavigationError) {
        guard limit >= 1 else {
            throw .invalidHistory(reason: "the limit must be at least 1 but is \(limit)")
        }
        if entries.isEmpty {
            guard position == 0 else {
                throw .invalidHistory(reason: "the position is \(position) but must be 0 when there are no entries")
            }
        } else {
            guard entries.indices.contains(position) else {
                throw .invalidHistory(reason: "the position \(position) is not an index of the \(entries.count) entries (0...\(entries.count - 1))")
            }
        }
        let excess = max(0, entries.count - limit)
        let dropOldest = min(excess, position)
        let dropNewest = excess - dropOldest
        self.entries = Array(entries[dropOldest..<(entries.count - dropNewest)])
        self.position = position - dropOldest
        self.limit = limit
    }

    /// The current place, or nil when nothing has been recorded.
    public var current: Entry? { entries.isEmpty ? nil : entries[position] }

    /// Whether there is an earlier place to go back to.
    public var canGoBack: Bool { position > 0 }

    /// Whether there is a later place to go forward to (only after going back).
    public var canGoForward: Bool { position < entries.count - 1 }

    /// Records `entry` as the new current place; call it after every navigation change.
    ///
    /// - An entry equal to `current` is not recorded (so recording a restored state is a no-op).
    /// - After going back, the later places are dropped first, as in a browser.
    /// - An entry equal to an earlier, non-current place is appended again.
    /// - Beyond `limit` the oldest places are dropped; the new entry stays current.
    public mutating func record(_ entry: Entry) {
        guard entry != current else { return }
        if !entries.isEmpty { entries.removeSubrange((position + 1)...) }
        entries.append(entry)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        position = entries.count - 1
    }

    /// Moves to the previous place and returns it for the caller to restore. Throws
    /// `historyAtStart` (and changes nothing) when there is no earlier place.
    public mutating func back() throws(NavigationError) -> Entry {
        guard canGoBack else { throw .historyAtStart }
        position -= 1
        return entries[position]
    }

    /// Moves to the next place (one that was left by going back) and returns it for the caller
    /// to restore. Throws `historyAtEnd` (and changes nothing) when there is no later place.
    public mutating func forward() throws(NavigationError) -> Entry {
        guard canGoForward else { throw .historyAtEnd }
        position += 1
        return entries[position]
    }

    /// The same history with every entry transformed, e.g. paths into their codable
    /// representations for saving, and back again when restoring. Positions and the limit are
    /// kept; the first error thrown by `transform` is rethrown.
    public func map<T: Equatable & Sendable, E: Error>(_ transform: (Entry) throws(E) -> T) throws(E) -> NavigationHistory<T> {
        var mapped: [T] = []
        mapped.reserveCapacity(entries.count)
        for entry in entries { mapped.append(try transform(entry)) }
        return NavigationHistory<T>(unchecked: mapped, position: position, limit: limit)
    }

    /// A history from parts already known to satisfy the invariants.
    private init(unchecked entries: [Entry], position: Int, limit: Int) {
        self.entries = entries
        self.position = position
        self.limit = limit
    }
}
