/// A folder read by `FolderCollectionLoader`: every file's row, the links between them and the
/// warnings, and — when every file was parsed in this read — the whole collection.
struct FolderScan {
    /// The collection's title (the folder's name).
    let title: String
    /// Categories in order (sub-folders by name, "Uncategorised" last).
    let categories: [Category]
    /// One result per recipe file, in collection order.
    let files: [ParsedFile]
    /// Each file's related recipes (resolved references), in the same order.
    let related: [[RecipeID]]
    /// Every warning: the walk's, each file's own, id clashes and dangling references.
    let warnings: [CollectionIssue]
    /// How many files were parsed in this read (the rest came from the archive).
    let parsedFiles: Int
    /// Whether the rows have their search facts (description and step words); a scan made
    /// only for a collection in memory leaves them out, and cannot be archived.
    var hasSearchFacts = true

    /// The whole collection, when every file was parsed in this read; nil when some rows came
    /// from the archive (their bodies are read when asked for).
    var collection: RecipeCollection? {
        var recipes: [Recipe] = []
        recipes.reserveCapacity(files.count)
        for (file, related) in zip(files, related) {
            guard let recipe = file.recipe else { return nil }
            recipes.append(recipe.withRelated(related))
        }
        return RecipeCollection(title: title, categories: categories, recipes: recipes, warnings: warnings)
    }

    /// The index rows, in collection order.
    var rows: [IndexEntry] {
        precondition(hasSearchFacts, "rows without their search facts are not indexed")
        return files.map(\.row)
    }
}
