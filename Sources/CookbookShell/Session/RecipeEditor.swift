import CookbookApp
import FileSystem
import Glibc
import RecipeStore

/// `e` and `R` (issue #19): the recipe's `.cook` file handed to the user's editor (`$VISUAL`,
/// else `$EDITOR`, else `vi`), and the collection read again on request — incrementally for
/// a folder with a cache.
public struct RecipeEditor {
    /// The collection's path.
    public let collection: String
    /// Where the folder's cache is, if anywhere.
    public let cacheDirectory: String?
    /// The editor command (`vim`, `code -w`), run through the shell with the file as its argument.
    public let editor: String

    /// A JSON collection's identity, size and modification time when last read, so `R` on an
    /// unchanged file says nothing changed.
    private let lastRead = LastRead()

    private final class LastRead {
        var stamp: [Int]?
    }

    /// An editor for `collection`, its command from `environment`.
    public init(collection: String, cacheDirectory: String?, environment: [String: String]) {
        self.collection = collection
        self.cacheDirectory = cacheDirectory
        let chosen = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { $0.contains { !$0.isWhitespace } }
        editor = chosen ?? "vi"
        lastRead.stamp = Self.stamp(of: collection)
    }

    /// The file of recipe `id` (absolute), or why it cannot be edited in place.
    public func file(of id: RecipeID, store: any RecipeStore) -> Result<String, Refusal> {
        guard CollectionOpener.isFolder(collection) else {
            return .failure(Refusal(description: "This collection is one JSON file: its recipes cannot be edited in place. `cookbook export --cook DIR` writes them as .cook files to edit."))
        }
        let relative = (store as? FileNaming)?.filePath(of: id) ?? FolderCollectionLoader.relativePath(of: id, in: collection)
        guard let relative else { return .failure(Refusal(description: "Cannot tell which file \(id) is.")) }
        return .success(collection + "/" + relative)
    }

    /// The folder `category`'s recipes are in, relative to the collection ("" for its top:
    /// no category, Uncategorised, or one with no recipes to tell by).
    public func folder(of category: CategoryID?, store: any RecipeStore) -> String {
        guard let category, category != FolderCollectionLoader.defaultCategory.id,
              let sample = store.recipes(in: category, range: 0..<1).first, case let .success(file) = self.file(of: sample.id, store: store) else { return "" }
        return String(file.dropFirst(collection.count + 1).split(separator: "/").dropLast().joined(separator: "/"))
    }

    /// A new recipe file for `title` in `category`'s folder (the folder its recipes are in;
    /// the collection's top for none), from a template; never over an existing file (`Name
    /// (2).cook` then). Its path (absolute) and id, or why not.
    public func create(title: String, category: CategoryID?, store: any RecipeStore) -> Result<(file: String, id: RecipeID), Refusal> {
        guard CollectionOpener.isFolder(collection) else {
            return .failure(Refusal(description: "This collection is one JSON file: new recipes are made in a folder of .cook files (`cookbook export --cook DIR`)."))
        }
        let folder = self.folder(of: category, store: store)
        // No leading dot (the collection skips hidden files), no character a file name refuses.
        let safe = String(CookFileWriter.fileSafe(title).drop { $0 == "." || $0 == " " }).isEmpty ? "recipe"
            : String(CookFileWriter.fileSafe(title).drop { $0 == "." || $0 == " " })
        let template = Array(Self.template(title: title).utf8), prefix = folder.isEmpty ? "" : folder + "/"
        do throws(FilePath.Failure) {
            let made = try FreeName.first(safe, through: 100) { (name) throws(FilePath.Failure) -> Bool in
                // An id another recipe has (`Lamb Chops` beside `lamb-chops.cook`) would be taken
                // from it as the files sort: a name whose id is free.
                guard !store.contains(CookFileIDs.recipeID(ofFile: prefix + name + ".cook")) else { return false }
                return try FilePath.createNew(collection + "/" + prefix + name + ".cook", template, permissions: 0o644)
            }
            if let made {
                let relative = prefix + made.name + ".cook"
                return .success((collection + "/" + relative, CookFileIDs.recipeID(ofFile: relative)))
            }
        } catch {
            return .failure(Refusal(description: "Cannot write \(error.path): \(error.reason)."))
        }
        return .failure(Refusal(description: "There are already 100 recipes named \(title) there."))
    }

    /// Why a recipe cannot be edited.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs the editor on `file` and waits for it; its exit status (127: it could not be run).
    public func edit(_ file: String) -> Int32 {
        let command = editor + " " + quote(file)
        let status = system(command)
        guard status != -1 else { return 127 }
        if status & 0x7F != 0 { return 128 + (status & 0x7F) }     // killed by a signal
        return (status >> 8) & 0xFF
    }

    /// The collection read again now: only what changed for a folder with a cache (and how
    /// many files that was, so "nothing changed" can be said).
    public func reload() -> Reload {
        do {
            if CollectionOpener.isFolder(collection), let cacheDirectory {
                let loaded = try FolderCache(directory: cacheDirectory).load(folder: collection)
                return .changed(store: loaded.store, changedFiles: loaded.parsedFiles, notes: [])
            }
            let stamp = Self.stamp(of: collection)
            let store = try CollectionOpener.open(path: collection, cacheDirectory: cacheDirectory)
            defer { lastRead.stamp = stamp }
            return .changed(store: store, changedFiles: stamp == nil || stamp != lastRead.stamp ? 1 : 0, notes: [])
        } catch {
            return .failed(reason: "\(error)")
        }
    }

    /// The template a new recipe starts from, for `title`.
    static func template(title: String) -> String {
        "---\ntitle: \"\(title.replacing("\\", with: "\\\\").replacing("\"", with: "\\\""))\"\nservings: 2\ntime: 30 minutes\ntags: []\n---\n\n"
            + "Describe the first step, naming ingredients like @flour{200%g} and cookware like #bowl{}.\n"
    }

    /// The file's device, inode, size and modification time (nil when it cannot be read).
    private static func stamp(of path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [Int(info.st_dev), Int(info.st_ino), Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
    }

    /// `text` in single quotes for the shell.
    private func quote(_ text: String) -> String { "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'" }
}
