#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open file's descriptor, with the only loops in Cookbook that move bytes in and out of
/// files (as swift-system's `FileDescriptor` does): every read and write goes on after an
/// interruption (`EINTR`) and after a short count, so no caller can lose the end of a write or
/// take a partial read for the whole. It does not own the descriptor (closing is the caller's).
public struct FileDescriptor: Sendable, Hashable {
    /// The descriptor number.
    public let rawValue: Int32

    /// A descriptor already open.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Standard input.
    public static let standardInput = FileDescriptor(rawValue: STDIN_FILENO)
    /// Standard output.
    public static let standardOutput = FileDescriptor(rawValue: STDOUT_FILENO)
    /// Standard error.
    public static let standardError = FileDescriptor(rawValue: STDERR_FILENO)

    /// Writes every byte of `buffer` at the descriptor's position: short writes are continued
    /// and interruptions retried. False (with `errno` set) when a write fails or writes nothing.
    @discardableResult
    public func writeAll(_ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let written = system_write(rawValue, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    /// `writeAll` of `bytes`.
    @discardableResult
    public func writeAll(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { writeAll($0) }
    }

    /// `writeAll` of `text`'s UTF-8, from the string's own storage (not copied first).
    @discardableResult
    public func writeAll(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0)) }
    }

    /// Fills `buffer` from byte `offset` of the file (`pread`, the position untouched), going
    /// on after short reads and interruptions until it is full or the file ends; how many bytes
    /// came, nil (with `errno` set) when a read failed.
    public func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int? {
        var count = 0
        while count < buffer.count {
            let got = pread(rawValue, buffer.baseAddress! + count, buffer.count - count, off_t(offset + count))
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            count += got
        }
        return count
    }

    /// Fills `buffer` from the descriptor's position (`read`, for pipes and terminals as well
    /// as files), going on after short reads and interruptions until it is full or the input
    /// ends — or, with `enough`, once at least that many bytes came (a caller that knows the
    /// size stops without a further read to be told of the end; at least one read is made);
    /// how many bytes came, nil (with `errno` set) when a read failed.
    public func read(into buffer: UnsafeMutableRawBufferPointer, enough: Int? = nil) -> Int? {
        var count = 0
        while count < buffer.count {
            let got = system_read(rawValue, buffer.baseAddress! + count, buffer.count - count)
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            count += got
            if let enough, count >= enough { break }
        }
        return count
    }

    /// Everything left to read (a pipe's, standard input's), at most `limit` bytes: nil (with
    /// `errno` set) when a read fails, `.tooLarge` as soon as more than `limit` comes, without
    /// reading the rest.
    public func readToEnd(limit: Int) -> ReadToEnd {
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            guard let count = chunk.withUnsafeMutableBytes({ read(into: $0) }) else { return .failed }
            guard bytes.count + count <= limit else { return .tooLarge }
            bytes += chunk[..<count]
            if count < chunk.count { return .bytes(bytes) }
        }
    }

    /// What `readToEnd` came to.
    public enum ReadToEnd: Equatable, Sendable {
        /// Every byte, to the end.
        case bytes([UInt8])
        /// More than the limit came.
        case tooLarge
        /// A read failed (`errno` says why).
        case failed
    }
}

/// The C library's `write(2)` and `read(2)`, by names that cannot be taken for a method's.
private func system_write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, bytes, count)
    #else
    Darwin.write(fd, bytes, count)
    #endif
}

private func system_read(_ fd: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, bytes, count)
    #else
    Darwin.read(fd, bytes, count)
    #endif
}
