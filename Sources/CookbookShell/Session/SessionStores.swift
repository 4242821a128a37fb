import CookbookApp
import RecipeStore

/// Where the session saves where the user is (the state file in the app; a recorder in tests).
public protocol StateSaving {
    /// Saves `state`; throws when it could not be kept.
    func save(_ state: SavedState) throws
}

/// Where the session merges favourites changes (the favourites file in the app).
public protocol FavouritesSaving {
    /// Merges `change` and returns the whole list as now saved.
    func apply(_ change: FavouritesChange) throws(FavouritesFile.Failure) -> [RecipeID]
    /// The favourites as the file lists them now (another Cookbook may have changed them); nil
    /// when they cannot be read again.
    func reread() -> [RecipeID]?
}

extension FavouritesSaving {
    /// Not read again: the favourites stay as this session changed them.
    public func reread() -> [RecipeID]? { nil }
}

extension StateFile: StateSaving {}
extension FavouritesFile: FavouritesSaving {
    /// The file read again.
    public func reread() -> [RecipeID]? { try? load().favourites }
}
