import Navigation
import RecipeStore

/// The whole app as a value: the UI is a function of it (`AppView`), and keys change it only
/// through `update`, so every behaviour can be tested without a terminal.
public struct AppState: Equatable {
    /// The tabs and their independent navigation states.
    public var tabs: NavigationTabs<Tab, TabState>
    /// The terminal's size in cells.
    public var width: Int
    /// The terminal's height in rows.
    public var height: Int
    /// The search query (kept when switching tabs).
    public var query: String
    /// Whether keys are typed into the query.
    public var editingQuery: Bool
    /// Favourite recipes, most recently added last (user data, saved on its own).
    public var favourites: [RecipeID]
    /// Whether the `?` help overlay is shown.
    public var showHelp: Bool
    /// The step shown in cook mode.
    public var cookStep: Int
    /// The message in the status line, if any.
    public var status: StatusMessage?
    /// Set when the user asked to quit.
    public var quitRequested: Bool

    /// A fresh state at `width` × `height`: Browse, nothing selected.
    public init(width: Int, height: Int, favourites: [RecipeID] = []) {
        tabs = NavigationTabs(Tab.allCases) { TabState($0) }
        self.width = width
        self.height = height
        query = ""
        editingQuery = false
        self.favourites = favourites
        showHelp = false
        cookStep = 0
        status = nil
        quitRequested = false
    }

    /// The selected tab.
    public var tab: Tab { tabs.selection }

    /// The layout the current size calls for.
    public var layout: LayoutMode { LayoutMode(width: width, height: height) }
}

