#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so a crash, a `kill -9` or a full disk never leaves half a file: the data goes
/// to a temporary file in the same directory, is flushed to disk, renamed over the target, and
/// the directory is flushed too. A symbolic link at the target is kept (its target is replaced);
/// anything that is not a regular file is refused, never replaced.
public enum AtomicFile {
    /// Why a write failed; the old file, if any, is untouched.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// The file that was being written.
        public let path: String
        /// What went wrong.
        public let reason: String
        /// A failure writing `path`.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
        /// `path: cannot save: reason`.
        public var description: String { "\(path): cannot save: \(reason)" }
    }

    /// Writes `data` to `path` atomically with `permissions` (default: owner read/write only),
    /// creating missing directories owner-only. Leftover temporary files of earlier writers of
    /// `path` that were killed are removed first.
    public static func write(_ data: some ContiguousBytes, to path: String, permissions: mode_t = 0o600) throws(Failure) {
        try write(to: path, permissions: permissions) { fd in data.withUnsafeBytes { FileDescriptor(rawValue: fd).writeAll($0) } }
    }

    /// Writes `pieces`, one after the other, to `path` atomically, as `write` does: a file
    /// made mostly of another's bytes is written without first being copied together.
    package static func write(pieces: [FilePiece], to path: String, permissions: mode_t = 0o600) throws(Failure) {
        try prepare(pieces: pieces, to: path, permissions: permissions).commit()
    }

    /// The atomic write, `writeBytes` writing the contents to the temporary file's descriptor.
    private static func write(to path: String, permissions: mode_t, _ writeBytes: (Int32) -> Bool) throws(Failure) {
        try prepare(to: path, permissions: permissions, writeBytes).commit()
    }

    /// The first half of an atomic write of `pieces` to `path`: written and flushed to disk
    /// under a temporary name beside it, to be put in place by `commit` (or removed by
    /// `discard`) — so other work can go on while the disk catches up. Refused when a file the
    /// pieces copy from changed meanwhile (`FilePiece.changedSource`).
    package static func prepare(pieces: [FilePiece], to path: String, permissions: mode_t = 0o600) throws(Failure) -> Prepared {
        try draft(to: path, permissions: permissions).prepared(with: pieces)
    }

    /// A file written and flushed under a temporary name beside its target, not yet in place.
    package struct Prepared: Sendable {
        /// The path asked for, the file a write there replaces, and the temporary file.
        package let path: String, target: String, temporary: String

        /// Puts the file in place (renamed over the target) and flushes the directory.
        package func commit() throws(Failure) {
            guard rename(temporary, target) == 0 else {
                let failure = Failure(path: path, reason: "cannot replace the file: \(FilePath.errorText())")
                unlink(temporary)
                throw failure
            }
            FilePath.syncDirectory(FilePath.directory(of: target))
        }

        /// Removes the temporary file, leaving the target as it was.
        package func discard() { unlink(temporary) }
    }

    /// The temporary file for `path`, made owner-only with `permissions`, filled by `writeBytes` and flushed.
    private static func prepare(to path: String, permissions: mode_t, _ writeBytes: (Int32) -> Bool) throws(Failure) -> Prepared {
        let draft = try draft(to: path, permissions: permissions)
        draft.fill { writeBytes($0) ? nil : "cannot write: \(FilePath.errorText())" }
        return try draft.flush()
    }

    /// The infix of temporary files: `favourites.json.tmp-<pid>-XXXXXX`.
    package static let temporaryInfix = ".tmp-"

    /// The file a write to `path` replaces: `path` itself, or the file a symbolic link at
    /// `path` points to (followed up to 16 times). Refuses directories, devices, FIFOs and
    /// sockets, and links that never reach a file or a missing name.
    public static func resolve(_ path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<16 {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT { return current }
                throw Failure(path: path, reason: FilePath.errorText())
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return current
            case S_IFLNK:
                guard let link = FilePath.readLink(current) else { throw Failure(path: path, reason: "cannot read the link: \(FilePath.errorText())") }
                current = link.hasPrefix("/") ? link : FilePath.directory(of: current) + "/" + link
            default:
                throw Failure(path: path, reason: "it is a \(FilePath.kind(info.st_mode)), not a regular file; it is left alone")
            }
        }
        throw Failure(path: path, reason: "too many symbolic links")
    }

    /// Removes `<target>.tmp-<pid>-XXXXXX` files whose writing process no longer runs (and
    /// older-style `<target>.tmp-XXXXXX` files over an hour old) that belong to this user.
    package static func removeStaleTemporaries(of target: String) {
        let directory = FilePath.directory(of: target)
        let prefix = FilePath.name(of: target) + temporaryInfix
        guard let names = FilePath.names(in: directory) else { return }
        let now = time(nil)
        for name in names where name.hasPrefix(prefix) {
            let full = directory + "/" + name
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { continue }
            let parts = name.dropFirst(prefix.count).split(separator: "-")
            if parts.count == 2, let pid = pid_t(parts[0]) {
                if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH { unlink(full) }
            } else if parts.count == 1, now - info.st_mtim.tv_sec > 3600 {
                unlink(full)
            }
        }
    }
}
