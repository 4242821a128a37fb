/// Every command a key can run, by the name a config file uses (`down`, `page-down`, …).
/// Its default keys, the modes it applies in and its help text are in `Keymap.defaultBindings`.
public enum Action: String, CaseIterable, Sendable, Hashable {
    /// Move the cursor one row (in help: scroll).
    case down, up
    /// Move a page.
    case pageDown = "page-down", pageUp = "page-up"
    /// Move half a page.
    case halfDown = "half-down", halfUp = "half-up"
    /// The first or last row (in cook mode: step).
    case first, last
    /// Open what the cursor is on; go back.
    case open, back
    /// Focus the next or previous column.
    case nextColumn = "next-column", previousColumn = "previous-column"
    /// Show a tab.
    case tabBrowse = "tab-browse", tabSearch = "tab-search", tabFavourites = "tab-favourites", tabShopping = "tab-shopping"
    /// Start typing a search; mark a favourite; cook mode; the shopping list.
    case search, favourite, cook, shopping
    /// Add the open recipe (at its servings) or the menu under the cursor to the shopping list;
    /// tick or untick the item under the cursor; type a free-hand item.
    case shoppingAdd = "shopping-add", shoppingAddMenu = "shopping-add-menu", shoppingCheck = "shopping-check"
    case shoppingItem = "shopping-item", shoppingRemove = "shopping-remove"
    /// "What can I cook?": recipes ranked by what the pantry covers.
    case cookable
    /// Finish what the prompt asks (Enter), or give it up (Escape).
    case promptDone = "prompt-done", promptCancel = "prompt-cancel"
    /// Stop typing the query and move into its results.
    case results
    /// Filter the focused list with the search language (`\`); stop typing it, keeping it;
    /// clear it.
    case filter, filterDone = "filter-done", filterClear = "filter-clear"
    /// More or fewer servings of the open recipe (its amounts scale); cycle the units shown.
    case servingsUp = "servings-up", servingsDown = "servings-down", cycleUnits = "units"
    /// Move to the next or previous row of the current list that the last search matches.
    case nextMatch = "next-match", previousMatch = "previous-match"
    /// Edit the query: delete its last character, or all of it.
    case deleteCharacter = "delete-character", clearQuery = "clear-query"
    /// The next or previous page in cook mode (mise en place, each step, done).
    case nextStep = "cook-next", previousStep = "cook-previous"
    /// Kitchen timers: start the step's timer, set one of any length, dismiss those that
    /// ended, pause or resume them, cancel the newest.
    case timerStart = "timer-start", timerCustom = "timer-custom", timerDismiss = "timer-dismiss"
    case timerPause = "timer-pause", timerCancel = "timer-cancel"
    /// Tick the mise-en-place item under the cursor; go on from it to the first step.
    case miseTick = "mise-tick", miseDone = "mise-done"
    /// Back to the root of the current stack (the open recipe's column, or the whole stack).
    case popToRoot = "pop-to-root"
    /// The previous or next place in the history (like a browser's back and forward).
    case historyBack = "history-back", historyForward = "history-forward"
    /// Hide or show the sidebar column.
    case toggleSidebar = "toggle-sidebar"
    /// Edit the open recipe's file in `$VISUAL`/`$EDITOR`; read the collection again now.
    case edit, reload
    /// Create a recipe in the current category's folder from a template, then edit it.
    case newRecipe = "new-recipe"
    /// Import a recipe from a web page (a URL or a saved page) into the current category.
    case importRecipe = "import-recipe"
    /// Show every message the status line has had.
    case messages
    /// Copy a `cookbook://` link to the current place to the clipboard.
    case copyLink = "copy-link"
    /// The help overlay; quit; repaint the screen; suspend to the shell.
    case help, quit, redraw, suspend

    /// The name in config files and `--help keys`.
    public var name: String { rawValue }

    /// The action a config file names, old names included (`next-step` was `cook-next`'s).
    public init?(configName: String) {
        switch configName {
        case "next-step": self = .nextStep
        case "previous-step": self = .previousStep
        default: self.init(rawValue: configName)
        }
    }
}
