#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import CookbookApp
import Navigation
import RecipeStore
import Terminal
import TerminalCurses

extension CookbookCommand {
    /// The browser. Every check of the command line, link and environment comes first; only
    /// then is anything on disk changed (`--reset`, moving a damaged state file aside).
    /// `backend` is the terminal the loading screen already took, if it did: every early
    /// return gives it back before saying why. `loadNotes` are the load's notes it held back;
    /// `reloads` starts what brings the collection as it is now (once the first frame is drawn);
    /// `clock` the clocks the session reads (today fixed by `COOKBOOK_TODAY`).
    static func browse(store: any RecipeStore, collection: CollectionKey, options: Options, environment: [String: String],
                       paths: XDGPaths, config: UserConfig, signals: any SignalSource, backend taken: NcursesBackend?,
                       loadNotes: [String], reloads: @escaping () -> any ReloadSource, clock: AppClock) -> Int32 {
        var taken = taken
        /// Gives the terminal back (if taken), then prints `message`; returns `status`.
        func stop(_ status: Int32, _ message: String) -> Int32 {
            taken?.close()
            taken = nil
            printError(message)
            return status
        }
        var env = AppEnvironment(store: store, keymap: config.keymap)
        env.isOneFile = !CollectionOpener.isFolder(collection.realPath)
        let statePath: String
        let favouritesPath: String
        let legacyStatePath: String?
        do {
            // One saved place per collection (like SwiftUI's per-scene storage); --state names one file.
            statePath = try options.state ?? paths.placeFile(for: collection)
            legacyStatePath = options.state == nil ? try paths.stateFile() : nil
            favouritesPath = try paths.favouritesFile()
        } catch {
            return stop(1, "\(error)")
        }
        if case let .open(url) = options.command {
            var probe = AppState(width: 80, height: 24)
            do throws(NavigationError) { try AppLinks.router(env: env).open(url, in: &probe) } catch {
                return stop(2, error.description)
            }
        }
        // Issue #13: a Cookbook already browsing this collection takes the link (LinkClient).
        if case let .open(url) = options.command {
            switch LinkClient.send(url, collection: collection.realPath, environment: environment) {
            case .opened:
                taken?.close()
                writeAll("opened in the running Cookbook\n", to: STDOUT_FILENO)
                return 0
            case let .refused(message): return stop(2, message)
            case .noServer: break
            }
        }
        if let problem = StateFile.unusable(statePath) {
            return stop(2, "cannot use \(statePath) as the state file: \(problem); it is left alone. Give --state a file path.")
        }
        if taken == nil, let problem = terminalProblem(environment: environment) {
            return stop(2, problem)
        }
        let stateFile = StateFile(path: statePath)
        var migrated: String?
        if let legacyStatePath, !options.noRestore {
            // The single state.json of earlier versions becomes the place of the first collection opened.
            migrated = StateFile.migrate(from: legacyStatePath, to: statePath)
        }
        if options.reset {
            do { try stateFile.delete() } catch {
                return stop(2, "--reset: cannot delete \(error)")
            }
        }
        var state = AppState(width: 80, height: 24)
        var messages: [StatusMessage] = loadNotes.map { StatusMessage($0, isWarning: true) }
        if let migrated { messages.append(StatusMessage(migrated)) }
        if let problem = config.problems.first {
            let more = config.problems.count > 1 ? " (and \(config.problems.count - 1) more: cookbook check-config)" : ""
            messages.append(StatusMessage("\(problem)\(more); using the default keys and colours.", isWarning: true))
        }
        let favourites = FavouritesFile(path: favouritesPath)
        var favouritesProblem: FavouritesFile.Failure?
        do {
            let loaded = try favourites.load()
            state.favourites = loaded.favourites
            favouritesProblem = loaded.readOnly
        } catch {
            favouritesProblem = error
        }
        if let favouritesProblem { messages.append(StatusMessage("Favourites: \(favouritesProblem); changes will not be saved.", isWarning: true)) }
        var saveTo: StateFile? = options.noRestore ? nil : stateFile
        if !options.noRestore {
            switch stateFile.load() {
            case .none: break
            case let .saved(saved):
                let restored = saved.restore(into: state, env: env)
                state = restored.state
                if restored.cut > 0 {
                    messages.append(StatusMessage("Where you were was more than \(SavedState.maximumDepth) screens deep; the first \(SavedState.maximumDepth) are back.", isWarning: true))
                }
                if restored.dropped > 0 {
                    messages.append(StatusMessage("\(restored.dropped) saved recipe\(restored.dropped == 1 ? "" : "s") no longer exist\(restored.dropped == 1 ? "s" : ""); the rest of where you were is back.", isWarning: true))
                }
            case let .movedAside(to, reason):
                messages.append(StatusMessage("The saved state was unusable (\(reason)); it was moved to \(to). Starting fresh.", isWarning: true))
            case let .stuck(reason):
                saveTo = nil
                messages.append(StatusMessage("The saved state is unusable (\(reason)); it is left alone and this session is not saved.", isWarning: true))
            }
        }
        if case let .open(url) = options.command {
            do throws(NavigationError) { try AppLinks.router(env: env).open(url, in: &state) } catch {
                return stop(2, error.description)
            }
        }
        // Only what the status line shows: counts and the first problem (not the whole list).
        if let message = startMessage(store.issueSummary) { messages.append(message) }
        for message in messages { state.overlays.status = message }   // the last is shown; the log keeps all
        let backend: NcursesBackend
        if let taken {
            backend = taken
        } else {
            do {
                backend = try NcursesBackend(monochrome: !(environment["NO_COLOR"] ?? "").isEmpty, theme: config.theme)
            } catch {
                return stop(2, "\(error)")
            }
        }
        // Issue #13: serve links from `cookbook open` for this collection while browsing
        // (LinkServer), from the first frame on, as the watcher.
        var links: LinkServer?
        let background = { () -> BackgroundSources in
            do throws(LinkServer.Failure) { links = try LinkServer.start(collection: collection.realPath, environment: environment) } catch {
                return BackgroundSources(reloads: reloads(), notice: "Links from `cookbook open` cannot reach this Cookbook: \(error)")
            }
            return BackgroundSources(links: links ?? NoLinks(), reloads: reloads())
        }
        let session = Session(env: env, state: state, backend: backend, signals: signals, stateStore: saveTo,
                              favourites: favouritesProblem == nil ? favourites : nil, favouritesProblem: favouritesProblem.map { "\($0)" },
                              shopping: (try? shoppingFiles(collection: collection.realPath, paths: paths)).map { ShoppingKeeper(files: $0, collection: collection.realPath, today: clock.today) },
                              editor: RecipeEditor(collection: collection.realPath, cacheDirectory: try? paths.cacheDirectory(), environment: environment),
                              environment: environment, background: background, clock: clock)
        let status = session.run()
        links?.stop()
        backend.close()
        if let failure = session.saveFailure { printError(failure) }
        return status
    }

    /// The status line's note on a collection with problems (`The collection loaded with 1
    /// error, 3 warnings, e.g. …`), or nil when it has none.
    static func startMessage(_ summary: IssueSummary) -> StatusMessage? {
        guard let first = summary.first, !summary.isEmpty else { return nil }
        return StatusMessage("The collection loaded with \(CheckReport.tally(summary)), e.g. \(first)", isWarning: true)
    }
}
