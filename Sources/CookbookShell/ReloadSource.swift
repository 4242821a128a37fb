import RecipeStore
import Synchronization

/// What a re-read of the collection while the session runs came to.
public enum Reload {
    /// The collection changed: `store` replaces the one shown; `changedFiles` were parsed
    /// again; `notes` say what else happened (a damaged cache rebuilt …).
    case changed(store: any RecipeStore, changedFiles: Int, notes: [String])
    /// The collection could not be checked (`reason`); the one shown stays.
    case failed(reason: String)
}

/// Where a session learns that the collection was read again (a folder checked in the
/// background after a first frame from the cache; live reload next). Like `LinkSource`, it is
/// polled between short waits for keys while work is under way.
public protocol ReloadSource: AnyObject {
    /// Whether a re-read is under way (the session then waits for keys in short slices).
    var isWorking: Bool { get }
    /// The outcome of a re-read, handed over once; nil when there is none (yet) or nothing changed.
    func takeReload() -> Reload?
}

/// No re-reads: the collection is what was opened.
public final class NoReloads: ReloadSource {
    /// Nothing.
    public init() {}
    /// Never.
    public var isWorking: Bool { false }
    /// Never.
    public func takeReload() -> Reload? { nil }
}

/// Checks a Cooklang folder against the cache its first frame came from, on a worker thread:
/// one walk of the folder, and when anything was added, edited or removed, the update
/// `FolderCache.refreshed` makes (only the changed files parsed).
final class FolderRefresh: ReloadSource {
    /// The worker's outcome, shared with it.
    private final class Outcome: Sendable {
        let state = Mutex<(working: Bool, reload: Reload?)>((true, nil))
    }

    private let outcome = Outcome()
    private var worker: PosixThread?

    /// Starts checking `folder` against what `cache` wrote with `stamp`.
    init(folder: String, cache: FolderCache, stamp: UInt64) {
        let outcome = outcome
        worker = PosixThread {
            var notes: [String] = []
            let reload: Reload?
            do {
                reload = try cache.refreshed(folder: folder, since: stamp) { notes.append($0) }
                    .map { .changed(store: $0.store, changedFiles: $0.parsedFiles, notes: notes) }
            } catch {
                reload = .failed(reason: "\(error)")
            }
            nonisolated(unsafe) let handed = reload
            outcome.state.withLock { $0 = (false, handed) }
        }
        if worker?.started != true { outcome.state.withLock { $0.working = false } }
    }

    /// Working until the outcome has been taken: a result that came between a look and this
    /// question still counts, so the session keeps polling for it.
    var isWorking: Bool { outcome.state.withLock { $0.working || $0.reload != nil } }

    func takeReload() -> Reload? {
        outcome.state.withLock { state in
            defer { state.reload = nil }
            nonisolated(unsafe) let reload = state.reload
            return reload
        }
    }
}
