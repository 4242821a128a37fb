import FileSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The `pantry.conf` a collection uses, changed by `cookbook pantry add`, `remove` and `update`
/// as the shopping files are: under the exclusive lock of the folder holding it (`FolderLock`),
/// read again under it, one `PantryEdit` made to its text, written whole and atomically keeping
/// its permissions — never through a symbolic link that leads out of the folders allowed, never
/// over a file that cannot be read whole (not UTF-8, a line TOML cannot read). A byte-order mark
/// is kept. `add` makes the file (and its folder) when there is none.
public struct PantryFile: Sendable {
    /// The file.
    public let path: String
    /// Folders a symbolic link at `path` may lead into (the collection's, or the user's config folder).
    public let allowedFolders: [String]

    /// The pantry at `path`, a link there written through only into `allowedFolders`.
    public init(path: String, allowedFolders: [String]) {
        self.path = path
        self.allowedFolders = allowedFolders
    }

    /// What a change did: the text before (nil: there was no file) and after.
    public struct Change: Equatable, Sendable {
        /// The file's text before the change; nil when it was made by it.
        public let before: String?
        /// Its text now.
        public let after: String
    }

    /// Why a change was not made (the file is as it was): the edit's reason, or the file's.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The change cannot be made to this text.
        case edit(PantryEdit.Failure)
        /// The file cannot be read, locked or written.
        case file(AtomicFile.Failure)

        /// What to tell the user.
        public var description: String {
            switch self {
            case let .edit(failure): failure.message
            case let .file(failure): "cannot write \(failure.path): \(failure.reason)"
            }
        }
    }

    /// Makes `edit` to the file as it is now, under the folder's lock.
    @discardableResult
    public func change(_ edit: PantryEdit) throws(Failure) -> Change {
        let directory = FilePath.directory(of: path)
        var isAdd = false
        if case .add = edit { isAdd = true }
        do {
            if isAdd {
                try FilePath.createDirectories(directory, permissions: 0o777)
            } else if !FilePath.isDirectory(directory) {
                throw Failure.edit(.init(.notFound, "there is no pantry at \(path); `cookbook pantry add` makes one"))
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .file(AtomicFile.Failure(path: directory, reason: "cannot make the folder: \(error)"))
        }
        let lock: FolderLock
        do { lock = try FolderLock.take(directory) } catch { throw .file(error) }
        defer { lock.release() }
        let (before, mark) = try read()
        guard before != nil || isAdd else {
            throw .edit(.init(.notFound, "there is no pantry at \(path); `cookbook pantry add` makes one"))
        }
        let after: String
        do { after = try edit.applied(to: before ?? "") } catch { throw .edit(error) }
        do { try save(mark + after) } catch { throw .file(error) }
        return Change(before: before, after: after)
    }

    /// The file's text (nil when missing) and the byte-order mark it starts with, if any; a file
    /// that is not UTF-8 is refused naming its line.
    private func read() throws(Failure) -> (String?, String) {
        switch FileText.readForRewrite(path) {
        case .missing: return (nil, "")
        case let .text(text, mark): return (text, mark)
        case let .notUTF8(line): throw .edit(.init(.unreadable, "\(path): line \(line) is not UTF-8 text; fix or remove it first"))
        case let .unreadable(reason): throw .file(AtomicFile.Failure(path: path, reason: reason))
        }
    }

    /// Writes `text` atomically (never through a link leading out of `allowedFolders`); an
    /// existing file keeps its permissions and group, and one we may not write is refused.
    private func save(_ text: String) throws(AtomicFile.Failure) {
        try AtomicFile.replaceUserFile(path, with: text, within: allowedFolders)
    }
}
