#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FilePath {
    /// Creates `path` and its missing parents with `permissions`.
    public static func createDirectories(_ path: String, permissions: mode_t) throws(Failure) {
        guard !path.isEmpty, path != "/" else { return }
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure(path: path, reason: "it is not a directory", isMissing: false) }
            return
        }
        try createDirectories(directory(of: path), permissions: permissions)
        guard mkdir(path, permissions) == 0 || errno == EEXIST else { throw Failure(path: path, reason: errorText(), isMissing: false) }
    }

    /// Flushes a directory's entries (after a rename) so the new name survives a power cut.
    package static func syncDirectory(_ path: String) {
        let fd = open(path.isEmpty ? "." : path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// The name of the entry `readdir` returned, as bytes (without the closing NUL), read in
    /// place. The record `readdir` hands out is only as long as its name (`d_reclen`), not the
    /// whole `struct dirent`: `entry.pointee.d_name` copies all 256 bytes of the array, reading
    /// past the record — and, for the last entry of a full directory buffer, past the buffer,
    /// which crashes when that buffer ends where mapped memory does (a thread's malloc arena).
    public static func entryName(_ entry: UnsafePointer<dirent>) -> [UInt8] {
        guard let offset = MemoryLayout<dirent>.offset(of: \.d_name) else { preconditionFailure("d_name is a stored field") }
        let name = (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self)
        return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
    }

    /// The entries of a directory (without `.` and `..`, in no particular order), nil when it
    /// cannot be read.
    public static func names(in directory: String) -> [String]? {
        guard let handle = opendir(directory.isEmpty ? "." : directory) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = String(decoding: entryName(entry), as: UTF8.self)
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether `path` is a directory; with `followingLinks` false a symbolic link to one is not
    /// (so a walk down a tree cannot be led back up it).
    public static func isDirectory(_ path: String, followingLinks: Bool = true) -> Bool {
        var info = stat()
        return (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The regular files under `root`, by path relative to it, sorted by their bytes: every
    /// folder below is walked, symbolic links neither followed nor listed; none when `root`
    /// cannot be read. For tools that take every file of a folder (benchmarks, fuzz seeds).
    public static func files(under root: String) -> [String] {
        var found: [String] = [], folders = [""]
        while let folder = folders.popLast() {
            for name in names(in: folder.isEmpty ? root : root + "/" + folder) ?? [] {
                let relative = folder.isEmpty ? name : folder + "/" + name
                var info = stat()
                guard lstat(root + "/" + relative, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: folders.append(relative)
                case S_IFREG: found.append(relative)
                default: break
                }
            }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Removes `path` and, when it is a folder, everything in it (symbolic links removed, never
    /// followed); what cannot be removed is left. For scratch folders a process made itself.
    public static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in names(in: path) ?? [] { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
