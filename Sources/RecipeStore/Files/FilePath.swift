#if canImport(Glibc)
import Glibc
#endif

/// The file-system operations every reader and writer of Cookbook shares (POSIX, no
/// Foundation file handles): read a whole regular file safely, make directories, move a file
/// aside under a name that never overwrites, and say what errno means.
public enum FilePath {
    /// Why a file could not be read; `reason` is for people (`not a regular file`, errno text).
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// The file.
        public let path: String
        /// What went wrong.
        public let reason: String
        /// Whether the file does not exist (a first run, not an error, for most callers).
        public let isMissing: Bool
        /// A failure reading or changing `path`.
        public init(path: String, reason: String, isMissing: Bool = false) {
            self.path = path
            self.reason = reason
            self.isMissing = isMissing
        }
        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// The largest file read whole (2 GiB): larger files are refused with a message instead of
    /// being read into memory.
    public static let maximumReadSize = 2 << 30

    /// The bytes of the regular file at `path`, read through one descriptor (opened
    /// non-blocking, so a FIFO swapped in cannot hang the read, and checked with `fstat`, so
    /// what is checked is what is read). Refuses anything but a regular file, and files over
    /// `limit` bytes.
    public static func readAll(_ path: String, limit: Int = maximumReadSize) throws(Failure) -> [UInt8] {
        var info = stat()
        return try readAll(path, limit: limit, lookedAt: &info)
    }

    /// `readAll`, also giving what `fstat` said of the file read (zero when it could not be opened):
    /// its size, time and inode as read, for a caller that did not look at it before. With
    /// `location`, the file is opened as `name` in the open folder `directory` (`path` names it
    /// in messages): one name looked up instead of every folder on the way.
    static func readAll(_ path: String, limit: Int = maximumReadSize, lookedAt info: inout stat,
                        location: (directory: Int32, name: String)? = nil) throws(Failure) -> [UInt8] {
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
        let fd = location.map { openat($0.directory, $0.name, flags) } ?? open(path, flags)
        guard fd >= 0 else { throw Failure(path: path, reason: errorText(), isMissing: errno == ENOENT) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw Failure(path: path, reason: errorText(), isMissing: false) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Failure(path: path, reason: "it is a \(kind(info.st_mode)), not a regular file", isMissing: false)
        }
        guard Int(info.st_size) <= limit else {
            throw Failure(path: path, reason: SizeText.tooLarge(Int(info.st_size), limit: limit), isMissing: false)
        }
        // The size fstat gave and one byte more (read into, not zeroed first): a read that stops
        // short of the extra byte met the end, one that fills it means the file grew, and small
        // reads follow for the rest, so a large file is never held twice. Reads that bring the
        // size fstat gave have read the file: no further read to be told of its end (a call per
        // file); a short read goes on until the end is met.
        var failure: Failure?
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size) + 1) { buffer, initialised in
            while initialised < buffer.count {
                let read = Glibc.read(fd, buffer.baseAddress! + initialised, buffer.count - initialised)
                if read < 0, errno == EINTR { continue }
                guard read >= 0 else {
                    failure = Failure(path: path, reason: errorText(), isMissing: false)
                    return
                }
                if read == 0 { return }
                initialised += read
                if initialised == buffer.count - 1 { return }
            }
        }
        if let failure { throw failure }
        guard bytes.count > Int(info.st_size) else { return bytes }  // the end met (or it shrank while being read)
        guard bytes.count <= limit else { throw Failure(path: path, reason: "it grew beyond \(SizeText.limit(limit)) while being read", isMissing: false) }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let read = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw Failure(path: path, reason: errorText(), isMissing: false) }
            if read == 0 { break }
            bytes.append(contentsOf: chunk[..<read])
            guard bytes.count <= limit else { throw Failure(path: path, reason: "it grew beyond \(SizeText.limit(limit)) while being read", isMissing: false) }
        }
        return bytes
    }

    /// Moves the file at `path` to `path + suffix`, or `path + suffix + "-2"`, `-3` … so an
    /// earlier file of that name is never overwritten; returns the new path.
    public static func moveAside(_ path: String, suffix: String) throws(Failure) -> String {
        for attempt in 1...1000 {
            let aside = path + suffix + (attempt == 1 ? "" : "-\(attempt)")
            if link(path, aside) == 0 {
                guard unlink(path) == 0 else {
                    let failure = Failure(path: path, reason: errorText(), isMissing: false)
                    unlink(aside)
                    throw failure
                }
                syncDirectory(directory(of: path))
                return aside
            }
            if errno == EEXIST { continue }
            // No hard links here (some file systems): take a name that is free, then rename.
            var info = stat()
            if lstat(aside, &info) == 0 { continue }
            guard rename(path, aside) == 0 else { throw Failure(path: path, reason: errorText(), isMissing: errno == ENOENT) }
            syncDirectory(directory(of: path))
            return aside
        }
        throw Failure(path: path, reason: "too many earlier copies named \(path + suffix)", isMissing: false)
    }

    /// Moves the file at `path` to `destination`, which must not exist (it is never replaced).
    public static func move(_ path: String, to destination: String) throws(Failure) {
        if link(path, destination) == 0 {
            guard unlink(path) == 0 else {
                let failure = Failure(path: path, reason: errorText())
                unlink(destination)
                throw failure
            }
        } else {
            guard errno != EEXIST else { throw Failure(path: destination, reason: "it exists; it is left alone") }
            var info = stat()
            guard lstat(destination, &info) != 0 else { throw Failure(path: destination, reason: "it exists; it is left alone") }
            guard rename(path, destination) == 0 else { throw Failure(path: path, reason: errorText(), isMissing: errno == ENOENT) }
        }
        syncDirectory(directory(of: destination))
        syncDirectory(directory(of: path))
    }

    /// Writes a new file (refusing one that exists), creating its folders: for generated files
    /// in a fresh folder, where nothing can be lost and a flush per file would only cost time.
    public static func writeNew(_ path: String, _ bytes: [UInt8]) throws(Failure) {
        try createDirectories(directory(of: path), permissions: 0o755)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(path: path, reason: errorText()) }
        defer { close(fd) }
        guard bytes.withUnsafeBytes({ writeAll(fd, $0) }) else { throw Failure(path: path, reason: errorText()) }
    }

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

    /// Writes every byte of `data` to `fd`, retrying short writes and interruptions.
    static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    /// Flushes a directory's entries (after a rename) so the new name survives a power cut.
    static func syncDirectory(_ path: String) {
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

    /// The entries of a directory (without `.` and `..`), nil when it cannot be read.
    static func names(in directory: String) -> [String]? {
        guard let handle = opendir(directory.isEmpty ? "." : directory) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = String(decoding: entryName(entry), as: UTF8.self)
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether something exists at `path` (following symbolic links).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The current directory, or nil when it cannot be named (removed, too long).
    public static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil, let end = buffer.firstIndex(of: 0) else { return nil }
        return String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What a symbolic link points to.
    public static func readLink(_ path: String) -> String? {
        var buffer = [Int8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The directory part of `path` (`.` for a bare name, `/` for a file in the root).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    public static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// A word for a file's type, for messages.
    public static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "directory"
        case S_IFCHR: return "character device"
        case S_IFBLK: return "block device"
        case S_IFIFO: return "FIFO"
        case S_IFSOCK: return "socket"
        case S_IFLNK: return "symbolic link"
        case S_IFREG: return "regular file"
        default: return "special file"
        }
    }

    /// `strerror(errno)`.
    public static func errorText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }
}
