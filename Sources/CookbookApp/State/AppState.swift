import Navigation
import RecipeStore

/// The whole app as a value: the UI is a function of it (`AppView`), and events change it only
/// through `update` (`AppState+Update.swift`), so every behaviour can be tested without a
/// terminal. Its own fields are browsing and navigation (`State/Browse`: the tabs, the history,
/// the search, favourites, servings and units), whose changes need the rows of every screen and
/// so the whole state; each other feature is a sub-state in its own folder with its own
/// `update`: `cook`, `shopping`, `plan` and `overlays`.
public struct AppState: Equatable {
    /// The tabs and their independent navigation states.
    public var tabs: NavigationTabs<Tab, TabState>
    /// The places visited (tab and its navigation), for back and forward like a browser's.
    public var history: NavigationHistory<SavedState.HistoryEntry>
    /// The terminal's size in cells.
    public var width: Int
    /// The terminal's height in rows.
    public var height: Int
    /// The search query (kept when switching tabs).
    public var query: String
    /// Whether keys are typed into the query.
    public var editingQuery: Bool
    /// Whether keys are typed into the focused list's filter (`\`).
    public var editingFilter = false
    /// Favourite recipes, most recently added last (user data, saved on its own).
    public var favourites: [RecipeID]
    /// Servings chosen with `+`/`-`, by recipe (only those changed from what the recipe states).
    public var servings: [RecipeID: Int] = [:]
    /// How amounts are shown (`u` cycles): as written, metric or US customary.
    public var units: IngredientLine.Units = .asWritten

    /// Cook mode and the kitchen timers (`State/Cook`).
    public var cook = CookState()
    /// The Shopping tab: its files as last read and "What can I cook?" (`State/Shopping`).
    public var shopping = ShoppingTabState()
    /// The Plan tab: today as the clock says it (`State/Plan`).
    public var plan = PlanTabState()
    /// The help, the message log, the status line and the prompt (`State/Overlays`).
    public var overlays = OverlayState()

    /// The most results the Search tab (and `cookbook search`) lists.
    public static let searchLimit = 500

    /// A fresh state at `width` × `height`: Browse, nothing selected.
    public init(width: Int, height: Int, favourites: [RecipeID] = []) {
        tabs = NavigationTabs(everyCase: TabState.init)
        self.width = width
        self.height = height
        query = ""
        editingQuery = false
        self.favourites = favourites
        history = NavigationHistory()
    }

    /// The selected tab.
    public var tab: Tab { tabs.selection }

    /// What keys mean now: help over everything, then a prompt, then cook mode, then typing.
    public func inputMode(env: AppEnvironment, belowHelp: Bool = false) -> InputMode {
        if overlays.coversScreen, !belowHelp { return .help }
        if overlays.prompt != nil { return .prompt }                  // an answer is typed, in cook mode too
        if isCooking(env: env) { return cook.step == 0 ? .mise : .cook }
        if editingFilter { return .filter }
        return editingQuery ? .query : .browse
    }

    /// The layout the current size calls for.
    public var layout: LayoutMode { LayoutMode(width: width, height: height) }
}

