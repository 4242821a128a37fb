extension IndexedRecipeStore {
    /// `answer` read from the index, unless damage was found in it before or while reading
    /// (a page failing its checksum, a value out of range, the file cut short): then `other`
    /// asked of `fallback`, the collection loaded afresh. A damaged index never gives an answer
    /// of its own; the store's owner removes it (`takeIndexDamage`), so the next start rebuilds it.
    func checked<T>(_ answer: () -> T, else other: (any RecipeStore) -> T) -> T {
        if !index.file.isDamaged {
            let value = answer()
            if !index.file.isDamaged { return value }
        }
        guard let store = fallback else { return answer() }
        return other(store)
    }

    /// The collection the index was built from, loaded afresh into memory: the JSON collection,
    /// or the folder read whole (no cache); nil when it cannot be loaded.
    func freshLoad() -> (any RecipeStore)? {
        switch bodies {
        case .json:
            return (try? CollectionLoader.load(path: source.path)).map(MemoryRecipeStore.init)
        case let .folder(root):
            return try? FolderCache(directory: nil).open(folder: root)
        }
    }
}
