extension FolderCollectionLoader {
    /// A file's references resolved: the recipes they lead to (each once, never itself) and a
    /// warning for each that leads to no file of the collection.
    struct Links {
        /// The ids the references lead to, in order.
        let related: [RecipeID]
        /// A warning per reference that leads nowhere.
        let dangling: [CollectionIssue]

        /// The links of `references`, written in the file at `path` of recipe `id`, through
        /// `identity` (the folder's files by lowercased path without `.cook`). The path is made
        /// only for a warning (most files have none).
        init(_ references: [String], of id: RecipeID, in path: @autoclosure () -> String, identity: Identity) {
            var related = UniqueList<RecipeID>(), dangling: [CollectionIssue] = []
            for reference in references {
                guard let target = identity.id(atPath: (CookFileIDs.stem(of: reference) ?? "").quickLowercased()) else {
                    dangling.append(CollectionIssue(file: path(), location: "", message: "refers to \"\(reference)\", which is not in the collection",
                                                    recipe: id.rawValue))
                    continue
                }
                if target != id { related.append(target) }   // each once, linear however many
            }
            self.related = related.elements
            self.dangling = dangling
        }
    }
}
