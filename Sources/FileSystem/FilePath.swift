#if canImport(Glibc)
import Glibc
#endif

/// The file-system operations every reader and writer of Cookbook shares (POSIX, no
/// Foundation file handles): read a whole regular file safely (`+Read`), make and list
/// directories (`+Folders`), write a new file that never replaces one (`+Write`), move a file
/// aside under a name that never overwrites (`+Move`), and say what errno means. Atomic
/// replacement is `AtomicFile`'s, appending a line `FileText`'s, the byte loops `FileDescriptor`'s.
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
