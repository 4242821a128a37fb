#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RecipeStore

/// The clocks the browser and the commands read, one for the whole program: the wall clock
/// (what is saved is dated by it), the monotonic one timers count on (`MonotonicClock`), and
/// today — the wall clock's day where the user is, or the day `COOKBOOK_TODAY=2026-03-08` fixes
/// (tests and demonstrations: the Plan tab opens on that day, pantry expiry counts from it).
/// Nothing else reads the date.
public struct AppClock {
    /// Now on the wall clock.
    public let wall: () -> Date
    /// Seconds on the clock that only moves forward.
    public let monotonic: () -> Double
    /// The day `COOKBOOK_TODAY` fixes, nil to read it from `wall`.
    public let fixedToday: PantryDate?

    /// The system's clocks, today fixed to `fixedToday` when given.
    public init(wall: @escaping () -> Date = Date.init, monotonic: @escaping () -> Double = MonotonicClock.seconds,
                fixedToday: PantryDate? = nil) {
        self.wall = wall
        self.monotonic = monotonic
        self.fixedToday = fixedToday
    }

    /// The system's clocks with today from `COOKBOOK_TODAY` when set; a value that is no date
    /// (`YYYY-MM-DD`) is refused, naming it.
    public init(environment: [String: String]) throws(Options.Failure) {
        guard let text = environment["COOKBOOK_TODAY"], !text.isEmpty else { self.init(); return }
        guard let day = PantryDate(parsing: text) else {
            throw Options.Failure(message: "COOKBOOK_TODAY=\(text) is not a date like 2026-03-08")
        }
        self.init(fixedToday: day)
    }

    /// Today: the fixed day, else the wall clock's day in the local time zone.
    public func today() -> PantryDate { fixedToday ?? PantryDate(localUnixTime: wall().timeIntervalSince1970) }

    /// Every clock at once, as `update` is told them (before each key, and each second timers run).
    public var reading: (wall: Double, monotonic: Double, today: PantryDate) {
        let now = wall().timeIntervalSince1970
        return (now, monotonic(), fixedToday ?? PantryDate(localUnixTime: now))
    }
}
