import CookbookApp
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

    /// An editor for `collection`, its command from `environment`.
    public init(collection: String, cacheDirectory: String?, environment: [String: String]) {
        self.collection = collection
        self.cacheDirectory = cacheDirectory
        let chosen = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { $0.contains { !$0.isWhitespace } }
        editor = chosen ?? "vi"
    }

    /// The file of recipe `id` (absolute), or why it cannot be edited in place.
    public func file(of id: RecipeID, store: any RecipeStore) -> Result<String, Refusal> {
        guard CollectionOpener.isFolder(collection) else {
            return .failure(Refusal(description: "This collection is one JSON file: its recipes cannot be edited in place. `cookbook export --cook DIR` writes them as .cook files to edit."))
        }
        let relative = (store as? IndexedRecipeStore)?.filePath(of: id) ?? FolderCollectionLoader.relativePath(of: id, in: collection)
        guard let relative else { return .failure(Refusal(description: "Cannot tell which file \(id) is.")) }
        return .success(collection + "/" + relative)
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
        return (status >> 8) & 0xFF
    }

    /// The collection read again now: only what changed for a folder with a cache.
    public func reload() -> Reload {
        do {
            let store = try CollectionOpener.open(path: collection, cacheDirectory: cacheDirectory)
            return .changed(store: store, changedFiles: 0, notes: [])
        } catch {
            return .failed(reason: "\(error)")
        }
    }

    /// `text` in single quotes for the shell.
    private func quote(_ text: String) -> String { "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'" }
}
