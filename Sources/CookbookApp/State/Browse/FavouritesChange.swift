import RecipeStore

/// One change to the favourites, as `f` made it: merged by the shell into the favourites file
/// as it is on disk (another Cookbook may have changed it), never a whole list written over.
public struct FavouritesChange: Equatable, Sendable {
    /// Recipes marked.
    public var added: [RecipeID]
    /// Recipes unmarked.
    public var removed: [RecipeID]

    /// A change adding `added` and removing `removed`.
    public init(added: [RecipeID] = [], removed: [RecipeID] = []) {
        self.added = added
        self.removed = removed
    }

    /// `list` with this change applied: removed ids dropped, added ids appended once.
    public func applied(to list: [RecipeID]) -> [RecipeID] {
        var result = list.filter { !removed.contains($0) }
        for id in added where !result.contains(id) { result.append(id) }
        return result
    }
}
