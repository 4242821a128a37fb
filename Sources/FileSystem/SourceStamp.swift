#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity of a source file as the index records it: when any part changes, the index
/// is stale and is rebuilt.
package struct SourceStamp: Equatable, Sendable {
    /// The size in bytes.
    package let size: UInt64
    /// The modification time, in whole seconds.
    package let modifiedSeconds: Int64
    /// The nanoseconds of the modification time within its second.
    package let modifiedNanoseconds: Int64
    /// The inode.
    package let inode: UInt64

    /// The stamp of an open file, from `fstat` of its descriptor (never a second lookup by name).
    package init(_ info: stat) {
        size = UInt64(info.st_size)
        modifiedSeconds = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        inode = UInt64(info.st_ino)
    }

    /// A stamp from its parts (as an index stores them).
    package init(size: UInt64, modifiedSeconds: Int64, modifiedNanoseconds: Int64, inode: UInt64) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.inode = inode
    }
}
