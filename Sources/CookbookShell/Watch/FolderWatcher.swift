import FileSystem
import Glibc
import RecipeStore

/// Live reload (issue #19): watches a collection with inotify — every folder of a Cooklang
/// collection (new sub-folders are watched as they appear), or the folder of a JSON file — and,
/// once a burst of changes has been quiet for `quiet` seconds (an editor's save dance, a `git
/// pull` touching 500 files), reads the collection again on a worker (`CollectionRereader`):
/// for a folder, the incremental update. It first checks the folder against the cache the
/// first frame came from.
///
/// Nothing here waits: the inotify descriptor and the workers' doorbell are among the
/// descriptors the session's one poll waits on, the end of a burst's quiet spell is one of its
/// deadlines, and the session calls `takeReload` when either comes.
final class FolderWatcher: ReloadSource {
    /// Seconds without events before a burst counts as over.
    static let quiet = 0.3

    /// What a worker hands back: the watches (made on the first worker, once), a reading, and
    /// a sentence to show.
    private struct Handed {
        var inotify: Inotify?
        var reload: Reload?
        var notice: String?
    }

    private let doorbell = Doorbell()
    private let handed: Mailbox<Handed>
    private let reader: CollectionRereader
    private let clock: () -> Double
    private var worker: PosixThread?
    /// A worker runs, its outcome not taken yet.
    private var running = false
    private var inotify: Inotify?
    /// The changes not read yet: when the first came and when the last did (monotonic seconds).
    private var burst: (first: Double, last: Double)?
    private var reload: Reload?
    private var notice: String?

    /// Watches `collection` (a folder, read through `cache` from `stamp`, or a JSON file);
    /// with `checkFirst`, the folder is first compared with the cache (a first frame from it).
    /// `loaded` is a JSON file's identity when it was read (`identity(of:)`): a file changed
    /// between then and the start of watching is read again at once. `clock`: monotonic seconds.
    init(collection: String, cache: FolderCache?, stamp: UInt64?, checkFirst: Bool = true, loaded: [Int64]? = nil,
         clock: @escaping () -> Double = MonotonicClock.seconds) {
        handed = Mailbox(ringing: doorbell)
        reader = CollectionRereader(collection: collection, cache: cache, stamp: stamp)
        self.clock = clock
        let isFolder = CollectionOpener.isFolder(collection), reader = reader, handed = handed
        running = true
        worker = PosixThread {
            // Watching starts before the first check, so a change made while it runs is not missed.
            let name = isFolder ? nil : String(collection.split(separator: "/").last ?? "")
            let inotify = Inotify(root: isFolder ? collection : Self.directory(of: collection), recursive: isFolder, only: name)
            var reload: Reload?
            if checkFirst, stamp != nil { reload = reader.reread() }                   // the cache against the folder, once
            if let loaded, Self.identity(of: collection) != loaded { reload = reader.reread() }  // a JSON file changed since it was read
            let notice = inotify == nil
                ? "Changes made outside Cookbook are not seen (the system refused to watch the folder); R reads the collection again."
                : inotify?.problem
            handed.put(Handed(inotify: inotify, reload: reload, notice: notice))
        }
        if worker?.started != true {
            running = false
            notice = "Changes made outside Cookbook are not seen (the system made no thread to read them); R reads the collection again."
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

    /// The inotify descriptor (once the watches are made) and the workers' doorbell.
    var descriptors: [Int32] { [doorbell.descriptor, inotify?.descriptor ?? -1].filter { $0 >= 0 } }

    /// Until the burst's quiet spell ends (or, while something keeps writing, `quiet` × 5 after
    /// its first change, so changes still show); nil when no burst waits or a reading runs
    /// (its end rings the doorbell).
    var wakeAfterMilliseconds: Int? {
        guard !running, let due = dueTime else { return nil }
        return max(0, Int(((due - clock()) * 1000).rounded(.up)))
    }

    private var dueTime: Double? { burst.map { min($0.last + Self.quiet, $0.first + Self.quiet * 5) } }

    /// Changes are seen and not read yet, a reading runs, or one waits to be taken.
    var isReading: Bool { running || burst != nil || reload != nil || handed.isFull }

    func takeReload() -> Reload? {
        look()
        defer { reload = nil }
        return reload
    }

    /// A sentence to show once (watching is impossible, or only in part), handed over once.
    func takeNotice() -> String? {
        look()
        defer { notice = nil }
        return notice
    }

    /// Takes what a worker handed back, reads the events waiting, and starts a reading when a
    /// burst has been quiet long enough and none runs. Never waits.
    private func look() {
        doorbell.answer()
        if let outcome = handed.take() {
            running = false
            if let watches = outcome.inotify { inotify = watches }
            if let said = outcome.notice { notice = said }
            if let read = outcome.reload { reload = read }
        }
        if let inotify, let relevant = inotify.readAvailable() {
            // The first change that matters starts a burst; any event after it keeps it going.
            let now = clock()
            if burst != nil { burst?.last = now } else if relevant { burst = (now, now) }
        }
        guard !running, let due = dueTime, clock() >= due else { return }
        burst = nil
        running = true
        worker?.join()
        let reader = reader, handed = handed
        worker = PosixThread { handed.put(Handed(reload: reader.reread())) }
        if worker?.started != true { handed.put(Handed(reload: .failed(reason: "the system made no thread to read it"))) }
    }
}
