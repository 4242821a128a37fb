#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An index file found damaged while a store answered from it (a page failing its checksum, a
/// value out of range, the file cut short underneath). The store only reads: it answers from
/// the collection loaded afresh instead and reports the damage (`IndexDamageReporting`);
/// removing the file, so the next start rebuilds it, is its owner's to do between frames. A
/// frame never changes a file.
public struct IndexDamage: Equatable, Sendable {
    /// Where the damaged index is.
    public let path: String
    /// The inode it had when opened: a file that has taken its path since (rebuilt by another
    /// Cookbook) is not the damaged one.
    let inode: UInt64

    /// Removes the damaged file, unless another file has taken its path since it was opened;
    /// whether it was removed.
    @discardableResult public func removeIndex() -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, UInt64(info.st_ino) == inode else { return false }
        return unlink(path) == 0
    }
}

/// A store that can find its on-disk index damaged while answering, and says so once, for its
/// owner to act on (`IndexDamage.removeIndex`) outside drawing.
public protocol IndexDamageReporting: AnyObject {
    /// The damaged index found since the store opened, the first time it is asked; nil when
    /// none was found, or it was already taken.
    func takeIndexDamage() -> IndexDamage?
}
