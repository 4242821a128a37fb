#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity of a source file as the index records it: when any part changes, the index
/// is stale and is rebuilt.
struct SourceStamp: Equatable {
    let size: UInt64
    let modifiedSeconds: Int64
    let modifiedNanoseconds: Int64
    let inode: UInt64

    /// The stamp of an open file, from `fstat` of its descriptor (never a second lookup by name).
    init(_ info: stat) {
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
