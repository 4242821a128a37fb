#if canImport(Glibc)
import Glibc
#endif

extension DirectoryWalker.Entry {
    /// The entry with the size, modification time and inode `info` gives (from `fstatat` in a
    /// walk, or `fstat` of the file as it was read).
    func lookedAt(_ info: stat) -> Self {
        var entry = self
        entry.size = UInt64(info.st_size)
        entry.modifiedSeconds = Int64(info.st_mtim.tv_sec)
        entry.modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        entry.inode = UInt64(info.st_ino)
        return entry
    }
}
