import CookbookApp
import Foundation
import Terminal
import Testing
import TestSupport

/// Timers count on the monotonic clock (issue #30): the wall clock set forward or back while
/// they run rings nothing early and stretches nothing; a saved end further away than the
/// timer's length (the wall clock went back between two runs, or the file was edited) is
/// clamped to its length. Both clocks are the test's, moved event by event.
@Suite("Cook mode: timers when the wall clock jumps")
struct TimerClockJumpTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    private let start = 1_800_000_000.0, boot = 5_000.0, year = 365 * 86_400.0

    /// The clocks read `wall` and `monotonic`; the effects.
    @discardableResult
    private func read(_ state: inout AppState, wall: Double, monotonic: Double) -> [Effect] {
        state.update(.clock(wall: wall, monotonic: monotonic), env: env)
    }

    /// A state with a timer `T` set to `typed` when the clocks read `start` and `boot`.
    private func withTimer(_ typed: String) -> AppState {
        var state = AppState.started(width: 100, height: 30, env: env)
        read(&state, wall: start, monotonic: boot)
        state.type("T" + typed, env: env)
        _ = state.press([.enter], env: env)
        return state
    }

    private func bar(_ state: AppState) -> String { AppView.render(state, env: env).lines[state.height - 2] }

    @Test func aWallClockSetForwardRingsNothingEarly() {
        var state = withTimer("tea 3m")
        state.type("Tbread 1h", env: env)
        _ = state.press([.enter], env: env)
        #expect(read(&state, wall: start + 86_400, monotonic: boot + 10) == [.saveState], "a day ahead on the wall clock, 10 s really: nothing rings, the ends by the wall clock are saved")
        #expect(bar(state).contains("tea 02:50") && bar(state).contains("bread 59:50"))
        #expect(read(&state, wall: start + 86_400 + 170, monotonic: boot + 180) == [.saveState, .ring(title: "Cookbook", body: "tea is done")])
        #expect(bar(state).contains("bread 57:00"))
    }

    @Test func pausingAndResumingWhileTheWallClockIsAYearBackKeepsTheLength() throws {
        var state = withTimer("rice 10m")
        read(&state, wall: start - year, monotonic: boot + 60)
        #expect(bar(state).contains("rice 09:00"))
        state.type("P", env: env)
        read(&state, wall: start - year + 30, monotonic: boot + 90)
        state.type("P", env: env)
        read(&state, wall: start - year + 40, monotonic: boot + 100)
        #expect(bar(state).contains("rice 08:50"), "paused 30 s: 9 minutes less 10 s of running left")
        let saved = try #require(SavedState(state).timers?.first?.endsAt)
        #expect(saved == start - year + 40 + 530, "saved as what is left from the wall clock's now, not a year ahead")
        read(&state, wall: start + 50, monotonic: boot + 110)
        #expect(bar(state).contains("rice 08:40"), "the wall clock put right again moves nothing")
    }

    @Test func aSavedEndAYearAheadIsClampedToTheTimersLength() throws {
        var saved = SavedState(withTimer("rice 10m"))
        var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(saved)) as? [String: Any])
        var timers = try #require(json["timers"] as? [[String: Any]])
        timers[0]["endsAt"] = start + year
        json["timers"] = timers
        saved = try JSONDecoder().decode(SavedState.self, from: JSONSerialization.data(withJSONObject: json))
        var state = saved.restore(into: AppState(width: 100, height: 30), env: env).state
        #expect(read(&state, wall: start, monotonic: 42) == [.saveState], "nothing rings; the end put right is saved")
        #expect(bar(state).contains("rice 10:00"), "its length from now, not 999:00:00")
        #expect(SavedState(state).timers?.first?.endsAt == start + 600, "and saved so")
        read(&state, wall: start + 600, monotonic: 642)
        #expect(bar(state).contains("rice done"))
    }
}
