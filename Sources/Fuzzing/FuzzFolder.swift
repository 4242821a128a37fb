import FileSystem
import Foundation
import RecipeStore
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A private temporary folder (in `/dev/shm` when there is one) a target writes files into (one per target and process, made
/// afresh on demand): recipe folders for the menu, references and cache targets.
struct FuzzFolder: Sendable {
    /// The folder's absolute path.
    let path: String

    /// A new empty folder whose name says which target made it; removed when the process exits.
    init(_ name: String) {
        // In memory where the system has it: a chain of 2,000 recipes is written for one input,
        // and creating files on a busy disk took seconds.
        let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm/" : NSTemporaryDirectory()
        path = base + "cookbook-fuzz-\(name)-\(getpid())-\(UUID().uuidString.prefix(8))"
        empty()
        Self.made.withLock { made in
            if made.isEmpty { atexit { FuzzFolder.made.withLock { $0.forEach(FilePath.removeTree) } } }
            made.append(path)
        }
    }

    /// Every folder made by this process, for removal at exit.
    private static let made = Mutex<[String]>([])

    /// Removes everything in the folder (and makes it when missing).
    func empty() {
        FilePath.removeTree(path)
        try? FilePath.createDirectories(path, permissions: 0o700)
    }

    /// Removes the folder and everything in it.
    func remove() { FilePath.removeTree(path) }

    /// Writes `bytes` at `relative` (folders made as needed); false when it could not be.
    @discardableResult
    func write(_ relative: String, _ bytes: [UInt8]) -> Bool {
        let full = path + "/" + relative
        try? FilePath.createDirectories(FilePath.directory(of: full), permissions: 0o777)
        // Written in place, not atomically: a chain of 2,000 recipes is written for one input.
        let fd = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return FileDescriptor(rawValue: fd).writeAll(bytes)
    }

    /// A small kitchen: a pizza whose dough is a recipe of its own (by its yield), a soup, a
    /// toast at the top, and a menu of two of them.
    static let kitchen: [(String, String)] = [
        ("Breads/Pizza Dough.cook", "---\nservings: 4\nyield: 2%balls\n---\nDissolve @dried yeast{7%g} in @warm water{325%ml}.\nMix in @strong flour{500%g} and @salt{1%tsp}.\n"),
        ("Mains/Margherita.cook", "---\nservings: 2\n---\nStretch @./Breads/Pizza Dough{1%balls} on a #tray{}.\nSpread @passata{150%ml} and @mozzarella{125%g}(drained).\n"),
        ("Mains/Leek Soup.cook", ">> servings: 4\nMelt @butter{30%g}, add @leeks{2} and @potatoes{400%g}, cover with @stock{1%l}.\n"),
        ("Quick Toast.cook", "Toast @bread{2%slices} and spread with @butter.\n"),
        ("Weekly.menu", "= Monday\n@./Mains/Margherita{2}\n@./Mains/Leek Soup{4%servings}\n@oats{1%cup}\n"),
    ]

    /// `kitchen` read as a folder collection (nil if it could not be written).
    static let kitchenCollection: RecipeCollection? = {
        let folder = FuzzFolder("kitchen")
        defer { folder.remove() }
        for (path, text) in kitchen { folder.write(path, Array(text.utf8)) }
        return try? FolderCollectionLoader.load(folder: folder.path)
    }()
}
