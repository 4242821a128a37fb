#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's functions that Swift's `Glibc` module does not declare (they sit behind
/// `_GNU_SOURCE` or in `<malloc.h>`), looked up by name in the running process once: so no C
/// target of ours is needed for them. Each is nil where the C library has no such function
/// (another system, a statically linked program), and its callers then do without.
public enum CLibrary {
    /// The function `name` of the libraries already loaded, as the C function type `type`;
    /// nil when there is none. `type` must be the function's C prototype exactly.
    public static func function<Function>(named name: String, as type: Function.Type) -> Function? {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// `copy_file_range(2)`: copies bytes from one file to another inside the kernel.
    typealias CopyFileRange = @convention(c) (Int32, UnsafeMutablePointer<Int64>?, Int32, UnsafeMutablePointer<Int64>?, Int, UInt32) -> Int
    /// `sync_file_range(2)`: starts writing a file's bytes to disk without waiting.
    typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32

    /// glibc's `copy_file_range` (2.27 on; since 2.30 the system call alone, no emulation).
    static let copyFileRange = function(named: "copy_file_range", as: CopyFileRange.self)
    /// glibc's `sync_file_range`.
    static let syncFileRange = function(named: "sync_file_range", as: SyncFileRange.self)

    /// `SYNC_FILE_RANGE_WRITE` of `<fcntl.h>`.
    static let syncFileRangeWrite: UInt32 = 2

    /// Copies up to `count` bytes at `*offset` of `source` to `target`'s position inside the
    /// kernel, moving `*offset` on; -1 with `errno` set when it cannot (`ENOSYS`: no such call).
    static func copy(from source: Int32, at offset: inout Int64, to target: Int32, count: Int) -> Int {
        guard let copyFileRange else {
            errno = ENOSYS
            return -1
        }
        return copyFileRange(source, &offset, target, nil, count, 0)
    }

    /// Tells the disk to start on `count` bytes at `offset` of `fd` without waiting, so a
    /// later `fsync` has less left to wait for; nothing where there is no such call.
    static func startWriteback(_ fd: Int32, offset: Int, count: Int) {
        _ = syncFileRange?(fd, Int64(offset), Int64(count), syncFileRangeWrite)
    }
}
