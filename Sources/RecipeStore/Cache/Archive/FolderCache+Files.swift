import FileSystem
#if canImport(Glibc)
import Glibc
#endif

extension FolderCache {
    /// The cache file (archive or index) at `path`, read whole up to `limit` bytes, and the file
    /// still open (an archive's stamp is what an index built over it records; an update in place
    /// copies the unchanged parts of both from them).
    static func readCacheFile(_ path: String, limit: Int) -> Result<(bytes: [UInt8], file: SourceFile), CacheFileProblem> {
        do {
            let file = try SourceFile(path: path)
            return .success((try file.readAll(limit: limit), file))
        } catch {
            return .failure(error.isMissing ? .missing : .unreadable(reason: error.reason))
        }
    }

    /// The archive at `path`, open, and the folder stamp its header records. Throws `.missing`
    /// or `.unreadable` when it cannot be opened, and `.stale` when it holds no archive header
    /// of this version (not a regular file, too short, another magic or version): the folder is
    /// then read as after a change, and the full update says what is wrong with the archive.
    static func cachedArchive(_ path: String) throws(CacheFileProblem) -> (file: SourceFile, stamp: UInt64) {
        let file: SourceFile
        do { file = try SourceFile(path: path) } catch { throw error.isMissing ? .missing : .unreadable(reason: error.reason) }
        guard file.isRegularFile, let header = file.read(0..<UInt64(CollectionArchive.headerSize)) else { throw .stale }
        do {
            return (file, try CollectionArchive.stamp(inHeader: header))
        } catch {
            throw .stale  // what is wrong is said by the full update, which reads the archive whole
        }
    }

    /// The store over the index just written at `path`, read by pages as a warm start reads it
    /// rather than held whole. Nil when the file there is not the one written (`pieces`, `size`
    /// bytes: another process replaced it meanwhile) or cannot be opened; nil is safe to take
    /// quietly, as the caller then answers from the bytes it wrote, and the next start, opening
    /// the file, says what is wrong with it.
    static func pagedStore(_ path: String, writtenAs pieces: [FilePiece], size: Int, source: SourceFile, folder: String) -> IndexedRecipeStore? {
        guard let first = pieces.first else { return nil }
        do throws(CacheFileProblem) {
            let paged = try IndexedRecipeStore.openIndex(path)
            guard paged.header == (try RecipeIndexHeader.decode(Array(first.bytes), fileSize: size)) else { return nil }
            return try IndexedRecipeStore(index: paged, source: source, bodies: .folder(root: folder))
        } catch {
            return nil
        }
    }

    /// Why files cannot be written in the cache directory `directory` (made if missing), for
    /// the note that says so; nil when they can.
    static func whyUnwritable(_ directory: String) -> String? {
        do { try CacheDirectory.prepare(directory) } catch { return error.reason }
        return access(directory, W_OK) == 0 ? nil : FilePath.errorText()
    }

    /// The archive at `path` opened for an update in place, or nil when it cannot be. Nil is
    /// safe to take quietly: without it the full update follows, which reads the archive again
    /// (`readCacheFile`) and says why it cannot be used.
    static func archiveForUpdate(_ path: String) -> SourceFile? {
        do { return try SourceFile(path: path) } catch { return nil }
    }

    /// The index at `path` read whole and checked through (`WholeIndex`), for an update in place.
    static func wholeIndex(_ path: String) -> Result<WholeIndex, CacheFileProblem> {
        readCacheFile(path, limit: IndexedRecipeStore.maximumIndexSize).flatMap { read in
            Result { () throws(CacheFileProblem) in try WholeIndex(read.bytes, file: read.file) }
        }
    }

    /// The old index (`wholeIndex`) for an update in place, or nil. Nil costs only time (the
    /// full update writes a new index without reading the old), but an index that exists and
    /// cannot be read, or is damaged, is said through `note`, as on opening one.
    static func indexForUpdate(_ read: Result<WholeIndex, CacheFileProblem>, path: String, note: (String) -> Void) -> WholeIndex? {
        switch read {
        case let .success(index):
            return index
        case let .failure(problem):
            if problem.isDamage { note("The folder index \(path) is unusable, \(problem); rebuilding it.") }
            return nil
        }
    }
}

extension Result where Success == AtomicFile.Draft {
    /// The draft, when it could be made; nil otherwise, to skip filling or discarding it. Nil is
    /// safe to take quietly here: `FolderCache.write` reads the same result and says why no
    /// draft was made before it writes anything for it.
    var madeDraft: AtomicFile.Draft? {
        switch self {
        case let .success(draft): return draft
        case .failure: return nil
        }
    }
}
