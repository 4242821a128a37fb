import CTerminal
import Foundation
import RecipeStore
import Terminal

/// One run of the interactive browser: the loop of render → draw → key → update, and the
/// effects `update` asks for. The terminal is given back on every way out: `q`, Ctrl-C,
/// SIGINT, SIGTERM, SIGHUP (the loop ends cleanly), and fatal signals (the C handler restores
/// the saved terminal settings).
final class BrowserSession {
    private let env: AppEnvironment
    private var state: AppState
    private let favouritesPath: String?
    private let monochrome: Bool

    init(env: AppEnvironment, favourites: [RecipeID], favouritesPath: String?, monochrome: Bool, status: StatusMessage?) {
        self.env = env
        self.favouritesPath = favouritesPath
        self.monochrome = monochrome
        state = AppState(width: 80, height: 24, favourites: favourites)
        state.status = status
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
        defer { backend.close() }
        let size = backend.size
        state.resize(width: size.width, height: size.height, env: env)
        while cterminal_pending_signal() == 0, !state.quitRequested {
            backend.draw(AppView.render(state, env: env))
            guard let key = backend.readKey(timeoutMilliseconds: -1) else { continue }
            if key == .resize {
                let size = backend.size
                state.resize(width: size.width, height: size.height, env: env)
                continue
            }
            for effect in state.update(key, env: env) { perform(effect) }
        }
        return 0
    }

    private func perform(_ effect: Effect) {
        switch effect {
        case .saveFavourites:
            guard let favouritesPath else { return }
            do {
                try FavouritesFile.save(state.favourites, path: favouritesPath)
            } catch {
                state.status = StatusMessage("\(error)", isWarning: true)
            }
        case .saveState, .quit:
            break
        }
    }
}
