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
}

extension StateFile: StateSaving {}
extension FavouritesFile: FavouritesSaving {}
