/// Keeps each parsed folder collection in the cache directory (`folder-<hash>.cbf`, a
/// `CollectionArchive`), so later starts read one file instead of parsing every recipe. The
/// archive is used only while the folder's stamp (every `.cook` file's path, size, mtime and
/// inode) and `formatVersion` match; after a change only the added or edited files are parsed
/// again (the archive keeps each file's record), and a damaged archive means parsing every file,
/// announced through `note`. The cache directory is owner-only (0700) and archives
/// 0600, since they hold every recipe's text. A cache that cannot be written only costs time
/// (and a note).
public struct FolderCache {
    /// Bump when parsing or conversion changes, so archives from older builds are not reused.
    public static let formatVersion: UInt64 = 9

    /// The largest archive read back (1 GiB); a larger one is rebuilt rather than read.
    public static let maximumArchiveSize = 1 << 30

    /// Where archives live; nil turns the cache off.
    public let directory: String?

    /// A cache in `directory` (nil: no cache).
    public init(directory: String?) { self.directory = directory }

    /// The collection in `folder`, whether it came whole from the cache, and how many files
    /// were parsed: when files were added, edited or removed since the archive was written,
    /// only those are parsed again. `note` hears why a damaged archive was rebuilt, or why the
    /// cache could not be written; `progress` counts the files parsed, for a display on
    /// another thread.
    public func load(folder: String, progress: LoadProgress? = nil, note: (String) -> Void = { _ in }) throws(CollectionError) -> (collection: RecipeCollection, fromCache: Bool, parsedFiles: Int) {
        let walker = try DirectoryWalker(root: folder)
        let stamp = walker.stamp ^ Self.formatVersion
        guard let directory, let path = archivePath(for: folder) else {
            return (try FolderCollectionLoader.load(folder: folder, walker: walker, reusing: [:], progress: progress).collection, false, walker.entries.count)
        }
        var previous: [String: ParsedFile] = [:]
        do throws(CacheFileProblem) {
            let contents = try Self.readArchive(path, stamp: stamp)
            if contents.isFresh { return (contents.collection, true, 0) }
            previous = Dictionary(contents.files.map { ($0.entry.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        } catch {
            if error.isDamage { note("The folder cache \(path) is unusable, \(error); parsing the folder again.") }
        }
        let (collection, files, parsedFiles) = try FolderCollectionLoader.load(folder: folder, walker: walker, reusing: previous, progress: progress)
        do {
            try CacheDirectory.write(CollectionArchive.encode(collection, files: files, stamp: stamp), to: path, in: directory)
        } catch {
            note("\(error); the folder will be parsed again next time.")
        }
        return (collection, false, parsedFiles)
    }

    /// The archive at `path`, read whole and checked; its file records are read only when its
    /// stamp differs from `stamp`.
    static func readArchive(_ path: String, stamp: UInt64) throws(CacheFileProblem) -> CollectionArchive.Contents {
        let bytes: [UInt8]
        do {
            bytes = try FilePath.readAll(path, limit: maximumArchiveSize)
        } catch {
            throw error.isMissing ? .missing : .unreadable(reason: error.reason)
        }
        return try CollectionArchive.decode(bytes, stamp: stamp)
    }

    /// `<directory>/folder-<hash of the absolute path>.cbf`.
    func archivePath(for folder: String) -> String? {
        guard let directory else { return nil }
        return directory + "/folder-" + FNV1a.hex(CollectionOpener.absolute(folder)) + ".cbf"
    }
}
