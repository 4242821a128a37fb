import Navigation
import RecipeStore
import Terminal

extension AppState {
    /// The recipe a page action (`f`, `c`, `s`) applies to: the recipe the active screen shows
    /// — never a related recipe under the cursor (open it first) — or, on a list of recipes,
    /// the one under the cursor.
    func targetRecipe(env: AppEnvironment) -> RecipeID? {
        guard let depth = activeDepth(env: env) else { return nil }
        if case let .recipe(id)? = screen(at: depth, of: tab, env: env) { return id }
        switch content(at: depth, env: env)?.row(tabs.active.position(at: depth).cursor)?.link {
        case let .recipe(id), let .sidebar(.recipe(id)): return id
        default: return nil
        }
    }

    /// The recipe open at the top of the active tab's stack (the detail column's screen).
    func openRecipe(env: AppEnvironment) -> RecipeID? {
        guard stackCount(of: tab) > AppState.detailRootDepth(of: tab), case let .recipe(id)? = topScreen(of: tab, env: env) else { return nil }
        return id
    }

    /// `f`: marks or unmarks a favourite.
    mutating func toggleFavourite(env: AppEnvironment) {
        guard let id = isCooking(env: env) ? recipeBelowTop(env: env) : targetRecipe(env: env), let recipe = env.store.recipe(id) else {
            overlays.status = StatusMessage("Put the cursor on a recipe to mark it with \(env.keymap.label(for: .favourite)).")
            return
        }
        if let index = favourites.firstIndex(of: id) {
            favourites.remove(at: index)
            overlays.status = StatusMessage("Removed \(recipe.name) from favourites.")
            if tabs[state: .favourites].split.sidebarSelection == .recipe(id) {
                tabs[state: .favourites].split.select(sidebar: nil)
            }
        } else {
            favourites.append(id)
            overlays.status = StatusMessage("★ Added \(recipe.name) to favourites.")
        }
    }

    /// `s`: pushes the shopping list for the open recipe (a view destination, not saved).
    mutating func openShoppingList(env: AppEnvironment) {
        guard let id = openRecipe(env: env) else {
            overlays.status = StatusMessage("Open a recipe first; \(env.keymap.label(for: .shopping)) shows its shopping list.")
            return
        }
        do throws(NavigationError) { try tabs.active.split.updateDetail { $0.pushView(Screen.shoppingList(id)) } } catch { report(error) }
        if !layout.isCollapsed { tabs.active.split.focus = .detail }
    }
}
