import RecipeStore
import Terminal

/// Everything that can change the app's state, delivered one at a time to `AppState.update`:
/// keys, a new terminal size, a tick of time, and the outcomes of work the shell did.
public enum Event: Equatable, Sendable {
    /// A key, mouse click or wheel turn.
    case key(Key)
    /// The terminal is now `width` × `height`.
    case resize(width: Int, height: Int)
    /// Time passed with no input (the shell's idle timeout); timers advance on it.
    case tick
    /// The clocks read `wall` seconds since 1970 and `monotonic` seconds on a clock that only
    /// moves forward (sent each second while timers run, and before each key): timers count
    /// down and ring on the monotonic one; the wall one dates what is saved. `today` is the day
    /// the shell's clock says it is (the local day, or `COOKBOOK_TODAY`'s): the Plan tab marks
    /// and opens on it; nil, the wall reading's day in UTC.
    case clock(wall: Double, monotonic: Double, today: PantryDate? = nil)
    /// The state file could not be written: `reason` says why.
    case stateNotSaved(reason: String)
    /// A favourites change was merged into the file, which now lists `favourites`.
    case favouritesSaved([RecipeID])
    /// The favourites file as read again (`Effect.readFavourites`): another Cookbook's changes.
    case favouritesRead([RecipeID])
    /// A favourites change could not be kept in the file: `reason` says why.
    case favouritesNotSaved(reason: String)
    /// The shopping files were read (after a change, when `note` says what it did); their
    /// `problems` name each file and line.
    case shoppingLoaded(ShoppingState, note: String?, problems: [String])
    /// A shopping change could not be written: `reason` says why; the files are as they were.
    case shoppingNotSaved(reason: String)
    /// "What can I cook?" was ranked as `Effect.rankCookable` asked.
    case cookableRanked(CookableRequest, [CookableRecipe])
    /// A deep link handed over by `cookbook open URL` from another process: opened as the
    /// command line would open it, all at once or not at all.
    case openLink(String)
    /// The collection was read again and `env` now holds the new store (a folder changed on
    /// disk since the cache shown first was written); `changedFiles` files were parsed again,
    /// the old collection held `recipesBefore` recipes, and `notes` say what else happened. The
    /// place is kept; what no longer exists is dropped and said. `anchors`: the rows the
    /// recipe screens' cursors were on before (`AppState.rowAnchors`), which they stay on.
    case collectionReloaded(changedFiles: Int, recipesBefore: Int, notes: [String], renamed: [RecipeID: RecipeID] = [:], anchors: [RowAnchor] = [])
    /// The collection could not be checked for changes (`reason`); the one shown stays.
    case reloadFailed(reason: String)
    /// Something the shell wants said (watching is impossible, a recipe cannot be edited…).
    case notice(String, isWarning: Bool)
    /// The editor closed on `recipe`'s file and the collection was read again: its problems
    /// (if any) are said with their line and column.
    case edited(RecipeID, file: String)
    /// A new recipe was written and edited: it is opened where Browse shows it.
    case created(RecipeID, file: String)
    /// An import (`Effect.importRecipe`) wrote nothing: `category`'s folder holds the page
    /// `source` already, in `file` (its name). The prompt line asks whether to import it again.
    case alreadyImported(source: String, category: CategoryID?, file: String)
}
