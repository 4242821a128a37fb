/// One `.cook` file as parsing left it, before recipes are linked to each other: the file as
/// it was found (path, size, modification time, inode), its recipe without related links, the
/// references it makes and its own problems. `FolderCache` keeps these so that after an edit
/// only the changed files are parsed again.
struct ParsedFile {
    /// The file when it was parsed.
    let entry: DirectoryWalker.Entry
    /// Its recipe; `related` is filled in when the collection is assembled.
    let recipe: Recipe
    /// The `@./…{}` references as written.
    let references: [String]
    /// Problems found in the file itself.
    let issues: [CollectionIssue]

    /// Whether this result still describes `current`, found now with id `id`: same path, size,
    /// modification time and inode (a file that could not be looked at never matches).
    func stillDescribes(_ current: DirectoryWalker.Entry, id: RecipeID) -> Bool {
        current.inode != 0 && current == entry && recipe.id == id
    }
}
