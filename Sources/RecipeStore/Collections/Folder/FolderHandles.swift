#if canImport(Glibc)
import Glibc
#endif

/// The folders of a scan's files, held open so that each file is opened relative to its folder
/// (`openat`, one name looked up) rather than by its whole path from the root (every folder on
/// the way looked up again, for each of 20,000 files). At most `most` folders are held; files
/// in any other folder (or one that would not open) are opened by path, as before.
final class FolderHandles: Sendable {
    /// The most folders held open at once.
    static let most = 256

    /// The open folders.
    private let descriptors: [Int32]
    /// Each file's folder, by position: an index into `descriptors`, or -1 (opened by path).
    private let folderOf: [Int32]

    /// Opens the folders of the files at `paths` (relative to `root`, in a walk's order, so a
    /// folder's files mostly come together).
    init(root: String, paths: [String]) {
        var descriptors: [Int32] = [], folderOf: [Int32] = []
        folderOf.reserveCapacity(paths.count)
        /// The folder at `path` opened; its index, or -1 when it would not open or too many are.
        func open(_ path: String) -> Int32 {
            guard descriptors.count < Self.most else { return -1 }
            let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return -1 }
            descriptors.append(descriptor)
            return Int32(descriptors.count - 1)
        }
        // Folders told apart by their bytes: two names spelt in different normal forms are two.
        var known: [[UInt8]: Int32] = [:], last: (folder: Substring, index: Int32)?
        for path in paths {
            let folder = path.lastSlash().map { path[..<$0] } ?? ""
            if let last, last.folder.hasSameBytes(as: folder) {
                folderOf.append(last.index)
                continue
            }
            let index = known[Array(folder.utf8)] ?? open(folder.isEmpty ? root : root + "/" + folder)
            known[Array(folder.utf8)] = index
            last = (folder, index)
            folderOf.append(index)
        }
        self.descriptors = descriptors
        self.folderOf = folderOf
    }

    deinit {
        for descriptor in descriptors { close(descriptor) }
    }

    /// The open folder of the file at `position`, nil when it is to be opened by path.
    func folder(of position: Int) -> Int32? {
        let index = folderOf[position]
        return index < 0 ? nil : descriptors[Int(index)]
    }
}
