#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FilePath {
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
    package static func readAll(_ path: String, limit: Int = maximumReadSize, lookedAt info: inout stat,
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
        let file = FileDescriptor(rawValue: fd)
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size) + 1) { buffer, initialised in
            guard let got = file.read(into: UnsafeMutableRawBufferPointer(buffer), enough: Int(info.st_size)) else { failed = true; return }
            initialised = got
        }
        if failed { throw Failure(path: path, reason: errorText(), isMissing: false) }
        guard bytes.count > Int(info.st_size) else { return bytes }  // the end met (or it shrank while being read)
        guard bytes.count <= limit else { throw Failure(path: path, reason: "it grew beyond \(SizeText.limit(limit)) while being read", isMissing: false) }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            guard let got = chunk.withUnsafeMutableBytes({ file.read(into: $0) }) else { throw Failure(path: path, reason: errorText(), isMissing: false) }
            bytes.append(contentsOf: chunk[..<got])
            guard bytes.count <= limit else { throw Failure(path: path, reason: "it grew beyond \(SizeText.limit(limit)) while being read", isMissing: false) }
            if got < chunk.count { break }
        }
        return bytes
    }
}
