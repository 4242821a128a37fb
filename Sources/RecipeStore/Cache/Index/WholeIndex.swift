import FileSystem

/// An index file (`RecipeIndexFile`) read whole into memory and checked through: its header
/// and tables as on opening (`RecipeIndexReader`), its page checksums, and every page against
/// its checksum. What a patch (`RecipeIndexPatch`) starts from, so damage is never carried into
/// a new file: there is no other way to make one.
struct WholeIndex {
    /// The file's bytes.
    let bytes: [UInt8]
    /// Its checked header.
    let header: RecipeIndexHeader
    /// The file they were read from, still open, for its unchanged parts to be copied from it
    /// (`FilePiece`); nil for bytes from elsewhere.
    let file: SourceFile?

    /// `bytes` (read from `file`) checked; throws `.otherFormat` for another version and
    /// `.damaged` naming what is wrong.
    init(_ bytes: [UInt8], file: SourceFile?) throws(CacheFileProblem) {
        let header = try RecipeIndexReader(bytes).header
        // Bytes held in memory are not checked page by page on opening: here every page is.
        guard IndexPages.table(of: bytes, covering: header.covered)[...] == bytes[header[.pages]] else {
            throw .damaged(reason: "a page fails its checksum")
        }
        self.bytes = bytes
        self.header = header
        self.file = file
    }
}
