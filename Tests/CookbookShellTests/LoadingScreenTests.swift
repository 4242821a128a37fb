@testable import CookbookShell
import CookbookApp
import Dispatch
import Foundation
@testable import RecipeStore
import Terminal
import Testing
import TestSupport

/// The screen a slow first load shows (issue #15): it appears only when the load is still
/// going after the delay, counts the files, and `q`, Ctrl-C or a signal leave at once.
@Suite("Loading screen")
struct LoadingScreenTests {
    /// A load that reads 3 of 10 files, signals `ready` (when given), then waits until
    /// `release` is signalled.
    private func slowLoad(release: DispatchSemaphore, ready: DispatchSemaphore? = nil, fail: Bool = false)
        -> (LoadProgress) throws(CollectionError) -> any RecipeStore {
        { progress throws(CollectionError) in
            progress.begin(10)
            for _ in 0..<3 { progress.advance() }
            ready?.signal()
            release.wait()
            if fail { throw .notFound(path: "/recipes", tried: "the folder holds no .cook files") }
            return MemoryRecipeStore(RecipeCollection(title: "Recipes", categories: [], recipes: []))
        }
    }

    @Test func aQuickLoadNeverTakesTheTerminal() {
        var opened = false
        let outcome = LoadingScreen.run(folder: "/home/cook/Recipes", delay: 5, signals: SettableSignals(), openBackend: { () -> TextBackend? in
            opened = true
            return TextBackend(width: 80, height: 24)
        }, load: { _ throws(CollectionError) in MemoryRecipeStore(RecipeCollection(title: "R", categories: [], recipes: [])) })
        guard case let .loaded(store, backend) = outcome else { Issue.record("\(outcome)"); return }
        #expect(store.recipeCount == 0)
        #expect(backend == nil && !opened, "a load done within the delay shows nothing")
    }

    @Test func aSlowLoadShowsItsProgressAndQLeaves() {
        let release = DispatchSemaphore(value: 0), ready = DispatchSemaphore(value: 0)
        let backend = TextBackend(width: 60, height: 12, keys: [nil, nil, .character("x"), .character("q")])
        var counted = false
        backend.beforeRead = {  // the last frames must show the worker's counts
            if !counted { ready.wait(); counted = true }
        }
        let outcome = LoadingScreen.run(folder: "/home/cook/Recipes", delay: 0, signals: SettableSignals(), openBackend: { backend },
                                        load: slowLoad(release: release, ready: ready))
        defer { release.signal() }
        guard case .quit = outcome else { Issue.record("\(outcome)"); return }
        #expect(backend.frameCount == 4, "one frame per wait, other keys ignored")
        let text = backend.frame.lines.joined(separator: "\n")
        #expect(text.contains("Reading Recipes"))
        #expect(text.contains("3 of 10 files"))
        #expect(text.contains("q quit"))
    }

    /// The keymap's quit key leaves (and is the one named); a key no longer bound to quit does not.
    @Test func theUsersQuitKeyLeaves() throws {
        let release = DispatchSemaphore(value: 0), ready = DispatchSemaphore(value: 0)
        let keymap = try Keymap.defaults.overriding([(action: .quit, keys: [.character("x")])])
        let backend = TextBackend(width: 60, height: 12, keys: [nil, .character("q"), .character("x"), nil])
        var counted = false
        backend.beforeRead = { if !counted { ready.wait(); counted = true } }
        let outcome = LoadingScreen.run(folder: "/r", delay: 0, signals: SettableSignals(), keymap: keymap, openBackend: { backend },
                                        load: slowLoad(release: release, ready: ready))
        defer { release.signal() }
        guard case .quit = outcome else { Issue.record("\(outcome)"); return }
        #expect(backend.pendingKeys.count == 1, "q was read and ignored, x left")
        #expect(backend.frame.lines.contains { $0.contains("x quit") })
    }

    @Test(arguments: [Key.control("c"), nil])
    func ctrlCOrASignalLeaveToo(key: Key?) {
        let release = DispatchSemaphore(value: 0)
        let signals = SettableSignals()
        let backend = TextBackend(width: 60, height: 12, keys: [nil, key, nil, nil, nil])
        if key == nil { backend.beforeRead = { if backend.pendingKeys.count == 3 { signals.signal = SIGTERM } } }
        let outcome = LoadingScreen.run(folder: "/r", delay: 0, signals: signals, openBackend: { backend }, load: slowLoad(release: release))
        defer { release.signal() }
        guard case .quit = outcome else { Issue.record("\(outcome)"); return }
        #expect(backend.pendingKeys.count == (key == nil ? 2 : 3), "it left at the key or signal, not later")
    }

    /// Without a screen (a JSON index being built, a terminal ncurses cannot open) the wait
    /// still ends at a signal.
    @Test func withoutAScreenASignalStillLeaves() {
        let release = DispatchSemaphore(value: 0)
        let signals = SettableSignals()
        signals.signal = SIGINT
        let start = ContinuousClock.now
        let outcome = LoadingScreen.run(folder: "/r", delay: 0, signals: signals, openBackend: { () -> TextBackend? in nil },
                                        load: slowLoad(release: release))
        defer { release.signal() }
        guard case let .quit(backend) = outcome else { Issue.record("\(outcome)"); return }
        #expect(backend == nil)
        #expect(ContinuousClock.now - start < .seconds(5), "it did not wait for the load")
    }

    @Test(arguments: [false, true])
    func theEndOfASlowLoadHandsOverTheTerminal(fails: Bool) {
        let release = DispatchSemaphore(value: 0)
        let backend = TextBackend(width: 60, height: 12, keys: [nil, nil, nil, nil, nil, nil])
        backend.beforeRead = { if backend.pendingKeys.count == 4 { release.signal() } }
        let outcome = LoadingScreen.run(folder: "/r", delay: 0, signals: SettableSignals(), openBackend: { backend },
                                        load: slowLoad(release: release, fail: fails))
        switch outcome {
        case let .loaded(_, handed): #expect(!fails && handed === backend)
        case let .failed(error, handed): #expect(fails && handed === backend && "\(error)".contains("no .cook files"))
        case .quit: Issue.record("it did not quit")
        }
    }

    @Test func theFrameAtTwoSizes() {
        GoldenFrame.assert(LoadingView.render(folder: "/home/cook/Recipes", done: 1234, total: 20000, width: 80, height: 24),
                           matches: "loading-80x24")
        GoldenFrame.assert(LoadingView.render(folder: "/srv/料理のレシピ集\u{1B}[31m", done: 0, total: 0, width: 24, height: 5),
                           matches: "loading-24x5-wide-name")
    }
}
