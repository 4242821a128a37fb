/// Work `update` asks the app shell to do, since `update` itself only changes state.
public enum Effect: Equatable, Sendable {
    /// Write the favourites file.
    case saveFavourites
    /// Save the navigation state (debounced by the shell).
    case saveState
    /// Leave the program.
    case quit
}
