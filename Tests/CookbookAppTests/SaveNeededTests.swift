import CookbookApp
import Foundation
import Navigation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// Whether a step is worth saving has one rule, made once in `update`: the state file's
/// content changed (`SavedState(before) != SavedState(after)`). Four hand-written comparisons
/// used to decide it, and they disagreed: a refused timer key asked for a save, the finish page
/// asked twice, a jump that went nowhere grew the history without saving it.
@Suite("Saving: exactly when the saved place changed")
struct SaveNeededTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    private let start = 1_800_000_000.0

    /// How many times `effects` asks for a save, and whether that ask comes first.
    private func saves(_ effects: [Effect]) -> (count: Int, first: Bool) {
        (effects.filter { $0 == .saveState }.count, effects.first == .saveState)
    }

    @Test func everyStepAsksOnceAndFirstWhenTheSavedPlaceChangedAndOtherwiseNever() {
        var state = AppState.started(width: 120, height: 30, env: env)
        let events: [Event] = [.clock(wall: start, monotonic: start)] + AppFixtures.keys("jjl+uu").map(Event.key)
            + [.key(.enter), .key(.character("c")), .key(.character("j")), .key(.character(" ")), .key(.character("n")), .key(.character("n"))]
            + AppFixtures.keys("Ttea 3m").map(Event.key) + [.key(.enter), .clock(wall: start + 200, monotonic: start + 200)]
            + AppFixtures.keys("xPPXhhb2/egg").map(Event.key) + [.key(.escape), .resize(width: 60, height: 20), .key(.character("f")),
               .key(.character("?")), .key(.character("?")), .key(.control("o")), .key(.control("n")), .resize(width: 160, height: 48)]
        var asked = 0
        for event in events {
            let before = SavedState(state)
            let effects = state.update(event, env: env)
            let changed = SavedState(state) != before
            let (count, first) = saves(effects)
            #expect(count == (changed ? 1 : 0), "\(event): \(effects)")
            #expect(first == changed, "\(event): the save comes first")
            asked += count
        }
        #expect(asked >= 10, "the sequence moves the place often enough to mean something")
    }

    @Test func theFinishPageClearingAnEndedTimerAsksForOneSave() throws {
        let folder = try CookFolder(["Rice.cook": CookModeTests.rice])
        let env = AppEnvironment(store: try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("save-needed")))
        var state = AppState.started(width: 100, height: 30, env: env)
        _ = state.update(.clock(wall: start, monotonic: start), env: env)
        state.type("lcnj", env: env)                                    // step 2 sets the rice's timer
        #expect(state.type("t", env: env) == [.saveState])
        state.type("j", env: env)                                       // step 3
        _ = state.update(.clock(wall: start + 800, monotonic: start + 800), env: env)
        #expect(state.type("j", env: env) == [.saveState], "the finish page, the rice's timer cleared: one save, not one for each")
        #expect(state.cook.timers.isEmpty && state.overlays.status?.text == "Cleared rice.")
    }

    @Test func aTimerKeyThatChangesNothingAsksForNoSave() {
        var state = AppState.started(width: 100, height: 30, env: env)
        #expect(state.type("P", env: env) == [] && state.overlays.status?.text == "No timer is running; T sets one.")
        #expect(state.type("X", env: env) == [] && state.overlays.status?.text == "No timer to cancel.")
        #expect(state.type("x", env: env) == [] && state.overlays.status?.text == "No timer has ended; X cancels the newest.")
    }

    @Test func theSidebarShownOrHiddenIsNotSaved() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("jll", env: env)                                     // focus on the recipe, which stays shown
        #expect(state.type("b", env: env) == [] && state.overlays.status?.text == "Sidebar hidden; b shows it.")
        #expect(state.type("b", env: env) == [])
    }

    @Test func aWallClockDriftingUnderASecondIsNoChangeWorthSaving() {
        var state = AppState.started(width: 100, height: 30, env: env)
        _ = state.update(.clock(wall: start, monotonic: start), env: env)
        state.type("Ttea 3m", env: env)
        #expect(state.press([.enter], env: env) == [.saveState], "a new timer is saved")
        let saved = SavedState(state)
        #expect(state.update(.clock(wall: start + 2.4, monotonic: start + 2), env: env) == [], "the clocks slewed apart by 0.4 s")
        #expect(SavedState(state) == saved)
        #expect(state.update(.clock(wall: start + 5, monotonic: start + 3), env: env) == [.saveState], "2 s apart: the end by the wall clock moves, and is saved")
        #expect(SavedState(state).timers?.first?.endsAt == start + 182)
    }

    @Test func aJumpThatLandsWhereItStartedLeavesTheHistoryAlone() {
        var state = AppState.started(width: 160, height: 48, env: env)
        #expect(state.type("h", env: env) == [] && state.overlays.status?.text == "Already at the top.")
        #expect(state.history.entries.isEmpty, "nothing was visited")
        #expect(state.press([.control("o")], env: env) == [] && state.overlays.status?.text == NavigationError.historyAtStart.description)
        #expect(state.history.entries.isEmpty, "a step back that cannot be made records nothing")
        state.type("jl", env: env)                                      // a real jump: both places
        #expect(state.history.entries.count == 2)
    }
}
