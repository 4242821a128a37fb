import CookbookApp
import CTerminal
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import RecipeStore
import Terminal

/// One run of the interactive browser: render → draw → key → update, and the effects.
///
/// Every way out ends the loop and saves: `q`, Ctrl-C (a key in raw mode), SIGINT, SIGTERM,
/// SIGHUP (the C handler records the signal; the blocking read returns). Navigation is also
/// saved while running — at most once a second, and after a second of quiet — so a `kill -9`
/// or a crash loses at most the last second. Fatal signals restore the terminal in C.
final class BrowserSession {
    private let env: AppEnvironment
    private var state: AppState
    private let favourites: FavouritesFile?
    private var favouritesProblem: FavouritesFile.Failure?
    private let stateFile: StateFile?
    private let monochrome: Bool
    private var lastSave = Date.distantPast
    private var unsaved = false
    private var saveError: String?

    init(env: AppEnvironment, state: AppState, favourites: FavouritesFile?, favouritesProblem: FavouritesFile.Failure?,
         stateFile: StateFile?, monochrome: Bool) {
        self.env = env
        self.state = state
        self.favourites = favourites
        self.favouritesProblem = favouritesProblem
        self.stateFile = stateFile
        self.monochrome = monochrome
    }

    /// Runs until quit or a terminating signal; returns the exit status.
    func run() -> Int32 {
        cterminal_install_signal_handlers()
        let backend: NcursesBackend
        do {
            backend = try NcursesBackend(monochrome: monochrome)
        } catch {
            CookbookCommand.printError("\(error)")
            return 2
        }
        let size = backend.size
        state.resize(width: size.width, height: size.height, env: env)
        while cterminal_pending_signal() == 0, !state.quitRequested {
            backend.draw(AppView.render(state, env: env))
            guard let key = backend.readKey(timeoutMilliseconds: unsaved ? 1000 : -1) else {
                if unsaved { save() }
                continue
            }
            if key == .resize {
                let size = backend.size
                state.resize(width: size.width, height: size.height, env: env)
                continue
            }
            for effect in state.update(key, env: env) { perform(effect) }
        }
        save()
        backend.close()
        if let saveError {
            CookbookCommand.printError(saveError)
            return 1
        }
        return 0
    }

    private func perform(_ effect: Effect) {
        switch effect {
        case let .saveFavourites(change):
            guard let favourites, favouritesProblem == nil else {
                state.status = StatusMessage("Not saved: \(favouritesProblem.map { "\($0)" } ?? "no favourites file"); the change lasts until you quit.", isWarning: true)
                return
            }
            do {
                state.favourites = try favourites.apply(change)
            } catch {
                if case .cannotSave = error {} else { favouritesProblem = error }
                state.status = StatusMessage("Not saved: \(error); the change lasts until you quit.", isWarning: true)
            }
        case .saveState:
            unsaved = true
            if Date().timeIntervalSince(lastSave) >= 1 { save() }
        case .quit:
            break
        }
    }

    /// Writes the state file now (atomically); a failure is shown and reported at exit.
    private func save() {
        guard let stateFile else { return }
        do {
            try stateFile.save(SavedState(state))
            saveError = nil
        } catch {
            saveError = "cannot save where you were: \(error)"
            state.status = StatusMessage("Cannot save where you are: \(error)", isWarning: true)
        }
        lastSave = Date()
        unsaved = false
    }
}
