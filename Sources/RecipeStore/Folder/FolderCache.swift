/// Keeps each parsed folder collection in the cache directory, so later starts read an index
/// instead of parsing every recipe: `folder-<hash>.cbf` (a `CollectionArchive`: every recipe
/// and the file it came from) and `folder-<hash>.cbx` (a `RecipeIndexFile` over the archive:
/// names, categories, ingredient and tag postings, and each recipe's byte range in the archive).
///
/// A start whose folder stamp (every `.cook` file's path, size, mtime and inode) and
/// `formatVersion` match the archive's header opens the index and reads nothing else; a recipe
/// is decoded from the archive when a screen asks for it. After a change only the added or
/// edited files are parsed again (the archive keeps each file's record), and archive and index
/// are written anew. A damaged archive or index is rebuilt, announced through `note`. The cache
/// directory is owner-only (0700) and its files 0600, since they hold every recipe's text. A
/// cache that cannot be written only costs time (and a note).
public struct FolderCache {
    /// Bump when parsing or conversion changes, so archives from older builds are not reused.
    public static let formatVersion: UInt64 = 10

    /// The largest archive read back (1 GiB); a larger one is rebuilt rather than read.
    public static let maximumArchiveSize = 1 << 30

    /// Where archives live; nil turns the cache off.
    public let directory: String?

    /// A cache in `directory` (nil: no cache).
    public init(directory: String?) { self.directory = directory }

    /// The store for `folder`: over the cached index when the folder is unchanged, otherwise
    /// after parsing what changed (and writing archive and index for next time). `note` hears
    /// why a damaged cache was rebuilt or could not be written; `progress` counts the files
    /// parsed, for a display on another thread.
    public func open(folder: String, progress: LoadProgress? = nil, note: (String) -> Void = { _ in }) throws(CollectionError) -> any RecipeStore {
        try open(folder: folder, walker: try DirectoryWalker(root: folder), progress: progress, note: note).store
    }

    /// The store the cache held when the folder was last read, opened without looking at the
    /// folder (no walk): for a first frame at once, followed by `refreshed`. Nil when there is
    /// no usable archive and index; `stamp` is the folder stamp they were written for.
    public func openCached(folder: String) -> (store: IndexedRecipeStore, stamp: UInt64)? {
        guard let paths = cachePaths(for: folder), let file = try? SourceFile(path: paths.archive), file.isRegularFile,
              let header = file.read(0..<UInt64(CollectionArchive.headerSize)), let stamp = CollectionArchive.stamp(inHeader: header),
              let index = try? IndexedRecipeStore.openIndex(paths.index),
              let store = try? IndexedRecipeStore(index: index, source: file, bodies: .archive) else { return nil }
        return (store, stamp)
    }

    /// The folder as it is now, when it differs from the one cached with `stamp`: the files
    /// added, edited or removed since are parsed (alone) and archive and index written again.
    /// Nil when nothing changed. The same update a running app applies as the folder changes.
    public func refreshed(folder: String, since stamp: UInt64, progress: LoadProgress? = nil, note: (String) -> Void = { _ in })
        throws(CollectionError) -> (store: any RecipeStore, parsedFiles: Int)? {
        let walker = try DirectoryWalker(root: folder)
        guard walker.stamp ^ Self.formatVersion != stamp else { return nil }
        return try open(folder: folder, walker: walker, progress: progress, note: note)
    }

    private func open(folder: String, walker: DirectoryWalker, progress: LoadProgress?, note: (String) -> Void)
        throws(CollectionError) -> (store: any RecipeStore, parsedFiles: Int) {
        let stamp = walker.stamp ^ Self.formatVersion
        if let paths = cachePaths(for: folder) {
            do throws(CacheFileProblem) {
                return (try indexedStore(paths, stamp: stamp), 0)
            } catch {
                if error.isDamage { note("The folder index \(paths.index) is unusable, \(error); rebuilding it.") }
            }
        }
        let loaded = try assemble(folder: folder, walker: walker, stamp: stamp, rewriteFresh: true, note: note, progress: progress)
        func memory() -> (any RecipeStore, Int) { (MemoryRecipeStore(loaded.collection), loaded.parsedFiles) }
        guard let paths = cachePaths(for: folder), let directory, let archive = loaded.archive else { return memory() }
        do {
            let file = try SourceFile(path: paths.archive)
            guard file.isRegularFile, file.info.st_size == archive.bytes.count,
                  let header = file.read(0..<UInt64(CollectionArchive.headerSize)), CollectionArchive.stamp(inHeader: header) == stamp else {
                return memory()  // another process replaced it meanwhile: the next start indexes
            }
            let bytes = try RecipeIndexFile.build(loaded.collection, ranges: archive.ranges, stamp: file.stamp)
            try CacheDirectory.write(bytes, to: paths.index, in: directory)
            return (try IndexedRecipeStore(index: RecipeIndexReader(bytes), source: file, bodies: .archive), loaded.parsedFiles)
        } catch {
            note("Cannot index the folder \(folder) (\(error)); it is read whole, and indexed next time.")
            return memory()
        }
    }

    /// The collection in `folder`, whether it came whole from the cache, and how many files
    /// were parsed: when files were added, edited or removed since the archive was written,
    /// only those are parsed again. `note` hears why a damaged archive was rebuilt, or why the
    /// cache could not be written; `progress` counts the files parsed.
    public func load(folder: String, progress: LoadProgress? = nil, note: (String) -> Void = { _ in }) throws(CollectionError) -> (collection: RecipeCollection, fromCache: Bool, parsedFiles: Int) {
        let walker = try DirectoryWalker(root: folder)
        let loaded = try assemble(folder: folder, walker: walker, stamp: walker.stamp ^ Self.formatVersion, rewriteFresh: false,
                                  note: note, progress: progress)
        return (loaded.collection, loaded.fromCache, loaded.parsedFiles)
    }

    /// The collection from the archive when fresh, else parsed (only the changed files when the
    /// archive's records allow) and written back; `archive` is what was written (nil when
    /// nothing was). `rewriteFresh` writes a fresh archive again, for an index to point into.
    private func assemble(folder: String, walker: DirectoryWalker, stamp: UInt64, rewriteFresh: Bool, note: (String) -> Void,
                          progress: LoadProgress?) throws(CollectionError)
        -> (collection: RecipeCollection, fromCache: Bool, parsedFiles: Int, archive: (bytes: [UInt8], ranges: [Range<Int>])?) {
        guard let directory, let paths = cachePaths(for: folder) else {
            return (try FolderCollectionLoader.load(folder: folder, walker: walker, reusing: [:], progress: progress).collection, false,
                    walker.entries.count, nil)
        }
        var contents: CollectionArchive.Contents?
        do throws(CacheFileProblem) {
            contents = try Self.readArchive(paths.archive, stamp: stamp)
        } catch {
            if error.isDamage { note("The folder cache \(paths.archive) is unusable, \(error); parsing the folder again.") }
        }
        let collection: RecipeCollection, files: [ParsedFile], parsedFiles: Int
        if let contents, contents.isFresh {
            guard rewriteFresh else { return (contents.collection, true, 0, nil) }
            (collection, files, parsedFiles) = (contents.collection, contents.files, 0)
        } else {
            let previous = Dictionary((contents?.files ?? []).map { ($0.entry.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
            (collection, files, parsedFiles) = try FolderCollectionLoader.load(folder: folder, walker: walker, reusing: previous, progress: progress)
        }
        let archive = CollectionArchive.encode(collection, files: files, stamp: stamp)
        do {
            try CacheDirectory.write(archive.bytes, to: paths.archive, in: directory)
        } catch {
            note("\(error); the folder will be parsed again next time.")
            return (collection, contents?.isFresh ?? false, parsedFiles, nil)
        }
        return (collection, contents?.isFresh ?? false, parsedFiles, archive)
    }

    /// The store over the cached index, when the archive's header says it was written for
    /// `stamp` and the index was built over that very archive file.
    private func indexedStore(_ paths: (archive: String, index: String), stamp: UInt64) throws(CacheFileProblem) -> IndexedRecipeStore {
        let file: SourceFile
        do { file = try SourceFile(path: paths.archive) } catch { throw error.isMissing ? .missing : .unreadable(reason: error.reason) }
        guard file.isRegularFile, let header = file.read(0..<UInt64(CollectionArchive.headerSize)),
              CollectionArchive.stamp(inHeader: header) == stamp else { throw .stale }
        return try IndexedRecipeStore(index: try IndexedRecipeStore.openIndex(paths.index), source: file, bodies: .archive)
    }

    /// The archive at `path`, read whole and checked, with its file records.
    static func readArchive(_ path: String, stamp: UInt64) throws(CacheFileProblem) -> CollectionArchive.Contents {
        let bytes: [UInt8]
        do {
            bytes = try FilePath.readAll(path, limit: maximumArchiveSize)
        } catch {
            throw error.isMissing ? .missing : .unreadable(reason: error.reason)
        }
        return try CollectionArchive.decode(bytes, stamp: stamp)
    }

    /// `<directory>/folder-<hash of the absolute path>.cbf` and `.cbx`.
    func cachePaths(for folder: String) -> (archive: String, index: String)? {
        guard let directory else { return nil }
        let base = directory + "/folder-" + FNV1a.hex(CollectionOpener.absolute(folder))
        return (base + ".cbf", base + ".cbx")
    }
}
