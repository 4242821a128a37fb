import CookbookApp
import CookbookShell
import Foundation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// The real session loop on the text backend: keys, resizes, ticks, saving and its failures,
/// Ctrl-L, Ctrl-Z and signals, all without a terminal.
@Suite("Session loop on the text backend")
struct SessionTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    /// A failed write, as the file system would report it.
    struct WriteFailure: Error, CustomStringConvertible { let description: String }

    /// Records every save; fails them while `failing` says why.
    final class Recorder: StateSaving, FavouritesSaving {
        var saves: [SavedState] = []
        var failing: String?
        var favourites: [RecipeID] = ["someone-elses"]
        func save(_ state: SavedState) throws {
            if let failing { throw WriteFailure(description: "state.json: cannot save: \(failing)") }
            saves.append(state)
        }
        func apply(_ change: FavouritesChange) throws(FavouritesFile.Failure) -> [RecipeID] {
            if let failing { throw .cannotSave(path: "favourites.json", reason: failing) }
            favourites = change.applied(to: favourites)
            return favourites
        }
    }

    /// A signal that arrives once the backend has read `after` of its keys (never by default).
    final class ScriptedSignals: SignalSource {
        let backend: TextBackend
        let after: Int
        let queued: Int
        init(backend: TextBackend, after: Int = .max) {
            self.backend = backend
            self.after = after
            queued = backend.pendingKeys.count
        }
        func pending() -> Int32 { queued - backend.pendingKeys.count >= after ? SIGTERM : 0 }
    }

    /// A clock the test moves.
    final class Clock { var now = Date(timeIntervalSince1970: 1_000_000) }

    private func session(_ backend: TextBackend, recorder: Recorder, clock: Clock = Clock(), signals: SignalSource? = nil) -> Session<TextBackend> {
        Session(env: env, state: AppState(width: 80, height: 24), backend: backend, signals: signals ?? ScriptedSignals(backend: backend),
                stateStore: recorder, favourites: recorder, clock: AppClock(wall: { clock.now }))
    }

    @Test func keysDriveTheStateAndQuitSavesOnce() {
        let backend = TextBackend(width: 100, height: 30, keys: [.character("j"), .character("l"), .character("q")])
        let recorder = Recorder()
        let session = session(backend, recorder: recorder)
        #expect(session.run() == 0)
        #expect(backend.frame.lines[1].contains("Desserts (5)"), "the last frame shows the opened category")
        #expect(recorder.saves.count == 2, "the first change saves at once, quitting saves the rest")
        #expect(recorder.saves.last?.tabs["browse"]?.path.items.contains("\"desserts\"") == true)
    }

    @Test func savesAreDebouncedToOneASecondAndFlushedWhenIdle() {
        let clock = Clock()
        let backend = TextBackend(width: 80, height: 24, keys: [.character("j"), .character("j"), .character("k"), nil, .character("q")])
        let recorder = Recorder()
        var reads = 0
        backend.beforeRead = {
            reads += 1
            if reads == 4 { clock.now += 1.5 }       // the timeout comes after a quiet second
        }
        let session = session(backend, recorder: recorder, clock: clock)
        #expect(session.run() == 0)
        // The first frame's preview saves at once; j, j and k come within the second and wait;
        // the idle timeout after a quiet second flushes them; quitting saves once more.
        #expect(recorder.saves.map { $0.tabs["browse"]?.positions.first?.cursor } == [0, 1, 1])
    }

    @Test func aFailedSaveIsShownAndTheExitStatusIsOne() {
        let backend = TextBackend(width: 120, height: 24, keys: [.character("j"), .character("q")])
        let recorder = Recorder()
        recorder.failing = "No space left on device"
        let clock = Clock()
        backend.beforeRead = { clock.now += 2 }           // every key comes after a quiet second
        let session = session(backend, recorder: recorder, clock: clock)
        #expect(session.run() == 1)
        #expect(session.saveFailure == "cannot save where you were: state.json: cannot save: No space left on device")
        #expect(backend.frame.lines[23].contains("Cannot save where you are: state.json: cannot save: No space left on device"))
    }

    @Test func favouritesAreMergedAndFailuresSaid() {
        let backend = TextBackend(width: 160, height: 24, keys: [.character("j"), .character("l"), .character("l"), .character("f"), .character("3"), .character("q")])
        let recorder = Recorder()
        #expect(session(backend, recorder: recorder).run() == 0)
        #expect(recorder.favourites == ["someone-elses", "apfelkuchen"], "merged with what another instance saved")

        let failing = TextBackend(width: 160, height: 24, keys: [.character("j"), .character("l"), .character("l"), .character("f"), .character("q")])
        let broken = Recorder()
        broken.failing = "Read-only file system"
        _ = session(failing, recorder: broken).run()
        #expect(failing.frame.lines[23].contains("Not saved: favourites.json cannot be saved (Read-only file system); the change lasts until you quit."))
    }

    @Test func resizeRedrawAndSuspendReachTheBackend() {
        let backend = TextBackend(width: 160, height: 48, keys: [.character("j"), .resize, .control("l"), .control("z"), .character("q")])
        var reads = 0
        backend.beforeRead = {
            reads += 1
            if reads == 2 { backend.size = (60, 20) }
        }
        let recorder = Recorder()
        #expect(session(backend, recorder: recorder).run() == 0)
        #expect(backend.frame.width == 60 && backend.frame.height == 20, "frames follow the new size")
        #expect(backend.redrawCount == 1)
        #expect(backend.suspendCount == 1)
        #expect(recorder.saves.count >= 2, "suspending saves first")
    }

    @Test func aSignalEndsTheLoopAndSaves() {
        let backend = TextBackend(width: 80, height: 24, keys: [.character("j"), .character("j"), .character("j"), .character("j")])
        let recorder = Recorder()
        let signals = ScriptedSignals(backend: backend, after: 2)
        #expect(session(backend, recorder: recorder, signals: signals).run() == 0)
        #expect(recorder.saves.last?.tabs["browse"]?.positions.first?.cursor == 2, "both keys read before the signal are saved")
        #expect(backend.pendingKeys.count == 2, "nothing is read after the signal")
    }

    @Test func aLinkFromAnotherCookbookChangesTheFrameWhileWaitingForKeys() {
        /// Links that arrive while the backend waits: one after its second read.
        final class ScriptedLinks: LinkSource {
            var calls = 0
            var isListening: Bool { true }
            func pendingLinks() -> [String] {
                calls += 1
                return calls == 2 ? ["cookbook://recipe/mapo-tofu"] : []
            }
        }
        let backend = TextBackend(width: 160, height: 48, keys: [.character("j"), nil, .character("q")])
        let links = ScriptedLinks()
        let recorder = Recorder()
        let session = Session(env: env, state: AppState(width: 80, height: 24), backend: backend, signals: ScriptedSignals(backend: backend),
                              stateStore: recorder, favourites: recorder, links: links, clock: AppClock(wall: { Date(timeIntervalSince1970: 1_000_000) }))
        #expect(session.run() == 0)
        #expect(backend.frame.lines[0].contains("麻婆豆腐"), "the frame before q shows the linked recipe:\n\(backend.frame.lines.joined(separator: "\n"))")
        #expect(backend.frame.lines[47].contains("Opened cookbook://recipe/mapo-tofu from another cookbook"))
        #expect(recorder.saves.last?.tabs["browse"]?.path.items.contains("\"mapo-tofu\"") == true, "quitting saves where the link went")
    }
}
