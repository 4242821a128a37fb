import Navigation
import RecipeStore

/// The `cookbook://` deep links, on the library's router: each builds a tab's whole state in
/// one change, with a back stack that makes sense (back from a recipe goes to its category).
public enum AppLinks {
    /// A router for `env`'s collection; unknown ids are refused with the id named.
    public static func router(env: AppEnvironment) -> DeepLinkRouter<AppState> {
        let store = env.store
        var router = DeepLinkRouter<AppState>(scheme: "cookbook")
        router.route("recipe/*recipe") { match, state throws(NavigationError) in
            let id = RecipeID(match["recipe"])
            guard let recipe = store.recipe(id) else { throw match.unresolved("there is no recipe \"\(id)\"") }
            try showRecipe(recipe, in: &state)
        }
        router.route("category/:category/recipe/:recipe") { match, state throws(NavigationError) in
            let category = CategoryID(match["category"]), id = RecipeID(match["recipe"])
            guard store.category(category) != nil else { throw match.unresolved("there is no category \"\(category)\"") }
            guard let recipe = store.recipe(id) else { throw match.unresolved("there is no recipe \"\(id)\"") }
            guard recipe.category == category else {
                throw match.unresolved("recipe \"\(id)\" is in category \"\(recipe.category)\", not \"\(category)\"")
            }
            try showRecipe(recipe, in: &state)
        }
        router.route("category/*category") { match, state throws(NavigationError) in
            let id = CategoryID(match["category"])
            guard store.category(id) != nil else { throw match.unresolved("there is no category \"\(id)\"") }
            var browse = TabState(.browse)
            browse.split.select(sidebar: .category(id))
            browse.split.focus = .content
            try state.tabs.set(browse, for: .browse)
            try state.tabs.select(.browse)
        }
        router.route("search") { match, state throws(NavigationError) in
            guard let query = match.link.queryValue("q"), !query.isEmpty else { throw match.unresolved("a search link needs ?q=<text>") }
            state.query = query
            state.editingQuery = false
            try state.tabs.set(TabState(.search), for: .search)
            try state.tabs.select(.search)
        }
        return router
    }

    /// Browse → the recipe's category → the recipe, focus on the recipe.
    private static func showRecipe(_ recipe: Recipe, in state: inout AppState) throws(NavigationError) {
        var browse = TabState(.browse)
        browse.split.select(sidebar: .category(recipe.category))
        try browse.split.select(content: recipe.id)
        browse.split.focus = .detail
        try state.tabs.set(browse, for: .browse)
        try state.tabs.select(.browse)
    }
}
