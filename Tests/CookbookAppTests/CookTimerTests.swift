import CookbookApp
import Foundation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// Kitchen timers (issue #18) on a clock the test moves (`Event.clock`), never with sleeps:
/// start, count down, pause, resume, end and ring once, dismiss, cancel, survive a restart as
/// end times, and a machine that slept (the wall clock set by hand: `TimerClockJumpTests`).
@Suite("Cook mode: timers")
struct CookTimerTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    private let start = 1_800_000_000.0

    /// A state at `start` on the clock, a timer `T` set to `typed`.
    private func withTimer(_ typed: String) -> AppState {
        var state = AppState.started(width: 100, height: 30, env: env)
        _ = state.update(.clock(wall: start, monotonic: start), env: env)
        state.type("T" + typed, env: env)
        _ = state.press([.enter], env: env)
        return state
    }

    private func bar(_ state: AppState) -> String { AppView.render(state, env: env).lines[state.height - 2] }

    @Test func durationsAsCooksTypeThem() {
        let cases: [(String, Double?)] = [("10m", 600), ("1h30", 5_400), ("90s", 90), ("1h 30m", 5_400), ("2:30", 150), ("1:00:05", 3_605),
                                          ("45", 2_700), ("1.5h", 5_400), ("0m", nil), ("abc", nil), ("", nil), ("8d", nil), ("10x", nil)]
        for (text, seconds) in cases { #expect(CookTimer.duration(parsing: text) == seconds, "\(text)") }
        #expect(CookTimer.clock(720) == "12:00" && CookTimer.clock(0.4) == "00:01" && CookTimer.clock(3_905) == "1:05:05")
    }

    @Test func aTimerCountsDownRingsOnceAndIsDismissed() {
        var state = withTimer("eggs 6m")
        #expect(state.cook.timers.map(\.name) == ["eggs"] && state.overlays.status?.text == "eggs: 06:00 from now.")
        #expect(bar(state).contains("eggs 06:00"))
        #expect(state.update(.clock(wall: start + 2, monotonic: start + 2), env: env).isEmpty)
        #expect(bar(state).contains("eggs 05:58"))
        #expect(state.update(.clock(wall: start + 360, monotonic: start + 360), env: env) == [.saveState, .ring(title: "Cookbook", body: "eggs is done")],
                "rung, and saved as rung: a crash does not ring it again")
        #expect(state.update(.clock(wall: start + 361, monotonic: start + 361), env: env).isEmpty, "it rings once")
        #expect(bar(state).contains("eggs done") && state.overlays.status?.isWarning == true)
        var flashes: [Bool] = []
        for time in [start + 362, start + 363] {
            _ = state.update(.clock(wall: time, monotonic: time), env: env)
            let frame = AppView.render(state, env: env), row = state.height - 2
            flashes.append((0..<frame.width).contains { frame[$0, row].style.reverse })
        }
        #expect(flashes[0] != flashes[1], "the bar flashes until it is dismissed")
        state.type("x", env: env)
        #expect(state.cook.timers.isEmpty && !AppView.render(state, env: env).lines[state.height - 2].contains("eggs"))
    }

    @Test func pauseResumeAndCancel() {
        var state = withTimer("rice 12m")
        _ = state.update(.clock(wall: start + 60, monotonic: start + 60), env: env)
        state.type("P", env: env)
        #expect(state.cook.timers[0].isPaused && bar(state).contains("rice paused 11:00"))
        _ = state.update(.clock(wall: start + 600, monotonic: start + 600), env: env)
        #expect(bar(state).contains("rice paused 11:00"), "a paused timer keeps what is left")
        state.type("P", env: env)
        _ = state.update(.clock(wall: start + 630, monotonic: start + 630), env: env)
        #expect(bar(state).contains("rice 10:30"))
        state.type("X", env: env)
        #expect(state.cook.timers.isEmpty && state.overlays.status?.text == "Cancelled rice (10:30 left).")
    }

    @Test func timersSurviveARestartAsEndTimes() throws {
        var state = withTimer("rice 12m")
        let saved = try JSONDecoder().decode(SavedState.self, from: try JSONEncoder().encode(SavedState(state)))
        var again = saved.restore(into: AppState(width: 100, height: 30), env: env).state
        _ = again.update(.clock(wall: start + 5, monotonic: start + 5), env: env)
        #expect(bar(again).contains("rice 11:55"), "still counting after a restart")
        var late = saved.restore(into: AppState(width: 100, height: 30), env: env).state
        #expect(late.update(.clock(wall: start + 720 + 180, monotonic: start + 720 + 180), env: env) == [.saveState], "ended while the app was closed: said, not rung")
        #expect(late.overlays.status?.text == "rice finished 3 minutes ago. x dismisses it.")
        state.type("x", env: env)
        #expect(state.overlays.status?.text == "No timer has ended; X cancels the newest.")
    }

    @Test func aClockThatJumpsEndsWhatHasRunOut() {
        var state = withTimer("tea 3m")
        state.type("Tbread 1h", env: env)
        _ = state.press([.enter], env: env)
        // The machine slept for 10 minutes: the tea ended, the bread goes on.
        #expect(state.update(.clock(wall: start + 600, monotonic: start + 600), env: env) == [.saveState, .ring(title: "Cookbook", body: "tea is done")])
        #expect(bar(state).contains("tea done") && bar(state).contains("bread 50:00"))
    }

    @Test func whatIsTypedMustBeALength() {
        var state = AppState.started(width: 100, height: 30, env: env)
        state.type("Tsoon", env: env)
        _ = state.press([.enter], env: env)
        #expect(state.overlays.prompt != nil && state.cook.timers.isEmpty)
        #expect(state.overlays.status?.text == "“soon” is not a length of time; write 10m, 1h30, 90s or 2:30 (a name first if you like: eggs 6m).")
    }

    @Test func typedLengthsReadAsCooksWriteThemAndNothingTraps() {
        var state = withTimer("bread 1h 30m")
        #expect(state.cook.timers.map(\.name) == ["bread"] && state.cook.timers[0].duration == 5_400)
        for typed in ["5 min", "2 hours", "1 hr 10 mins"] { #expect(CookTimer.duration(parsing: typed) != nil, "\(typed)") }
        for typed in ["999999999999999999:00", "99999999999999999999h", "1e308s", ":", "1:2:3:4"] {
            #expect(CookTimer.duration(parsing: typed) == nil, "\(typed)")
        }
        state.type("T5 minutes of nothing", env: env)
        _ = state.press([.enter], env: env)
        #expect(AppView.render(state, env: env).lines.last?.contains("is not a length of time") == true, "the reason is on screen, not only in the log")
        state.type("x", env: env)
        #expect(AppView.render(state, env: env).lines.last?.contains("5 minutes of nothingx▏") == true, "the next key brings the answer back")
    }

    @Test func aDamagedSavedTimerIsDroppedNotTrustedOrCrashedOn() throws {
        let state = withTimer("rice 12m")
        var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(SavedState(state))) as? [String: Any])
        var timers = try #require(json["timers"] as? [[String: Any]])
        timers.append(["id": Int.max, "name": "huge", "duration": 60, "endsAt": 1e300, "rung": false])
        timers.append(["id": 7, "name": "odd", "duration": 60, "pausedLeft": -500, "rung": false])
        timers.append(["id": 8, "name": "nan", "duration": 1e300, "endsAt": start, "rung": false])
        json["timers"] = timers
        json["cookStarted"] = -1e300
        let saved = try JSONDecoder().decode(SavedState.self, from: JSONSerialization.data(withJSONObject: json))
        var restored = saved.restore(into: AppState(width: 100, height: 30), env: env).state
        #expect(restored.cook.timers.map(\.name) == ["rice"] && restored.cook.timers.map(\.id) == [1] && restored.cook.started == nil)
        restored.type("Ttea 3m", env: env)
        _ = restored.press([.enter], env: env)
        #expect(restored.cook.timers.map(\.id) == [1, 2])
    }

    @Test func cookModeIsItsOwnStateWithItsOwnUpdate() {
        var cook = CookState()
        #expect(cook.update(.clock(wall: start, monotonic: 5)) == Outcome())
        #expect(cook.update(.startTimer(name: "", seconds: 60, recipe: "rice")) == Outcome(messages: [StatusMessage("timer: 01:00 from now.")]))
        #expect(cook.update(.clock(wall: start + 60, monotonic: 65))
                == Outcome(effects: [.ring(title: "Cookbook", body: "timer is done")], messages: [StatusMessage("timer is done! x dismisses it.", isWarning: true)]))
        cook.step = 2
        #expect(cook.update(.nextPage(steps: 2, recipe: "rice")) == Outcome(messages: [StatusMessage("Cleared timer.")]), "the finish of a two-step recipe")
        #expect(cook.timers.isEmpty && cook.step == 3)
        #expect(cook.update(.nextPage(steps: 2, recipe: "rice")) == Outcome() && cook.step == 3, "nothing after the finish")
    }
}
