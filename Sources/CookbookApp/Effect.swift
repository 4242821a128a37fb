/// Work `update` asks the app shell to do, since `update` itself only changes state.
public enum Effect: Equatable, Sendable {
    /// Merge this change into the favourites file (other instances may have changed it).
    case saveFavourites(FavouritesChange)
    /// Save the navigation state (debounced by the shell).
    case saveState
    /// Leave the program.
    case quit
}
