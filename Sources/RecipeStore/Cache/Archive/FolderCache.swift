import FileSystem
#if canImport(Glibc)
import Glibc
#endif

/// Keeps each Cooklang folder's index in the cache directory, so later starts open it instead
/// of parsing every recipe: `folder-<hash>.cbf` (a `CollectionArchive`: per file, what the
/// index needs, its links and its problems) and `folder-<hash>.cbx` (a `RecipeIndexFile`, the
/// same format as a JSON collection's index, whose recipe records point at the archive's).
/// A recipe's body is parsed from its `.cook` file when a screen asks for it.
///
/// A start whose folder stamp (every `.cook` file's path, size, mtime and inode) and
/// `formatVersion` match the archive's header opens the index and reads nothing else. After a
/// change only the added or edited files are parsed again: a few edits are applied to archive
/// and index in place (`InPlaceUpdate`); otherwise both are rebuilt from the archive's rows
/// and those files. A damaged archive or index is rebuilt, announced
/// through `note`. The cache directory is owner-only (0700) and its files 0600. A cache that
/// cannot be written only costs time (and a note).
public struct FolderCache {
    /// Bump when parsing or conversion changes, so archives from older builds are not reused
    /// (it is part of the archive's version and of the folder stamp).
    /// 14: a first mise-en-place paragraph is no step (issue #32).
    /// 15: `serves: 500 g` (a weight, volume or size) is a yield, not 500 servings (issue #32).
    /// 16: whole bakes and dozens (`1 10 inch cake`, `6 dozen`) are a yield, not servings (issue #32).
    public static let formatVersion: UInt64 = 16

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
        try load(folder: folder, progress: progress, note: note).store
    }

    /// `open`, also telling whether the store came from the cache without parsing anything and
    /// how many files were parsed (after an edit: only the changed ones).
    public func load(folder: String, progress: LoadProgress? = nil, note: (String) -> Void = { _ in })
        throws(CollectionError) -> (store: any RecipeStore, fromCache: Bool, parsedFiles: Int) {
        // With no archive to compare the folder with, nothing needs its files looked at before
        // they are read: reading each one looks at it (`fstatat` was half of the walk).
        let archived = cachePaths(for: folder).map { access($0.archive, F_OK) == 0 } ?? false
        return try open(folder: folder, walker: try DirectoryWalker(root: folder, lookingAtFiles: archived), progress: progress, note: note)
    }

    /// The store the cache held when the folder was last read, opened without looking at the
    /// folder (no walk): for a first frame at once, followed by `refreshed`. Nil when there is
    /// no usable archive and index; `stamp` is the folder stamp they were written for.
    public func openCached(folder: String) -> (store: IndexedRecipeStore, stamp: UInt64)? {
        guard let paths = cachePaths(for: folder) else { return nil }
        // Any problem gives nil, quietly: the open that follows (`load`, `refreshed`) meets the
        // same archive and index and says why they cannot be used.
        do throws(CacheFileProblem) {
            let (file, stamp) = try Self.cachedArchive(paths.archive)
            return (try IndexedRecipeStore(index: try IndexedRecipeStore.openIndex(paths.index), source: file, bodies: .folder(root: folder)), stamp)
        } catch {
            return nil
        }
    }

    /// The folder as it is now, when it differs from the one cached with `stamp`: the files
    /// added, edited or removed since are parsed (alone) and archive and index written again.
    /// Nil when nothing changed. The same update a running app applies as the folder changes.
    public func refreshed(folder: String, since stamp: UInt64, progress: LoadProgress? = nil, note: (String) -> Void = { _ in })
        throws(CollectionError) -> (store: any RecipeStore, parsedFiles: Int, stamp: UInt64)? {
        let walker = try DirectoryWalker(root: folder)
        let now = walker.stamp ^ Self.formatVersion
        guard now != stamp else { return nil }
        let loaded = try open(folder: folder, walker: walker, progress: progress, note: note)
        return (loaded.store, loaded.parsedFiles, now)
    }

    private func open(folder: String, walker: DirectoryWalker, progress: LoadProgress?, note: (String) -> Void)
        throws(CollectionError) -> (store: any RecipeStore, fromCache: Bool, parsedFiles: Int) {
        // Only a walk that looked at the files has a stamp to compare; otherwise the scan's files give it.
        let stamp = walker.looksAtFiles ? walker.stamp ^ Self.formatVersion : 0
        guard let directory, let paths = cachePaths(for: folder) else {
            let scan = try FolderCollectionLoader.scan(folder: folder, walker: walker, reusing: [:], progress: progress, for: .memory)
            let store = try memoryStore(scan, folder: folder, walker: walker, progress: progress), parsedFiles = scan.parsedFiles
            Discard.inBackground(consume scan)
            return (store, false, parsedFiles)
        }
        // A read-only cache is still read; one that is not even a folder is not looked into.
        let unwritable = Self.whyUnwritable(directory)
        var damageSaid = false  // (then the index is not read again for an update in place, nor said twice)
        if walker.looksAtFiles, unwritable == nil || Self.isDirectory(directory) {
            do throws(CacheFileProblem) {
                return (try indexedStore(paths, folder: folder, stamp: stamp), true, 0)
            } catch {
                damageSaid = error.isDamage
                if damageSaid { note("The folder index \(paths.index) is unusable, \(error); rebuilding it.") }
            }
        }
        // A cache that cannot be written: read the folder whole, once (rows from an old archive
        // would need every file parsed again for a store without an index).
        if let reason = unwritable {
            note("Cannot write the cache in \(directory) (\(reason)); the folder is read whole at every start.")
            let scan = try FolderCollectionLoader.scan(folder: folder, walker: walker, reusing: [:], progress: progress, for: .memory)
            let store = try memoryStore(scan, folder: folder, walker: walker, progress: progress), parsedFiles = scan.parsedFiles
            Discard.inBackground(consume scan)
            return (store, false, parsedFiles)
        }
        // A first read (there was no archive, so the walk did not look at the files): all parsed.
        guard walker.looksAtFiles else {
            let scan = try FolderCollectionLoader.scan(folder: folder, walker: walker, reusing: [:], progress: progress)
            return try written(scan: scan, contents: nil, folder: folder, walker: walker, paths: paths, directory: directory, progress: progress, note: note)
        }
        // For an update in place: the archive laid out and compared with the folder as it is
        // read (never held whole), beside the index read whole and checked.
        let archiveFile = damageSaid ? nil : Self.archiveForUpdate(paths.archive)
        let (map, indexRead) = SideBySide.run({ archiveFile.flatMap { ArchiveMap.read($0, limit: Self.maximumArchiveSize, comparedWith: walker.entries) } },
                                              { archiveFile == nil ? .failure(.missing) : Self.wholeIndex(paths.index) })
        let oldIndex = Self.indexForUpdate(indexRead, path: paths.index, note: note)
        // A few files edited in place: their records replaced, the index patched — the new
        // archive's body written beside the old (its header, a checksum over it, and the patch
        // worked out meanwhile), then its header in front.
        if let map, let file = archiveFile, let oldIndex,
           let update = InPlaceUpdate(folder: folder, walker: walker, archive: map, file: file, index: oldIndex, stamp: stamp, progress: progress) {
            let draft = Self.draft(paths.archive, in: directory), indexDraft = Self.draft(paths.index, in: directory)
            let (_, (header, patched)) = SideBySide.run({ draft.madeDraft?.write(update.body, at: CollectionArchive.headerSize) }, {
                let header = update.header(stamp: stamp), patched = update.patchedIndex()
                // The index's sections are written while the archive is still being copied: only
                // its header waits for the archive file's stamp.
                if let patched { indexDraft.madeDraft?.write(patched.sections, at: RecipeIndexHeader.size) }
                return (header, patched)
            })
            if let header, let patched {
                draft.madeDraft?.write([FilePiece(header[...])], at: 0)
                let written = try write(draft, paths: paths, folder: folder, parsedFiles: update.parsedFiles, fromCache: false, note: note,
                                        indexSections: indexDraft.madeDraft, index: { archiveStamp in patched.pieces(stampedFor: archiveStamp) }) {
                    () throws(CollectionError) in
                    try memoryStore(try FolderCollectionLoader.scan(folder: folder, walker: walker, reusing: [:], progress: progress, for: .memory),
                                    folder: folder, walker: walker, progress: progress)
                }
                // The old index read whole (31 MB at 100,000 recipes) and the update are let go of
                // on another thread while the caller answers.
                Discard.inBackground((oldIndex, update, patched))
                return written
            }
            draft.madeDraft?.discard()
        }
        // The full update: the archive's rows read whole.
        let read = Self.readCacheFile(paths.archive, limit: Self.maximumArchiveSize)
        var contents: CollectionArchive.Contents?
        do throws(CacheFileProblem) {
            contents = try CollectionArchive.decode(try read.get().bytes, stamp: stamp)
        } catch {
            if error.isDamage { note("The folder cache \(paths.archive) is unusable, \(error); parsing the folder again.") }
        }
        let scan: FolderScan
        if let contents, contents.isFresh {
            // Only the index was missing: the archive's rows make it again without parsing.
            scan = FolderScan(title: contents.title, categories: contents.categories, files: contents.files, related: contents.related,
                              warnings: contents.warnings, parsedFiles: 0)
        } else {
            let previous = Dictionary((contents?.files ?? []).map { ($0.entry.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
            scan = try FolderCollectionLoader.scan(folder: folder, walker: walker, reusing: previous, progress: progress)
        }
        return try written(scan: scan, contents: contents, folder: folder, walker: walker, paths: paths, directory: directory, progress: progress, note: note)
    }

    /// The store after writing archive and index for `scan` (made over `contents`, the archive
    /// read, if any); the folder's stamp is that of the files as the scan found them.
    private func written(scan: consuming FolderScan, contents: CollectionArchive.Contents?, folder: String, walker: DirectoryWalker,
                         paths: (archive: String, index: String), directory: String, progress: LoadProgress?, note: (String) -> Void)
        throws(CollectionError) -> (store: any RecipeStore, fromCache: Bool, parsedFiles: Int) {
        let stamp = (walker.looksAtFiles ? walker.stamp : DirectoryWalker.stamp(of: scan.files.map(\.entry), problems: walker.problems))
            ^ Self.formatVersion
        let archive = CollectionArchive.encode(scan, stamp: stamp, vocabulary: contents?.vocabulary ?? [])
        let draft = Self.draft(paths.archive, in: directory)
        draft.madeDraft?.write([FilePiece(archive.bytes[...])], at: 0)
        let written = try write(draft, paths: paths, folder: folder, parsedFiles: scan.parsedFiles, fromCache: contents?.isFresh ?? false, note: note,
                                index: { archiveStamp in
            [FilePiece(try RecipeIndexFile.build(title: scan.title, categories: scan.categories, entries: scan.rows, warnings: scan.warnings,
                                                 ranges: archive.ranges, stamp: archiveStamp, words: archive.words)[...])]
        }) { () throws(CollectionError) in try memoryStore(scan, folder: folder, walker: walker, progress: progress) }
        Discard.inBackground(consume scan)
        return written
    }

    /// An empty temporary file for the archive at `path`, to be filled and flushed.
    private static func draft(_ path: String, in directory: String) -> Result<AtomicFile.Draft, AtomicFile.Failure> {
        Result { () throws(AtomicFile.Failure) in try CacheDirectory.draft(to: path, in: directory) }
    }

    /// Flushes the filled archive `draft` while the index `index` makes (in pieces) for the
    /// archive file as written is made and flushed beside it, puts both in place, and opens
    /// the store over them. When the archive cannot be written or another process replaced it
    /// meanwhile, the store is `inMemory`'s instead.
    private func write(_ draft: Result<AtomicFile.Draft, AtomicFile.Failure>, paths: (archive: String, index: String), folder: String,
                       parsedFiles: Int, fromCache: Bool, note: (String) -> Void, indexSections: AtomicFile.Draft? = nil,
                       index: (SourceStamp) throws -> [FilePiece], inMemory: () throws(CollectionError) -> MemoryRecipeStore)
        throws(CollectionError) -> (store: any RecipeStore, fromCache: Bool, parsedFiles: Int) {
        guard let directory else { preconditionFailure("only a cache with a directory writes") }
        let store: IndexedRecipeStore
        var indexFile: AtomicFile.Prepared?
        defer { indexFile?.discard() }  // left over when the archive could not be put in place
        do {
            let archive = try draft.get()
            if archive.hasFailed { _ = try archive.flush() }  // says why, before any index is made for it
            guard let stamp = archive.stamp else { throw AtomicFile.Failure(path: paths.archive, reason: "cannot look at it: \(FilePath.errorText())") }
            /// The index for the archive with `stamp`, written and flushed: its header alone into
            /// `sections` when that draft holds the rest already, otherwise all of it.
            func indexed(_ stamp: SourceStamp, into sections: AtomicFile.Draft?) -> Result<([FilePiece], Result<AtomicFile.Prepared, AtomicFile.Failure>), any Error> {
                Result { () throws in
                    let pieces = try index(stamp)
                    return (pieces, Result { () throws(AtomicFile.Failure) in
                        guard let sections, let header = pieces.first else { return try CacheDirectory.prepare(pieces: pieces, to: paths.index, in: directory) }
                        sections.write([header], at: 0)
                        return try sections.flush()
                    })
                }
            }
            // The index records the archive file's stamp, final once it is filled: both wait for the disk at once.
            var (flushed, made) = SideBySide.run({ Result { () throws(AtomicFile.Failure) in try archive.flush() } }, { indexed(stamp, into: indexSections) })
            if case let .success((_, .success(prepared))) = made { indexFile = prepared }
            try flushed.get().commit()
            let file = try SourceFile(path: paths.archive)
            guard file.isRegularFile, file.stamp.inode == stamp.inode else {
                // Another process replaced it meanwhile; this start reads the folder whole, the next indexes.
                return (try inMemory(), false, parsedFiles)
            }
            if file.stamp != stamp {
                // A file system that sets the time at flush or close (SMB, some FUSE): made again for the file as it is.
                indexFile?.discard()
                indexFile = nil
                made = indexed(file.stamp, into: nil)
                if case let .success((_, .success(prepared))) = made { indexFile = prepared }
            }
            let (pieces, prepared) = try made.get(), size = pieces.reduce(0) { $0 + $1.count }
            var written = false
            do {
                try prepared.get().commit()
                indexFile = nil
                written = true
            } catch {
                note("\(error); the folder will be indexed again next time.")
            }
            // Read by pages from the file just written, as a warm start reads it, rather than held
            // whole (a running app keeps this store: 31 MB at 100,000 recipes); the bytes when
            // the file is not the one written (another process replaced it meanwhile).
            if written, let pagedStore = Self.pagedStore(paths.index, writtenAs: pieces, size: size, source: file, folder: folder) {
                store = pagedStore
            } else {
                store = try IndexedRecipeStore(index: RecipeIndexReader(Array(pieces.map(\.bytes).joined())), source: file, bodies: .folder(root: folder))
            }
        } catch let error as CollectionError {
            throw error
        } catch {
            note("Cannot cache the folder \(folder) (\(error)); it is read whole, and parsed again next time.")
            return (try inMemory(), false, parsedFiles)
        }
        return (store, fromCache, parsedFiles)
    }

    /// The whole collection in memory: the scan's, or (when some rows came from the archive)
    /// the folder parsed again, counted on `progress`.
    private func memoryStore(_ scan: FolderScan, folder: String, walker: DirectoryWalker, progress: LoadProgress?) throws(CollectionError) -> MemoryRecipeStore {
        if let collection = scan.collection { return MemoryRecipeStore(collection) }
        let whole = try FolderCollectionLoader.scan(folder: folder, walker: walker, reusing: [:], progress: progress, for: .memory)
        guard let collection = whole.collection else { preconditionFailure("a scan reusing nothing parses every file") }
        return MemoryRecipeStore(collection)
    }

    /// Whether `path` is a directory (following links).
    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The store over the cached index, when the archive's header says it was written for
    /// `stamp` and the index was built over that very archive file.
    private func indexedStore(_ paths: (archive: String, index: String), folder: String, stamp: UInt64) throws(CacheFileProblem) -> IndexedRecipeStore {
        let (file, archived) = try Self.cachedArchive(paths.archive)
        guard archived == stamp else { throw .stale }
        return try IndexedRecipeStore(index: try IndexedRecipeStore.openIndex(paths.index), source: file, bodies: .folder(root: folder))
    }

    /// `<directory>/folder-<hash of the absolute path>.cbf` and `.cbx`.
    func cachePaths(for folder: String) -> (archive: String, index: String)? {
        guard let directory else { return nil }
        let base = directory + "/folder-" + FNV1a.hex(CollectionOpener.absolute(folder))
        return (base + ".cbf", base + ".cbx")
    }
}
