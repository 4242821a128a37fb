import FileSystem

/// A `.menu` plan changed by `cookbook plan add` and `remove` and the Plan tab (issue #37) as
/// `pantry.conf` and the shopping files are: under the exclusive lock of the folder holding it
/// (`FolderLock`), read again under it (another tool's change kept), one `PlanEdit` made to its
/// text, written whole and atomically keeping its permissions and byte-order mark — never through
/// a symbolic link that leads out of the folders allowed, never over a file that is not UTF-8.
/// An `add` makes the file when there is none (a new plan).
public struct PlanFile: Sendable {
    /// The file.
    public let path: String
    /// Folders a symbolic link at `path` may lead into (the collection's).
    public let allowedFolders: [String]

    /// The plan at `path`, a link there written through only into `allowedFolders`.
    public init(path: String, allowedFolders: [String]) {
        self.path = path
        self.allowedFolders = allowedFolders
    }

    /// What a change did: the text before (nil: the file was made by it) and after.
    public struct Change: Equatable, Sendable {
        /// The file's text before; nil when there was no file.
        public let before: String?
        /// Its text now.
        public let after: String
    }

    /// Why a change was not made (the file is as it was).
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The change cannot be made to this plan.
        case edit(PlanEdit.Failure)
        /// The file cannot be read, locked or written.
        case file(AtomicFile.Failure)

        /// What to tell the user, naming the file.
        public var description: String {
            switch self {
            case let .edit(failure): failure.message
            case let .file(failure): "cannot change \(failure.path): \(failure.reason)"
            }
        }
    }

    /// Makes `edit` to the file as it is now, under its folder's lock.
    @discardableResult
    public func change(_ edit: PlanEdit) throws(Failure) -> Change {
        let directory = FilePath.directory(of: path)
        let lock: FolderLock
        do { lock = try FolderLock.take(directory) } catch { throw .file(error) }
        defer { lock.release() }
        let before: String?, mark: String
        switch FileText.readForRewrite(path) {
        case .missing:
            guard case .add = edit else { throw .edit(.init(.notFound, "there is no plan \(path)")) }
            (before, mark) = (nil, "")
        case let .text(text, found): (before, mark) = (text, found)
        case let .notUTF8(line): throw .edit(.init(.refused, "\(path): line \(line) is not UTF-8 text; fix or remove it first"))
        case let .unreadable(reason): throw .file(AtomicFile.Failure(path: path, reason: reason))
        }
        let after: String
        do { after = try edit.applied(to: before ?? "") } catch { throw .edit(.init(error.kind, "\(path): \(error.message)")) }
        do { try AtomicFile.replaceUserFile(path, with: mark + after, within: allowedFolders) } catch { throw .file(error) }
        return Change(before: before, after: after)
    }
}
