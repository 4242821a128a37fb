#if canImport(Glibc)
import Glibc
#endif

/// An exclusive advisory lock (`flock`) on a folder, for a read–modify–write of files other
/// Cookbooks and the command line change too (favourites, the shopping files): take it, read
/// the file again, write, release. Every writer of those files takes the same lock, so no
/// change is lost between another's read and write. The folder itself is locked, so no lock
/// file is left in a user's collection.
public struct FolderLock: Sendable {
    private let descriptor: Int32
    /// The folder locked.
    public let directory: String

    /// Waits for the lock on `directory` (which must exist) and holds it until `release`.
    public static func take(_ directory: String) throws(AtomicFile.Failure) -> FolderLock {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomicFile.Failure(path: directory, reason: "cannot lock the folder: \(FilePath.errorText())") }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = "cannot lock the folder: \(FilePath.errorText())"
                close(descriptor)
                throw AtomicFile.Failure(path: directory, reason: reason)
            }
        }
        return FolderLock(descriptor: descriptor, directory: directory)
    }

    /// Lets the next writer in.
    public func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
