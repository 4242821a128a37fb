import FileSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Opens a collection as the fastest store that answers the same questions: small files are
/// read whole into a `MemoryRecipeStore`; large ones get an on-disk index in the cache
/// directory, built once (with a progress message) and reused while the file is unchanged.
/// A folder is read as a Cooklang collection, through `FolderCache`.
///
/// The path is opened once and everything after — folder or file, its stamp, its bytes,
/// re-reading a recipe — goes through that descriptor, so a file swapped in meanwhile is
/// never half-used. A damaged index or cache is rebuilt, with a note through `progress`.
public enum CollectionOpener {
    /// Files at least this large (bytes) are indexed.
    public static let indexThreshold = 128 << 10

    /// The store for the collection at `path`. `cacheDirectory` nil (or a cache that cannot be
    /// written) falls back to reading the whole file; `progress` hears about index builds and
    /// about damaged caches being rebuilt; `loadProgress` counts the files of a folder as they
    /// are parsed. Files over `sizeLimit` bytes are refused.
    public static func open(path: String, cacheDirectory: String?, threshold: Int = indexThreshold,
                            sizeLimit: Int = CollectionLoader.maximumSize, loadProgress: LoadProgress? = nil,
                            progress: (String) -> Void = { _ in }) throws(CollectionError) -> any RecipeStore {
        let source: SourceFile
        do {
            source = try SourceFile(path: path)
        } catch {
            throw CollectionLoader.collectionError(error)
        }
        if source.isDirectory {
            return try FolderCache(directory: cacheDirectory).open(folder: path, progress: loadProgress, note: progress)
        }
        if path.lowercased().hasSuffix(".cook") {
            throw .unreadable(path: path, reason: "it is one Cooklang recipe; give the folder that holds your .cook files")
        }
        let stamp = source.stamp
        guard let cacheDirectory, source.isRegularFile, stamp.size >= UInt64(threshold) else {
            let bytes = try CollectionLoader.read(source, limit: sizeLimit)
            return MemoryRecipeStore(try bytes.withUnsafeBufferPointer { buffer throws(CollectionError) in
                try CollectionLoader.decodeWithRanges(buffer, file: path).collection
            })
        }
        let indexPath = cacheDirectory + "/index-" + FNV1a.hex(absolute(path)) + ".cbx"
        do throws(CacheFileProblem) {
            return try IndexedRecipeStore(index: try IndexedRecipeStore.openIndex(indexPath), source: source)
        } catch {
            if error.isDamage { progress("The index \(indexPath) is unusable, \(error); rebuilding it.") }
        }
        progress("Indexing \(path) (\(stamp.size / 1_000_000) MB) — once; later starts reuse the index…")
        let data = try CollectionLoader.read(source, limit: sizeLimit)
        let (collection, ranges) = try data.withUnsafeBufferPointer { buffer throws(CollectionError) in
            try CollectionLoader.decodeWithRanges(buffer, file: path)
        }
        let bytes: [UInt8]
        do {
            bytes = try RecipeIndexFile.build(collection, ranges: ranges, stamp: stamp)
        } catch {
            progress("Cannot index \(path) (\(error)); reading it whole instead.")
            return MemoryRecipeStore(collection)
        }
        do {
            try CacheDirectory.write(bytes, to: indexPath, in: cacheDirectory)
        } catch {
            progress("\(error); the index will be built again next time.")
        }
        do {
            return try IndexedRecipeStore(index: try RecipeIndexReader(bytes), source: source)
        } catch {
            progress("The new index of \(path) is unusable (\(error)); reading it whole instead.")
            return MemoryRecipeStore(collection)
        }
    }

    /// The store for the JSON file at `path` when it opens without a slow step: a file under
    /// `threshold` bytes (read whole), or one whose index in `cacheDirectory` is there and
    /// fresh. Nil for a folder, an index to build, or anything wrong, all left to `open`, which
    /// says why. The browser opens a collection this way first, without a worker thread.
    public static func openQuickly(path: String, cacheDirectory: String?, threshold: Int = indexThreshold) -> (any RecipeStore)? {
        guard let source = try? SourceFile(path: path), source.isRegularFile, !path.lowercased().hasSuffix(".cook") else { return nil }
        guard let cacheDirectory, source.stamp.size >= UInt64(threshold) else {
            guard source.stamp.size < UInt64(threshold), let bytes = try? CollectionLoader.read(source, limit: threshold) else { return nil }
            return try? MemoryRecipeStore(bytes.withUnsafeBufferPointer { buffer throws(CollectionError) in
                try CollectionLoader.decodeWithRanges(buffer, file: path).collection
            })
        }
        let indexPath = cacheDirectory + "/index-" + FNV1a.hex(absolute(path)) + ".cbx"
        return try? IndexedRecipeStore(index: try IndexedRecipeStore.openIndex(indexPath), source: source)
    }

    /// Whether `path` names a folder (following symlinks).
    public static func isFolder(_ path: String) -> Bool {
        guard let source = try? SourceFile(path: path) else { return false }
        return source.isDirectory
    }

    /// `path` made absolute against the current directory, so each file has one cache name.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (FilePath.currentDirectory() ?? ".") + "/" + path
    }
}
