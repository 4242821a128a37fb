#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A collection file (or folder) opened once: it is looked at with `fstat` on the same
/// descriptor that is then read, so what was checked is what is read even if the path is
/// swapped meanwhile, and it is opened non-blocking so a FIFO put in its place cannot hang
/// the start. Closed when the last user lets go.
package final class SourceFile {
    /// The path it was opened by, for messages.
    package let path: String
    /// The open descriptor.
    package let descriptor: Int32
    /// What `fstat` said right after opening.
    package let info: stat

    /// Opens `path` for reading.
    package init(path: String) throws(FilePath.Failure) {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw FilePath.Failure(path: path, reason: FilePath.errorText(), isMissing: errno == ENOENT) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let failure = FilePath.Failure(path: path, reason: FilePath.errorText(), isMissing: false)
            close(fd)
            throw failure
        }
        descriptor = fd
        self.info = info
    }

    deinit { close(descriptor) }

    /// Whether it is a folder.
    package var isDirectory: Bool { info.st_mode & S_IFMT == S_IFDIR }
    /// Whether it is a regular file (not a FIFO, device or socket).
    package var isRegularFile: Bool { info.st_mode & S_IFMT == S_IFREG }
    /// Its size, modification time and inode, as an index records them.
    package var stamp: SourceStamp { SourceStamp(info) }

    /// Every byte of the file, refusing anything but a regular file and files over `limit` bytes.
    package func readAll(limit: Int) throws(FilePath.Failure) -> [UInt8] {
        guard isRegularFile else { throw FilePath.Failure(path: path, reason: "it is a \(FilePath.kind(info.st_mode)), not a regular file", isMissing: false) }
        guard Int(info.st_size) <= limit else { throw FilePath.Failure(path: path, reason: SizeText.tooLarge(Int(info.st_size), limit: limit), isMissing: false) }
        // Read straight into the array's storage (not zeroed first: a 12 MB archive spent 5 ms on it).
        // A read that ends early means the file shrank while being read: what is there is what we have.
        var failed = false
        let file = FileDescriptor(rawValue: descriptor)
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, count in
            guard let got = file.read(into: UnsafeMutableRawBufferPointer(buffer), at: 0) else { failed = true; return }
            count = got
        }
        if failed { throw FilePath.Failure(path: path, reason: FilePath.errorText(), isMissing: false) }
        return bytes
    }

    /// Bytes `range` of the file, or nil when they are no longer all there.
    package func read(_ range: Range<UInt64>) -> [UInt8]? {
        guard range.upperBound <= UInt64(max(0, info.st_size)) else { return nil }
        var bytes = [UInt8](repeating: 0, count: range.count)
        let got = bytes.withUnsafeMutableBytes { FileDescriptor(rawValue: descriptor).read(into: $0, at: Int(range.lowerBound)) }
        return got == bytes.count ? bytes : nil
    }
}
