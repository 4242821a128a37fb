import FileSystem

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
}
