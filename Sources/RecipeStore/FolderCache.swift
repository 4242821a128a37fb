#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Keeps each parsed folder collection in the cache directory (`folder-<hash>.cbf`, a
/// `CollectionArchive`), so later starts read one file instead of parsing every recipe. The
/// archive is used only while the folder's stamp (every `.cook` file's path, size, mtime and
/// inode) and `formatVersion` match; anything else, including a damaged archive, means parsing
/// again. A cache that cannot be written is skipped silently: it only ever saves time.
public struct FolderCache {
    /// Bump when parsing or conversion changes, so archives from older builds are not reused.
    public static let formatVersion: UInt64 = 1

    /// Where archives live; nil turns the cache off.
    public let directory: String?

    /// A cache in `directory` (nil: no cache).
    public init(directory: String?) { self.directory = directory }

    /// The collection in `folder`, and whether it came from the cache.
    public func load(folder: String) throws(CollectionError) -> (collection: RecipeCollection, fromCache: Bool) {
        let walker = try DirectoryWalker(root: folder)
        let stamp = walker.stamp ^ Self.formatVersion
        guard let path = archivePath(for: folder) else {
            return (try FolderCollectionLoader.load(folder: folder, walker: walker), false)
        }
        if let data = FileManager.default.contents(atPath: path),
           let collection = CollectionArchive.decode(Array(data), stamp: stamp) {
            return (collection, true)
        }
        let collection = try FolderCollectionLoader.load(folder: folder, walker: walker)
        do {
            try FileManager.default.createDirectory(atPath: directory!, withIntermediateDirectories: true)
            try Data(CollectionArchive.encode(collection, stamp: stamp)).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            // The cache is an optimisation; the collection is already loaded.
        }
        return (collection, false)
    }

    /// `<directory>/folder-<hash of the absolute path>.cbf`.
    func archivePath(for folder: String) -> String? {
        guard let directory else { return nil }
        return directory + "/folder-" + FNV1a.hex(CollectionOpener.absolute(folder)) + ".cbf"
    }
}
