/// Every command a key can run, by the name a config file uses (`down`, `page-down`, …).
/// What each does, its default keys and the modes it applies in are in `Keymap.defaultBindings`.
public enum Action: String, CaseIterable, Sendable, Hashable {
    case down, up
    case pageDown = "page-down", pageUp = "page-up"
    case halfDown = "half-down", halfUp = "half-up"
    case first, last
    case open, back
    case nextColumn = "next-column", previousColumn = "previous-column"
    case tabBrowse = "tab-browse", tabSearch = "tab-search", tabFavourites = "tab-favourites"
    case search, favourite, cook, shopping
    case results
    case deleteCharacter = "delete-character", clearQuery = "clear-query"
    case nextStep = "next-step", previousStep = "previous-step"
    case help, quit, redraw, suspend

    /// The name in config files and `--help keys`.
    public var name: String { rawValue }
}
