import RecipeStore

/// One kitchen timer (issue #18): a name, how long it runs, and when it ends. While the app
/// runs it counts on the monotonic clock (`Event.clock`), so setting the wall clock neither
/// rings it early nor stretches it; its end by the wall clock is kept in step only to be saved,
/// so quitting, a crash or a closed terminal lose nothing. A paused timer keeps what is left
/// instead of an end.
public struct CookTimer: Hashable, Codable, Sendable {
    /// Tells timers apart in the bar and in the keys that act on them.
    public let id: Int
    /// `rice`, or `timer` when the step gave none.
    public let name: String
    /// How long it was set for, in seconds.
    public let duration: Double
    /// When it ends (seconds since 1970), while running: what is saved, for a restart.
    public private(set) var endsAt: Double?
    /// When it ends on the monotonic clock, while running; nil for one restored from a file
    /// until the first reading of the clocks (`read`).
    public private(set) var runsUntil: Double?
    /// What was left when it was paused, while paused.
    public private(set) var pausedLeft: Double?
    /// Whether its end has been rung (bell, notification), so it rings once.
    public var rung: Bool
    /// The recipe it was started for in cook mode (its finish page clears it), if any.
    public var recipe: RecipeID?

    /// The saved fields (the monotonic end means nothing to another process).
    private enum CodingKeys: String, CodingKey {
        case id, name, duration, endsAt, pausedLeft, rung, recipe
    }

    /// A timer `name` of `duration` seconds started when the clocks read `wall` (seconds since
    /// 1970) and `monotonic`.
    public init(id: Int, name: String, duration: Double, wall: Double, monotonic: Double) {
        self.id = id
        self.name = name
        self.duration = duration
        endsAt = wall + duration
        runsUntil = monotonic + duration
        pausedLeft = nil
        rung = false
        recipe = nil
    }

    /// Whether it is paused.
    public var isPaused: Bool { pausedLeft != nil }

    /// Seconds left when the monotonic clock reads `now` (never below zero; a restored timer
    /// not yet read against the clocks shows its length at most).
    public func left(at now: Double) -> Double {
        if let pausedLeft { return pausedLeft }
        guard let runsUntil else { return duration }
        return max(0, runsUntil - now)
    }

    /// Whether it has run out at monotonic `now` (a paused timer never has).
    public func isFinished(at now: Double) -> Bool { !isPaused && (runsUntil ?? .infinity) <= now }

    /// Seconds since it ended at monotonic `now` (0 while it runs).
    public func late(at now: Double) -> Double { runsUntil.map { max(0, now - $0) } ?? 0 }

    /// Takes a reading of both clocks. A timer restored from a file starts counting on the
    /// monotonic clock from its saved end; an end further away than its length (the wall clock
    /// was set back since, or the file was edited) is taken as its length from now. A running
    /// timer's wall-clock end then follows the monotonic one, so a save holds what is left; it
    /// moves only when the two clocks drifted a second or more apart (the wall one is slewed by
    /// fractions of a second all the time), so a reading is not a change worth saving.
    public mutating func read(wall: Double, monotonic: Double) {
        guard !isPaused, let endsAt else { return }
        let end = runsUntil ?? monotonic + min(endsAt - wall, duration)
        runsUntil = end
        let wallEnd = wall + (end - monotonic)
        if !(abs(wallEnd - endsAt) < 1) { self.endsAt = wallEnd }
    }

    /// Stops the clock, keeping what is left at monotonic `now`.
    public mutating func pause(at now: Double) {
        guard !isPaused, !isFinished(at: now) else { return }
        pausedLeft = left(at: now)
        endsAt = nil
        runsUntil = nil
    }

    /// Starts the clock again with what was left, when the clocks read `wall` and `monotonic`.
    public mutating func resume(wall: Double, monotonic: Double) {
        guard let left = pausedLeft else { return }
        endsAt = wall + left
        runsUntil = monotonic + left
        pausedLeft = nil
    }

    /// `rice 11:42`, `bread 1:05:00`, `rice paused 11:42`, `rice done`: what the bar shows.
    public func label(at now: Double) -> String {
        if isFinished(at: now) { return "\(name) done" }
        return name + (isPaused ? " paused " : " ") + Self.clock(left(at: now))
    }

    /// `11:42`, `1:05:00`: seconds as a countdown reads, rounded up (a timer with 0.4 s left
    /// shows 0:01, not 0:00).
    public static func clock(_ seconds: Double) -> String {
        let total = seconds.isFinite ? Int(min(max(seconds, 0), 999 * 3_600).rounded(.up)) : 0, hours = total / 3_600, minutes = total / 60 % 60, rest = total % 60
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(two(minutes)):\(two(rest))"
    }

    /// `10m`, `1h30`, `90s`, `1h 30m`, `5 min`, `2 hours`, `2:30`, `45` (minutes): a duration as
    /// a cook types it, in seconds; nil for anything else (or nothing, or over a week). Worked
    /// out in floating point and checked before anything is made whole, so no input can trap.
    public static func duration(parsing text: String) -> Double? {
        // Words of units become their letters (`5 min` → `5m`); spaces go.
        let letters: [String: String] = ["hours": "h", "hour": "h", "hrs": "h", "hr": "h", "minutes": "m", "minute": "m", "mins": "m",
                                         "min": "m", "seconds": "s", "second": "s", "secs": "s", "sec": "s"]
        var typed = "", word = ""
        for character in text.lowercased() + " " {
            if character.isLetter { word.append(character); continue }
            typed += letters[word] ?? word
            word = ""
            if character != " " { typed.append(character) }
        }
        guard !typed.isEmpty else { return nil }
        let limit = Double(StepTimer.longest)
        if typed.contains(":") {
            let parts = typed.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
            guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? false }) else { return nil }
            let values = parts.map { $0! }
            let seconds = values.count == 2 ? values[0] * 60 + values[1] : values[0] * 3_600 + values[1] * 60 + values[2]
            return seconds > 0 && seconds <= limit ? seconds : nil
        }
        var total = 0.0, number = "", sawUnit = false, lastUnit = 60.0
        for character in typed {
            if character.isNumber || character == "." {
                number.append(character)
                continue
            }
            let unit: Double
            switch character {
            case "h": unit = 3_600
            case "m": unit = 60
            case "s": unit = 1
            default: return nil
            }
            guard let value = Double(number), value.isFinite else { return nil }
            total += value * unit
            number = ""
            sawUnit = true
            lastUnit = unit
        }
        if !number.isEmpty {
            guard let value = Double(number), value.isFinite else { return nil }
            // `1h30`: the bare number after hours is minutes; `45` alone is minutes.
            total += value * (sawUnit ? (lastUnit == 3_600 ? 60 : 1) : 60)
        }
        return total.isFinite && total > 0 && total <= limit ? total : nil
    }

    /// Whether the timer is one the app could have made: a length up to a week, an end time or
    /// what is left within reach. A saved timer that is not is dropped on restore.
    public var isSane: Bool {
        guard duration.isFinite, duration > 0, duration <= Double(StepTimer.longest), !name.isEmpty else { return false }
        if let endsAt { return endsAt.isFinite && endsAt > 0 && endsAt < 1e11 }
        if let pausedLeft { return pausedLeft.isFinite && pausedLeft >= 0 && pausedLeft <= duration }
        return false
    }

    /// This timer under another id (ids are renumbered on restore).
    public func numbered(_ id: Int) -> CookTimer {
        var copy = CookTimer(id: id, name: name, duration: duration, wall: 0, monotonic: 0)
        copy.endsAt = endsAt
        copy.runsUntil = runsUntil
        copy.pausedLeft = pausedLeft
        copy.rung = rung
        copy.recipe = recipe
        return copy
    }
}
