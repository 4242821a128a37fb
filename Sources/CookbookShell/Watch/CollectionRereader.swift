import RecipeStore

/// Reads a watched collection again for `FolderWatcher`, on its workers: for a folder with a
/// cache, the incremental update from the last stamp (`FolderCache.refreshed`: only the
/// changed files parsed); else the whole collection. Used by one worker at a time (the watcher
/// starts the next reading only once it has taken the last one's outcome), so its stamp needs
/// no lock.
final class CollectionRereader {
    private let collection: String
    private let isFolder: Bool
    private let cache: FolderCache?
    /// The cache's stamp the last reading came from (nil: none yet).
    private(set) var stamp: UInt64?

    /// A reader of `collection` through `cache` (a folder's), from `stamp`.
    init(collection: String, cache: FolderCache?, stamp: UInt64?) {
        self.collection = collection
        isFolder = CollectionOpener.isFolder(collection)
        self.cache = cache
        self.stamp = stamp
    }

    /// Reads the collection again: what changed, or nil when a folder's cache says nothing did.
    func reread() -> Reload? {
        var notes: [String] = []
        do {
            guard isFolder, let cache else {
                let store = try CollectionOpener.open(path: collection, cacheDirectory: nil) { notes.append($0) }
                return .changed(store: store, changedFiles: 1, notes: notes)
            }
            if let known = stamp {
                guard let fresh = try cache.refreshed(folder: collection, since: known, note: { notes.append($0) }) else { return nil }
                stamp = fresh.stamp
                return .changed(store: fresh.store, changedFiles: fresh.parsedFiles, notes: notes)
            }
            let store = try cache.open(folder: collection) { notes.append($0) }
            stamp = cache.openCached(folder: collection)?.stamp       // from now on, only what changes
            return .changed(store: store, changedFiles: 0, notes: notes)
        } catch {
            return .failed(reason: "\(error)")
        }
    }
}
