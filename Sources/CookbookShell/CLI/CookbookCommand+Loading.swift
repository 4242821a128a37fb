#if canImport(Glibc)
import Glibc
#endif
import CookbookApp
import RecipeStore
import Synchronization
import Terminal
import TerminalCurses

extension CookbookCommand {
    /// The browser's collection, opened behind the loading screen when it takes long
    /// (`LoadingScreen`): the store, the terminal if the screen took it, and the load's notes
    /// (a rebuilt cache…) that came while the screen was up, for the status line; `reloads`
    /// starts the watcher (the browser calls it once its first frame is drawn).
    enum BrowsingLoad {
        /// `reloads` starts what brings the collection as it is now (the store may have come
        /// from the cache without looking at the folder).
        case loaded(any RecipeStore, backend: NcursesBackend?, notes: [String], reloads: () -> any ReloadSource)
        case failed(CollectionError, backend: NcursesBackend?, notes: [String])
        case quit(backend: NcursesBackend?, notes: [String])
    }

    /// Notes from the load: written to stderr while the shell has the terminal, kept once the
    /// loading screen has taken it (a write then would tear the screen).
    private final class LoadNotes: Sendable {
        private let state = Mutex<(screenTaken: Bool, kept: [String])>((false, []))

        func add(_ note: String) {
            let written = state.withLock { state -> Bool in
                if state.screenTaken { state.kept.append(note) }
                return !state.screenTaken
            }
            if written { writeStandardError("cookbook: \(Sanitizer.escaped(note))\n") }
        }

        /// From now on notes are kept (the screen is about to be taken), or written again.
        func takeScreen(_ taken: Bool = true) { state.withLock { $0.screenTaken = taken } }

        var kept: [String] { state.withLock { $0.kept } }
    }

    /// Opens `collection` for the browser. With `fromCache`, a folder with a cache opens from
    /// it at once (no walk) and is checked, then watched, for changes in the background (`FolderWatcher`).
    /// A JSON file that opens without a slow step (`CollectionOpener.openQuickly`) opens here;
    /// otherwise a folder still loading after 0.05 s gets the loading screen, when the terminal
    /// can show one (else it is simply waited for).
    static func openForBrowsing(_ collection: String, cacheDirectory: String?, fromCache: Bool, environment: [String: String],
                                theme: Theme, keymap: Keymap, signals: any SignalSource) -> BrowsingLoad {
        let isFolder = CollectionOpener.isFolder(collection)
        if fromCache, isFolder, let cacheDirectory {
            let cache = FolderCache(directory: cacheDirectory)
            if let cached = cache.openCached(folder: collection) {
                return .loaded(cached.store, backend: nil, notes: [],
                               reloads: { FolderWatcher(collection: collection, cache: cache, stamp: cached.stamp) })
            }
        }
        // A JSON file under the index threshold, or with a fresh index, opens in a moment: on
        // this thread, without starting the loader's.
        // Its identity before the read: a change after it is seen when watching starts.
        let loaded = isFolder ? nil : FolderWatcher.identity(of: collection)
        if !isFolder, let store = CollectionOpener.openQuickly(path: collection, cacheDirectory: cacheDirectory) {
            return .loaded(store, backend: nil, notes: [], reloads: {
                FolderWatcher(collection: collection, cache: nil, stamp: nil, checkFirst: false, loaded: loaded)
            })
        }
        let notes = LoadNotes()
        let canShow = isFolder && terminalProblem(environment: environment) == nil
        let outcome = LoadingScreen.run(folder: collection, delay: 0.05, signals: signals, keymap: keymap, openBackend: { () -> NcursesBackend? in
            guard canShow else { return nil }
            notes.takeScreen()  // before ncurses starts: a note written while it does would tear the screen
            guard let backend = try? NcursesBackend(monochrome: !(environment["NO_COLOR"] ?? "").isEmpty, theme: theme) else {
                notes.takeScreen(false)
                return nil
            }
            return backend
        }, load: { progress throws(CollectionError) in
            try CollectionOpener.open(path: collection, cacheDirectory: cacheDirectory, loadProgress: progress) { notes.add($0) }
        })
        switch outcome {
        case let .loaded(store, backend):
            // Watched from now on: a folder from the cache just written, a JSON file as it is.
            let cache = isFolder ? cacheDirectory.map(FolderCache.init(directory:)) : nil
            // Just read whole: nothing to check against the cache, only changes from now on.
            let watcher = { FolderWatcher(collection: collection, cache: cache, stamp: cache.flatMap { $0.openCached(folder: collection)?.stamp },
                                          checkFirst: false, loaded: loaded) }
            return .loaded(store, backend: backend, notes: notes.kept, reloads: watcher)
        case let .failed(error, backend): return .failed(error, backend: backend, notes: notes.kept)
        case let .quit(backend): return .quit(backend: backend, notes: notes.kept)
        }
    }
}
