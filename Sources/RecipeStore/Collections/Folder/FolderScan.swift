/// A folder read by `FolderCollectionLoader`: every file's row, the links between them and the
/// warnings, and — when every file was parsed in this read — the whole collection.
struct FolderScan {
    /// The collection's title (the folder's name).
    let title: String
    /// Categories in order (sub-folders by name, "Uncategorised" last).
    let categories: [Category]
    /// One result per recipe file, in collection order; none when the read kept every whole
    /// recipe (`recipes`), which hold all of it.
    let files: [ParsedFile]
    /// Each file's related recipes (resolved references), in the same order as `files`.
    let related: [[RecipeID]]
    /// Every warning: the walk's, each file's own, id clashes and dangling references.
    let warnings: [CollectionIssue]
    /// How many files were parsed in this read (the rest came from the archive).
    let parsedFiles: Int
    /// What the read was for (what its rows and recipes hold).
    var purpose: Purpose = .index

    /// What a read of a folder is for, which decides what it keeps of each file.
    enum Purpose {
        /// A collection held in memory: every file's whole recipe, which holds everything the
        /// collection needs; no rows (nothing reads them there: a tenth of the memory).
        case memory
        /// An index and archive on disk: rows with every search fact; recipes are neither
        /// finished nor kept (their steps' uses, sections, notes, cookware and source: a screen
        /// parses the file again when it opens one).
        case index
    }

    /// Every file's whole recipe, its related links resolved, in collection order, when every
    /// file was parsed in this read for `.memory`; nil otherwise (rows from the archive, or a
    /// read for an index: bodies are read when asked for).
    var recipes: [Recipe]?

    /// The whole collection, when the read kept every recipe (`recipes`).
    var collection: RecipeCollection? {
        recipes.map { RecipeCollection(title: title, categories: categories, recipes: $0, warnings: warnings) }
    }

    /// The index rows, in collection order.
    var rows: [IndexEntry] {
        precondition(purpose == .index, "rows without their search facts are not indexed")
        return files.map(\.row)
    }
}
