import FileSystem
import Glibc
import RecipeStore
import Synchronization

/// Live reload (issue #19): watches a collection with inotify — every folder of a Cooklang
/// collection (new sub-folders are watched as they appear), or the folder of a JSON file — and,
/// once a burst of changes has been quiet for `quiet` seconds (an editor's save dance, a `git
/// pull` touching 500 files), reads the collection again: for a folder, the incremental update
/// (`FolderCache.refreshed`: only the changed files parsed). It first checks the folder
/// against the cache the first frame came from.
final class FolderWatcher: ReloadSource {
    /// What the worker found, shared with it.
    private final class Outcome: Sendable {
        let state = Mutex<(reload: Reload?, notice: String?, ended: Bool)>((nil, nil, false))
    }

    private let outcome = Outcome()
    private var worker: PosixThread?
    /// Seconds without events before a burst counts as over.
    static let quiet = 0.3

    /// Watches `collection` (a folder, read through `cache` from `stamp`, or a JSON file);
    /// with `checkFirst`, the folder is first compared with the cache (a first frame from it).
    /// `loaded` is a JSON file's identity when it was read (`identity(of:)`): a file changed
    /// between then and the start of watching is read again at once.
    init(collection: String, cache: FolderCache?, stamp: UInt64?, checkFirst: Bool = true, loaded: [Int64]? = nil) {
        let outcome = outcome
        let isFolder = CollectionOpener.isFolder(collection)
        worker = PosixThread {
            var stamp = stamp
            /// Reads the collection again; hands over what changed.
            func reread() {
                var notes: [String] = []
                let reload: Reload?
                do {
                    if isFolder, let cache {
                        if let known = stamp, let fresh = try cache.refreshed(folder: collection, since: known, note: { notes.append($0) }) {
                            stamp = fresh.stamp
                            reload = .changed(store: fresh.store, changedFiles: fresh.parsedFiles, notes: notes)
                        } else if stamp == nil {
                            let store = try cache.open(folder: collection) { notes.append($0) }
                            stamp = cache.openCached(folder: collection)?.stamp       // from now on, only what changes
                            reload = .changed(store: store, changedFiles: 0, notes: notes)
                        } else {
                            reload = nil
                        }
                    } else {
                        let store = try CollectionOpener.open(path: collection, cacheDirectory: nil) { notes.append($0) }
                        reload = .changed(store: store, changedFiles: 1, notes: notes)
                    }
                } catch {
                    reload = .failed(reason: "\(error)")
                }
                guard let reload else { return }
                nonisolated(unsafe) let handed = reload
                outcome.state.withLock { $0.reload = handed }
            }
            defer { outcome.state.withLock { $0.ended = true } }     // no more to poll for
            // Watching starts before the first check, so a change made while it runs is not missed.
            let name = isFolder ? nil : String(collection.split(separator: "/").last ?? "")
            let inotify = Inotify(root: isFolder ? collection : Self.directory(of: collection), recursive: isFolder, only: name)
            if checkFirst, stamp != nil { reread() }                  // the cache against the folder, once
            if let loaded, Self.identity(of: collection) != loaded { reread() }  // a JSON file changed since it was read
            guard let inotify else {
                outcome.state.withLock { $0.notice = "Changes made outside Cookbook are not seen (the system refused to watch the folder); R reads the collection again." }
                return
            }
            if let problem = inotify.problem { outcome.state.withLock { $0.notice = problem } }
            while true {
                guard inotify.waitForChange(quiet: Self.quiet) else { return }
                reread()
            }
        }
    }

    /// A file's size, modification time and inode (nil when it cannot be looked at): what
    /// tells that a JSON collection changed between its reading and the start of watching.
    static func identity(of path: String) -> [Int64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec), Int64(bitPattern: UInt64(info.st_ino))]
    }

    /// The folder holding `file`.
    static func directory(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// At work while it watches (the session polls it between short waits for keys), and until
    /// its last reading is taken.
    var isWorking: Bool { outcome.state.withLock { !$0.ended || $0.reload != nil } }

    func takeReload() -> Reload? {
        outcome.state.withLock { state in
            defer { state.reload = nil }
            nonisolated(unsafe) let reload = state.reload
            return reload
        }
    }

    /// A sentence to show once (watching is impossible), handed over once.
    func takeNotice() -> String? {
        outcome.state.withLock { state in
            defer { state.notice = nil }
            return state.notice
        }
    }
}

/// The Linux inotify calls, for `FolderWatcher`: one descriptor, a watch per folder, and one
/// on the root's parent, so a root replaced whole (moved away and copied back, as sync tools
/// do) is found at its path again and watched anew instead of followed to where it went.
final class Inotify {
    private let fd: Int32
    private var folders: [Int32: String] = [:]
    /// The folder watched, as given, and whether the folders under it are watched too.
    private let root: String, recursive: Bool
    /// The root's name in its parent, and the parent's watch (nil: the root has no parent, or
    /// the parent cannot be watched).
    private let rootName: String
    private var parentWatch: Int32?
    /// The watch on the root itself, while there is one.
    private var rootWatch: Int32?
    /// Why some folder could not be watched (the watch limit), if so.
    private(set) var problem: String?
    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE
                                     | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    /// Only events about this name count (a JSON collection's file in its folder), if set.
    private let only: String?

    /// Watches `root` (and, when `recursive`, every folder under it that is not hidden), for
    /// events about `only` when given; nil when inotify is not there at all.
    init?(root: String, recursive: Bool, only: String? = nil) {
        self.only = only
        var trimmed = root
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        (self.root, self.recursive) = (trimmed, recursive)
        rootName = String(trimmed.split(separator: "/").last ?? "")
        fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        if trimmed != "/", !rootName.isEmpty {
            let parent = FolderWatcher.directory(of: trimmed)
            let wd = inotify_add_watch(fd, parent, UInt32(IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ONLYDIR))
            parentWatch = wd >= 0 ? wd : nil
        }
        add(trimmed, recursive: recursive)
        // Nothing watched: deinit closes the descriptor (closing it here too would close it
        // twice, and the second time whatever another thread opened under that number since).
        guard !folders.isEmpty else { return nil }
    }

    deinit { close(fd) }

    /// Watches `path` and, when `recursive`, the folders under it.
    private func add(_ path: String, recursive: Bool) {
        let wd = inotify_add_watch(fd, path, Self.mask | UInt32(IN_ONLYDIR))
        guard wd >= 0 else {
            if errno == ENOSPC, problem == nil {
                problem = "Not every folder can be watched (the system's inotify limit); R reads the collection again."
            }
            return
        }
        folders[wd] = path
        if path == root { rootWatch = wd }
        guard recursive, let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = String(decoding: FilePath.entryName(entry), as: UTF8.self)
            guard !name.hasPrefix(".") else { continue }
            // Some file systems do not say what an entry is: asked of the entry itself then.
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var info = stat()
                isFolder = lstat(path + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            guard isFolder else { continue }
            add(path + "/" + name, recursive: true)
        }
    }

    /// Waits for a change, then for `quiet` seconds without one (new folders are watched as
    /// they come); false when the descriptor fails.
    func waitForChange(quiet: Double) -> Bool {
        // The first event that matters; then any events, until a quiet spell — or, while
        // something keeps writing, at most `quiet` × 5 later, so changes still show.
        while true {
            guard let relevant = readEvents(timeoutMilliseconds: -1) else { return false }
            if relevant { break }
        }
        let limit = Self.seconds() + quiet * 5
        while Self.seconds() < limit, readEvents(timeoutMilliseconds: Int32(quiet * 1000)) != nil {}
        return true
    }

    /// A monotonic clock, in seconds.
    private static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Reads the events that come within `timeoutMilliseconds` (-1: for ever): whether one is
    /// about what is watched; nil when none came (or the descriptor failed).
    private func readEvents(timeoutMilliseconds: Int32) -> Bool? {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        var ready = poll(&poller, 1, timeoutMilliseconds)
        while ready < 0, errno == EINTR { ready = poll(&poller, 1, timeoutMilliseconds) }
        guard ready > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        var offset = 0, relevant = only == nil, replaced = false
        defer { if replaced { watchRootAgain() } }
        while offset + 16 <= count {
            let (wd, mask, length) = buffer.withUnsafeBytes { raw in
                (raw.load(fromByteOffset: offset, as: Int32.self), raw.load(fromByteOffset: offset + 4, as: UInt32.self),
                 Int(raw.load(fromByteOffset: offset + 12, as: UInt32.self)))
            }
            let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            offset += 16 + length
            // The root moved, deleted, or something new under its name: it is watched anew.
            if wd == parentWatch {
                if name == rootName { (replaced, relevant) = (true, true) }
                continue
            }
            if wd == rootWatch, mask & UInt32(IN_MOVE_SELF | IN_DELETE_SELF | IN_IGNORED) != 0 { (replaced, relevant) = (true, true) }
            // What counts: the watched file; in a folder, recipe files, folders and the folders
            // themselves (an event without a name), not notes, images or editors' swap files.
            if let only {
                if name == only { relevant = true }
            } else if name.isEmpty || name.hasSuffix(".cook") || mask & UInt32(IN_ISDIR) != 0 || mask & UInt32(IN_Q_OVERFLOW) != 0 {
                relevant = true
            }
            if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, let parent = folders[wd], !name.isEmpty {
                if !name.hasPrefix(".") { add(parent + "/" + name, recursive: true) }
            }
        }
        return relevant
    }

    /// Drops every watch under the root (they follow the folder that was there, wherever it
    /// went) and watches what is at the root's path now, if anything is yet.
    private func watchRootAgain() {
        for wd in folders.keys { inotify_rm_watch(fd, wd) }
        folders = [:]
        rootWatch = nil
        add(root, recursive: recursive)
    }
}
