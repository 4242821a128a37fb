#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only memory-mapped file: pages are read on first touch and shared with the page
/// cache, so opening a large index costs almost nothing and counts little against memory.
final class MappedFile {
    /// The file's bytes.
    let bytes: UnsafeRawBufferPointer

    /// Maps the file at `path`, or nil when it cannot be opened or mapped.
    init?(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0 else { return nil }
        let length = Int(info.st_size)
        guard let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: length)
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count) }

    /// The little-endian `UInt32` at `offset`.
    @inline(__always) func u32(_ offset: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }

    /// The little-endian `UInt64` at `offset`.
    @inline(__always) func u64(_ offset: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
}

/// The identity of a source file as the index records it: when any part changes, the index
/// is stale and is rebuilt.
struct SourceStamp: Equatable {
    let size: UInt64
    let modifiedSeconds: Int64
    let modifiedNanoseconds: Int64
    let inode: UInt64

    /// The stamp of the file at `path`, or nil when it cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = UInt64(info.st_size)
        modifiedSeconds = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        inode = UInt64(info.st_ino)
    }

    init(size: UInt64, modifiedSeconds: Int64, modifiedNanoseconds: Int64, inode: UInt64) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.inode = inode
    }
}
