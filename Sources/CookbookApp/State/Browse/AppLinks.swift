import Navigation
import RecipeStore

/// The `cookbook://` deep links, on the library's router: each builds a tab's whole state in
/// one change, with a back stack that makes sense (back from a recipe goes to its category).
public enum AppLinks {
    /// A router for `env`'s collection; unknown ids are refused with the id named.
    public static func router(env: AppEnvironment) -> DeepLinkRouter<AppState> {
        let store = env.store
        var router = DeepLinkRouter<AppState>(scheme: "cookbook")
        // A whole stack: category/<c>/recipe/<r>/related/<r2>/…/ingredient/<key>.
        router.route("category/:category/recipe/:recipe/*stack") { match, state throws(NavigationError) in
            let category = CategoryID(match["category"]), id = RecipeID(match["recipe"])
            guard store.category(category) != nil else { throw match.unresolved("there is no category \"\(category)\"") }
            guard let recipe = store.recipe(id), recipe.category == category else {
                throw match.unresolved("there is no recipe \"\(id)\" in category \"\(category)\"")
            }
            try showRecipe(recipe, in: &state)
            filterRecipes(match.link.queryValue("filter"), in: &state)
            let rest = Array(match.link.segments.dropFirst(4))
            guard rest.count % 2 == 0 else { throw match.unresolved("each step of a stack is related/<id> or ingredient/<name>") }
            var previous = recipe
            for index in stride(from: 0, to: rest.count, by: 2) {
                switch rest[index] {
                case "related":
                    let next = RecipeID(rest[index + 1])
                    guard let related = store.recipe(next) else { throw match.unresolved("there is no recipe \"\(next)\"") }
                    guard previous.related.contains(next) else { throw match.unresolved("\"\(next)\" is not related to \"\(previous.id)\"") }
                    try state.tabs[state: .browse].split.updateDetail { stack throws(NavigationError) in try stack.push(next, using: env.registry) }
                    previous = related
                case "ingredient":
                    let key = IngredientKey(rest[index + 1])
                    guard store.recipeCount(using: key) > 0 else { throw match.unresolved("no recipe uses \"\(key)\"") }
                    try state.tabs[state: .browse].split.updateDetail { stack throws(NavigationError) in try stack.push(key, using: env.registry) }
                default:
                    throw match.unresolved("each step of a stack is related/<id> or ingredient/<name>, not \"\(rest[index])\"")
                }
            }
        }
        router.route("ingredient/*ingredient") { match, state throws(NavigationError) in
            let key = IngredientKey(match["ingredient"])
            guard let first = store.recipes(using: key, range: 0..<1).first, let recipe = store.recipe(first.id) else {
                throw match.unresolved("no recipe uses \"\(key)\"")
            }
            // The ingredient's recipes, with the first recipe that uses it below them.
            try showRecipe(recipe, in: &state)
            try state.tabs[state: .browse].split.updateDetail { stack throws(NavigationError) in try stack.push(key, using: env.registry) }
        }
        router.route("favourites") { _, state throws(NavigationError) in
            try state.tabs.select(.favourites)
        }
        router.route("shopping") { _, state throws(NavigationError) in
            try state.tabs.select(.shopping)
        }
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
            filterRecipes(match.link.queryValue("filter"), in: &state)
        }
        router.route("category/*category") { match, state throws(NavigationError) in
            let id = CategoryID(match["category"])
            guard store.category(id) != nil else { throw match.unresolved("there is no category \"\(id)\"") }
            var browse = TabState(.browse)
            browse.split.select(sidebar: .category(id))
            browse.split.focus = .content
            try state.tabs.set(browse, for: .browse)
            try state.tabs.select(.browse)
            filterRecipes(match.link.queryValue("filter"), in: &state)
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

    /// A link back to `state`'s place: Browse's whole stack (category, recipe, related recipes
    /// and ingredients), the search query, or the favourites; nil at a tab's bare root.
    public static func link(to state: AppState) -> String? {
        func segment(_ text: String) -> String {
            var result = ""
            for byte in text.utf8 {
                if (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || "-._~".utf8.contains(byte) {
                    result.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    let hex = String(byte, radix: 16, uppercase: true)
                    result += "%" + (hex.count == 1 ? "0" : "") + hex
                }
            }
            return result
        }
        switch state.tab {
        case .favourites: return "cookbook://favourites"
        case .shopping: return "cookbook://shopping"
        case .search: return state.query.isEmpty ? nil : "cookbook://search?q=" + segment(state.query)
        case .browse:
            let split = state.tabs[state: .browse].split
            guard case let .category(category)? = split.sidebarSelection else { return nil }
            // The recipe list's filter goes with the link (`?filter=`), as the place keeps it.
            let listFilter = state.tabs[state: .browse].position(at: 1).filter
            let filter = listFilter.isEmpty ? "" : "?filter=" + segment(listFilter)
            var link = "cookbook://category/" + segment(category.rawValue)
            guard let recipe = split.contentSelection else { return link + filter }
            link += "/recipe/" + segment(recipe.rawValue)
            for element in split.detail.path.elements {
                if let id = element.value(as: RecipeID.self) { link += "/related/" + segment(id.rawValue) }
                if let key = element.value(as: IngredientKey.self) { link += "/ingredient/" + segment(key.rawValue) }
            }
            return link + filter
        }
    }

    /// Browse's recipe list narrowed by `filter` (a link's `?filter=`), when one is given.
    private static func filterRecipes(_ filter: String?, in state: inout AppState) {
        guard let filter, !filter.isEmpty else { return }
        var browse = state.tabs[state: .browse]
        while browse.positions.count < 2 { browse.positions.append(ListPosition()) }
        browse.positions[1].filter = String(filter.prefix(SavedState.maximumFilterLength))
        state.tabs[state: .browse] = browse
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
