#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cache directory holds every recipe's text (folder archives, indexes), so it is kept
/// owner-only: created 0700, and tightened to 0700 when an older Cookbook left it readable by
/// others. Files in it are written 0600 (`AtomicFile`).
package enum CacheDirectory {
    /// Makes `path` exist and be owner-only (when it is ours).
    package static func prepare(_ path: String) throws(FilePath.Failure) {
        try FilePath.createDirectories(path, permissions: 0o700)
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw FilePath.Failure(path: path, reason: FilePath.errorText(), isMissing: false) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FilePath.Failure(path: path, reason: FilePath.errorText(), isMissing: false) }
        if info.st_uid == geteuid(), info.st_mode & 0o077 != 0, fchmod(fd, 0o700) != 0 {
            throw FilePath.Failure(path: path, reason: "cannot make it private: \(FilePath.errorText())", isMissing: false)
        }
    }

    /// Writes `bytes` to `path` in the cache directory `directory`, owner-only.
    package static func write(_ bytes: [UInt8], to path: String, in directory: String) throws(AtomicFile.Failure) {
        try write(pieces: [FilePiece(bytes[...])], to: path, in: directory)
    }

    /// Writes `pieces`, one after the other, to `path` in the cache directory `directory`, owner-only.
    package static func write(pieces: [FilePiece], to path: String, in directory: String) throws(AtomicFile.Failure) {
        try prepare(pieces: pieces, to: path, in: directory).commit()
    }

    /// `write`'s first half (`AtomicFile.prepare`): the file written and flushed, not yet in place.
    package static func prepare(pieces: [FilePiece], to path: String, in directory: String) throws(AtomicFile.Failure) -> AtomicFile.Prepared {
        try draft(to: path, in: directory).prepared(with: pieces)
    }

    /// An empty owner-only temporary file for `path` in the cache directory `directory`, to be
    /// filled and flushed (`AtomicFile.Draft`).
    package static func draft(to path: String, in directory: String) throws(AtomicFile.Failure) -> AtomicFile.Draft {
        do {
            try prepare(directory)
        } catch {
            throw AtomicFile.Failure(path: path, reason: "cannot use the cache directory: \(error.reason)")
        }
        return try AtomicFile.draft(to: path, permissions: 0o600)
    }
}
