/// One `.cook` file as parsing left it, before recipes are linked to each other: the file as
/// it was found (path, size, modification time, inode), what the index needs of its recipe,
/// the references it makes and its own problems. `FolderCache` keeps these in the folder's
/// archive so that after an edit only the changed files are parsed again, and the index is
/// rebuilt from these rows. A class: a load passes 20,000 of them through several lists, and a
/// reference is one retain where a struct of a dozen strings and arrays was a dozen.
final class ParsedFile {
    /// The file when it was parsed.
    let entry: DirectoryWalker.Entry
    /// Its recipe's id, name, category, ingredient names and search terms (without the
    /// description and step words when the scan was only for a collection in memory).
    let row: IndexEntry
    /// The `@./…{}` references as written.
    let references: [String]
    /// Problems found in the file itself.
    let issues: [CollectionIssue]
    /// For a row read from an archive: its description and step words as that archive numbered
    /// them, so writing the next archive over the same vocabulary copies the numbers.
    let archivedWords: (summary: [UInt32], steps: [UInt32])?

    init(entry: DirectoryWalker.Entry, row: IndexEntry, references: [String], issues: [CollectionIssue],
         archivedWords: (summary: [UInt32], steps: [UInt32])? = nil) {
        self.entry = entry
        self.row = row
        self.references = references
        self.issues = issues
        self.archivedWords = archivedWords
    }

    /// Whether this result still describes `current`, found now with id `id`: same path, size,
    /// modification time and inode (a file that could not be looked at never matches).
    func stillDescribes(_ current: DirectoryWalker.Entry, id: RecipeID) -> Bool {
        current.inode != 0 && current == entry && row.id == id
    }
}
