#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Opens a collection as the fastest store that answers the same questions: small files are
/// read whole into a `MemoryRecipeStore`; large ones get an on-disk index in the cache
/// directory, built once (with a progress message) and reused while the file is unchanged.
/// A folder is read as a Cooklang collection, through `FolderCache`.
public enum CollectionOpener {
    /// Files at least this large (bytes) are indexed.
    public static let indexThreshold = 128 << 10

    /// The store for the collection at `path`. `cacheDirectory` nil (or a cache that cannot be
    /// written) falls back to reading the whole file; `progress` hears about index builds.
    public static func open(path: String, cacheDirectory: String?, threshold: Int = indexThreshold,
                            progress: (String) -> Void = { _ in }) throws(CollectionError) -> any RecipeStore {
        if isFolder(path) { return MemoryRecipeStore(try FolderCache(directory: cacheDirectory).load(folder: path).collection) }
        if path.lowercased().hasSuffix(".cook") {
            throw .unreadable(path: path, reason: "it is one Cooklang recipe; give the folder that holds your .cook files")
        }
        guard let cacheDirectory, let stamp = SourceStamp(path: path), stamp.size >= UInt64(threshold) else {
            return MemoryRecipeStore(try CollectionLoader.load(path: path))
        }
        let indexPath = cacheDirectory + "/index-" + FNV1a.hex(absolute(path)) + ".cbx"
        if let store = IndexedRecipeStore(indexPath: indexPath, sourcePath: path) { return store }
        progress("Indexing \(path) (\(stamp.size / 1_000_000) MB) — once; later starts reuse the index…")
        let data = try CollectionLoader.read(path: path)
        let (collection, ranges) = try CollectionLoader.decodeWithRanges(data, file: path)
        do {
            let bytes = try RecipeIndexFile.build(collection, ranges: ranges, stamp: stamp)
            try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: indexPath), options: .atomic)
        } catch {
            return MemoryRecipeStore(collection)
        }
        return IndexedRecipeStore(indexPath: indexPath, sourcePath: path) ?? MemoryRecipeStore(collection)
    }

    /// Whether `path` names a folder (following symlinks).
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// `path` made absolute against the current directory, so each file has one cache name.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

}
