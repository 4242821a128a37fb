import FileSystem
import Glibc
import RecipeStore

/// The Linux inotify calls, for `FolderWatcher`: one descriptor, a watch per folder, and one
/// on the root's parent, so a root replaced whole (moved away and copied back, as sync tools
/// do) is found at its path again and watched anew instead of followed to where it went.
/// Made on a worker (a big tree has many folders to watch), then used by the session loop
/// alone: its descriptor is one of those the loop's poll waits on.
final class Inotify {
    /// The inotify descriptor (non-blocking): readable when something changed.
    let descriptor: Int32
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
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { return nil }
        if trimmed != "/", !rootName.isEmpty {
            let parent = FolderWatcher.directory(of: trimmed)
            let wd = inotify_add_watch(descriptor, parent, UInt32(IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ONLYDIR))
            parentWatch = wd >= 0 ? wd : nil
        }
        add(trimmed, recursive: recursive)
        // Nothing watched: deinit closes the descriptor (closing it here too would close it
        // twice, and the second time whatever another thread opened under that number since).
        guard !folders.isEmpty else { return nil }
    }

    deinit { close(descriptor) }

    /// Watches `path` and, when `recursive`, the folders under it.
    private func add(_ path: String, recursive: Bool) {
        let wd = inotify_add_watch(descriptor, path, Self.mask | UInt32(IN_ONLYDIR))
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

    /// Reads every event waiting, without waiting for more: whether one is about what is
    /// watched; nil when none was waiting (or the descriptor failed).
    func readAvailable() -> Bool? {
        var relevant: Bool?
        while let batch = readBatch() { relevant = (relevant ?? false) || batch }
        return relevant
    }

    /// Reads one buffer of events: whether one is about what is watched; nil when none was
    /// waiting (or the descriptor failed).
    private func readBatch() -> Bool? {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        while count < 0, errno == EINTR { count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) } }
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
        for wd in folders.keys { inotify_rm_watch(descriptor, wd) }
        folders = [:]
        rootWatch = nil
        add(root, recursive: recursive)
    }
}
