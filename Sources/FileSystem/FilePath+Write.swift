#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FilePath {
    /// Writes `bytes` to a new file at `path` with `permissions` (less the process's umask),
    /// never over one: false, and nothing written, when a file (or anything) is there already.
    /// Every byte is written (`FileDescriptor.writeAll`) and, with `flush`, flushed to disk; a
    /// file that cannot be written whole is removed again, so no half file is left.
    public static func createNew(_ path: String, _ bytes: [UInt8], permissions: mode_t = 0o644, flush: Bool = true) throws(Failure) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        if fd < 0, errno == EEXIST { return false }
        guard fd >= 0 else { throw Failure(path: path, reason: errorText(), isMissing: errno == ENOENT) }
        guard FileDescriptor(rawValue: fd).writeAll(bytes), !flush || fsync(fd) == 0 else {
            let failure = Failure(path: path, reason: errorText())
            close(fd)
            unlink(path)
            throw failure
        }
        guard close(fd) == 0 else {
            let failure = Failure(path: path, reason: errorText())
            unlink(path)
            throw failure
        }
        return true
    }

    /// Writes a new file (refusing one that exists), creating its folders: for generated files
    /// in a fresh folder, where nothing can be lost and a flush per file would only cost time.
    public static func writeNew(_ path: String, _ bytes: [UInt8]) throws(Failure) {
        try createDirectories(directory(of: path), permissions: 0o755)
        guard try createNew(path, bytes, flush: false) else { throw Failure(path: path, reason: errorText(EEXIST)) }
    }
}
