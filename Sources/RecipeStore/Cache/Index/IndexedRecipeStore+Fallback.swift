extension IndexedRecipeStore {
    /// `answer` read from the index, unless damage was found in it before or while reading
    /// (a page failing its checksum, a value out of range, the file cut short): then `other`
    /// asked of `fallback`, the collection loaded afresh. A damaged index never gives an answer
    /// of its own while the collection can be loaded; the store's owner removes it
    /// (`takeIndexDamage`), so the next start rebuilds it.
    func checked<T>(_ answer: () -> T, else other: (any RecipeStore) -> T) -> T {
        if !index.file.isDamaged {
            let value = answer()
            if !index.file.isDamaged { return value }
        }
        switch fallback {
        case let .success(store):
            return other(store)
        case .failure:
            // The collection cannot be loaded now (removed, or broken mid-edit): the index's
            // answer, made around the damage; the next start, which loads it without the
            // index (removed as damaged), says why it cannot.
            return answer()
        }
    }

    /// The collection the index was built from, loaded afresh into memory: the JSON collection,
    /// or the folder read whole (no cache); the reason when it cannot be loaded.
    func freshLoad() -> Result<any RecipeStore, CollectionError> {
        Result { () throws(CollectionError) -> any RecipeStore in
            switch bodies {
            case .json:
                return MemoryRecipeStore(try CollectionLoader.load(path: source.path))
            case let .folder(root):
                return try FolderCache(directory: nil).open(folder: root)
            }
        }
    }
}
