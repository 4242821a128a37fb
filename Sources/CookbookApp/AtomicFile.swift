#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so a crash or a full disk never leaves half a file: the data goes to a
/// temporary file in the same directory, is flushed to disk, then renamed over the target.
public enum AtomicFile {
    /// Why a write failed; the old file, if any, is untouched.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// The file that was being written.
        public let path: String
        /// What went wrong.
        public let reason: String
        /// `path: reason`.
        public var description: String { "\(path): cannot save: \(reason)" }
    }

    /// Writes `data` to `path` atomically with `permissions` (default: owner read/write only),
    /// creating missing directories.
    public static func write(_ data: Data, to path: String, permissions: mode_t = 0o600) throws(Failure) {
        func fail(_ what: String) -> Failure { Failure(path: path, reason: "\(what): \(String(cString: strerror(errno)))") }
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw Failure(path: path, reason: "cannot create \(directory)")
            }
        }
        var template = Array((path + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw fail("cannot create a temporary file") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = fchmod(fd, permissions) == 0
        ok = ok && data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
        ok = ok && fsync(fd) == 0
        let failure = ok ? nil : fail("cannot write")
        close(fd)
        if let failure { unlink(temporary); throw failure }
        guard rename(temporary, path) == 0 else {
            let failure = fail("cannot replace the file")
            unlink(temporary)
            throw failure
        }
    }
}
