import RecipeStore

/// Work `update` asks the app shell to do, since `update` itself only changes state.
public enum Effect: Equatable, Sendable {
    /// Merge this change into the favourites file (other instances may have changed it).
    case saveFavourites(FavouritesChange)
    /// Save the place (`SavedState`; debounced by the shell). `update` puts it first, once,
    /// whenever an event changed what the state file holds, and never otherwise.
    case saveState
    /// Clear the terminal and draw the whole frame again.
    case redraw
    /// Give the terminal back and stop until `fg` (state saved first).
    case suspend
    /// Put this text on the clipboard (a link to the current place).
    case copyToClipboard(String)
    /// Change (or only read) the shopping files, then send `Event.shoppingLoaded`.
    case shopping(ShoppingChange)
    /// Rank every recipe by what the pantry covers ("What can I cook?") off the key path, then
    /// send `Event.cookableRanked`.
    case rankCookable(CookableRequest)
    /// A timer ended: ring the bell and, where the terminal can, notify the desktop.
    case ring(title: String, body: String)
    /// Hand the terminal to the editor on this recipe's file, then read it again.
    case edit(RecipeID)
    /// Read the collection again now (`R`).
    case reload
    /// Read the favourites file again (another Cookbook may have changed it), then send
    /// `Event.favouritesRead`.
    case readFavourites
    /// Write a new recipe titled `title` in `category`'s folder (nil: the collection's top),
    /// then edit it.
    case newRecipe(title: String, category: CategoryID?)
    /// Import the recipes of a web page (a URL or a saved page's path) into `category`'s folder
    /// (nil: the collection's top), then show the first; `again`: even when the folder holds
    /// that page already (otherwise `Event.alreadyImported` comes back and nothing is written).
    case importRecipe(source: String, category: CategoryID?, again: Bool = false)
    /// Leave the program: the only way out of the session.
    case quit
}
