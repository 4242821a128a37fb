import RecipeStore

extension FuzzTarget {
    /// A folder of `.cook` files referencing each other (`@./Other{2}`, chains, diamonds,
    /// cycles), read as a folder collection and expanded into a shopping list: the input is a
    /// bundle of files (`ReferenceBundle`). The list is no longer than the ingredient lines it
    /// merges. How much work the expansion may do is bounded by
    /// the per-input time limit of `cookbook-fuzz` (a tower of diamonds doubles it a level).
    public static let references = FuzzTarget(
        name: "references",
        seeds: [
            "+++ Pizza.cook\nStretch @./Shared/Dough{2%balls}, add @./Sauce{1/2} and @cheese{100%g}.\n+++ Shared/Dough.cook\n>> yield: 2%balls\nMix @flour{500%g} and @./Shared/Starter{1}.\n+++ Shared/Starter.cook\nFeed @flour{50%g} and @water{50%ml}.\n+++ Sauce.cook\n>> servings: 2\nSimmer @tomatoes{400%g}, @./Sauce{1} and @./Pizza{1}.\n+++ .shopping-list\n./Pizza{3}\n./Plan\n  ./Sauce{2}\n  ./Gone\nbread{1}\n",
            "+++ A.cook\n@./B{2} @./C{1%servings} @./B\n+++ B.cook\n@./D{0.5}\n+++ C.cook\n>> servings: 4\n@./D{2} @./A\n+++ D.cook\n@salt{1%g} @./D\n",
            "+++ Top.cook\n@./../Top{} @./Mid.cook{1e308} @./Mid{-1} @./Mid{0} @./Mid{1%kg}\n+++ Mid.cook\n>> yield: 500%g\n@flour{1%kg}\n",
        ].map { Array($0.utf8) },
        tokens: ["+++ ", "\n+++ X.cook\n", "@./", "@./A{2}", "@./B{}", "{", "}", "%servings", "%balls", "%g", ">> yield: 2%balls\n",
                 ">> servings: 0\n", "../", "./", ".cook", "+++ .shopping-list\n", "  ./A{2}\n"],
        shapes: [ReferenceBundle.chain(twice: false), ReferenceBundle.chain(twice: true), ReferenceBundle.chain(twice: true, units: true)]
    ) { bytes in
        let folder = ReferencesFuzzFixture.folder
        folder.empty()
        let files = ReferenceBundle.files(in: String(decoding: bytes, as: UTF8.self))
        for file in files { folder.write(file.path, Array(file.text.utf8)) }
        guard let collection = try? FolderCollectionLoader.load(folder: folder.path) else { return }
        let store = MemoryRecipeStore(collection)
        let listText = files.first { $0.path == ".shopping-list" }?.text
            ?? files.first { $0.path.hasSuffix(".cook") }.map { "./" + String($0.path.dropLast(5)) + "{2}\n" } ?? ""
        let file = ShoppingListFile(parsing: listText)
        let checks = ShoppingCheckLog(parsing: "")
        let list = ShoppingList(file: file, checks: checks, aisles: nil, store: store, isFolder: true)
        let lines = collection.recipes.reduce(0) { $0 + $1.ingredients.count } + file.entries.count
        precondition(list.groups.reduce(0) { $0 + $1.entries.count } <= lines, "the list has more entries than the lines it merges")
        _ = list.groups.flatMap(\.entries).map(\.text)
    }
}

/// The folder the references target writes its files into, once per process.
private enum ReferencesFuzzFixture {
    static let folder = FuzzFolder("references")
}
