#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small text file read for showing and for changing (the kitchen files): missing, text,
/// text with bytes that are not UTF-8 (shown replaced, never written back), or unreadable.
public enum FileText: Equatable, Sendable {
    /// No file there.
    case missing
    /// The file's text.
    case text(String)
    /// Text with invalid UTF-8 replaced by U+FFFD; `line` is the first line with such bytes.
    case damaged(String, line: Int)
    /// It exists but cannot be read: why.
    case unreadable(String)

    /// Reads the file at `path` (`FilePath.readAll`: a regular file only, up to its size cap). A
    /// UTF-8 byte order mark at the start is dropped.
    public static func read(_ path: String) -> FileText {
        var bytes: [UInt8]
        do {
            bytes = try FilePath.readAll(path)
        } catch {
            guard !error.isMissing, FilePath.exists(path) else { return .missing }
            return .unreadable(access(path, R_OK) == 0 ? "it is not a readable file" : "permission denied")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) { return .text(text) }
        var line = 1, start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
            if String(validating: bytes[start..<index], as: UTF8.self) == nil { break }
            line += 1
            start = index + 1
        }
        return .damaged(String(decoding: bytes, as: UTF8.self), line: line)
    }

    /// The text of the file at `path` before changing it (nil: missing); a file that is not
    /// wholly readable text is refused, so it is never replaced by something worse.
    public static func readForChange(_ path: String) throws(AtomicFile.Failure) -> String? {
        switch read(path) {
        case .missing: return nil
        case let .text(text): return text
        case let .damaged(_, line): throw AtomicFile.Failure(path: path, reason: "line \(line) is not UTF-8 text; fix or remove it first")
        case let .unreadable(reason): throw AtomicFile.Failure(path: path, reason: "cannot be read: \(reason)")
        }
    }

    /// Appends `text` to the file at `path` (made if missing, owner and others may read it),
    /// flushed to disk; one `write` with `O_APPEND`, so appends by other programs interleave
    /// by whole lines. All of it or none: after a short write (a full disk, a file-size limit)
    /// the file is cut back to its length before, so no half line is left.
    public static func append(_ text: String, to path: String) throws(AtomicFile.Failure) {
        try append(text, to: path) { fd, bytes in FileDescriptor(rawValue: fd).writeAll(bytes) }
    }

    /// `append` with the writing done by `write` (true: every byte written).
    package static func append(_ text: String, to path: String, write: (Int32, [UInt8]) -> Bool) throws(AtomicFile.Failure) {
        if FilePath.exists(path), access(path, W_OK) != 0 {
            throw AtomicFile.Failure(path: path, reason: "the file is read-only")
        }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw AtomicFile.Failure(path: path, reason: "cannot open it: \(FilePath.errorText())") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw AtomicFile.Failure(path: path, reason: "cannot look at it: \(FilePath.errorText())") }
        guard write(fd, Array(text.utf8)) else {
            let reason = "cannot write: \(FilePath.errorText()); the file is as it was"
            _ = ftruncate(fd, info.st_size)
            throw AtomicFile.Failure(path: path, reason: reason)
        }
        guard fsync(fd) == 0 else { throw AtomicFile.Failure(path: path, reason: "cannot write: \(FilePath.errorText())") }
    }
}
