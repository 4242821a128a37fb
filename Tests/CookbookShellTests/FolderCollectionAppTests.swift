import CookbookApp
import CookbookShell
import Navigation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// The app over a folder of `.cook` files: frames with a reference and a broken recipe, and
/// resuming after a file was renamed between runs.
@Suite("Folder collections in the app")
struct FolderCollectionAppTests {
    private func frame(_ env: AppEnvironment, _ width: Int, _ height: Int, keys: String = "", special: [Key] = []) -> CellBuffer {
        var state = AppState(width: width, height: height)
        state.type(keys, env: env)
        state.press(special, env: env)
        return AppView.render(state, env: env)
    }

    @Test func brokenRecipeIsMarkedInTheListAndExplainedInTheDetail() throws {
        let env = try AppFixtures.kitchenEnvironment()
        // Sidebar: Breads, Mains, Salads, Uncategorised → Mains → Leek Soup (first by name).
        GoldenFrame.assert(frame(env, 120, 30, keys: "jll"), matches: "kitchen-120x30-broken-recipe")
    }

    @Test func referenceDrillsIntoTheReferencedRecipe() throws {
        let env = try AppFixtures.kitchenEnvironment()
        var state = AppState(width: 160, height: 48)
        state.type("jljl", env: env)                       // Mains › Margherita, focus on the recipe
        state.press([.end, .enter], env: env)              // its last link: the related Pizza Dough
        #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("mains"), .recipe("mains/margherita"), .recipe("breads/pizza-dough")])
        GoldenFrame.assert(AppView.render(state, env: env), matches: "kitchen-160x48-reference")
    }

    @Test func resumeSurvivesARestartAndARenameDropsOnlyThatRecipe() throws {
        let folder = try CookFolder([
            "Mains/Pizza.cook": "Top the @./Shared/Dough{} with @cheese{100%g}.",
            "Shared/Dough.cook": "Knead @flour{500%g}.",
        ])
        let first = AppEnvironment(store: MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path)))
        var state = AppState(width: 160, height: 48)
        state.type("ll", env: first)                       // Mains › Pizza, focus on the recipe
        state.press([.end, .enter], env: first)            // › Dough
        let stateFile = StateFile(path: folder.path + "/.state.json")
        try stateFile.save(SavedState(state))
        guard case let .saved(saved) = stateFile.load() else { Issue.record("the state file did not load"); return }

        let restarted = AppEnvironment(store: MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path)))
        let same = saved.restore(into: AppState(width: 160, height: 48), env: restarted)
        #expect(same.dropped == 0)
        #expect(same.state.screens(of: .browse, env: restarted) == [.categories, .recipes("mains"), .recipe("mains/pizza"), .recipe("shared/dough")])

        try folder.rename("Shared/Dough.cook", to: "Shared/Pizza Dough.cook")
        let renamed = AppEnvironment(store: MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path)))
        let restored = saved.restore(into: AppState(width: 160, height: 48), env: renamed)
        #expect(restored.dropped == 1)
        #expect(restored.state.screens(of: .browse, env: renamed) == [.categories, .recipes("mains"), .recipe("mains/pizza")])
        #expect(renamed.store.related(to: "mains/pizza").isEmpty, "the reference now dangles")
    }

    @Test func deepLinksReachPathIDsWrittenPlainOrEncoded() throws {
        let env = try AppFixtures.kitchenEnvironment()
        let router = AppLinks.router(env: env)
        for link in ["cookbook://recipe/breads/pizza-dough", "cookbook://recipe/breads%2Fpizza-dough"] {
            var state = AppState(width: 160, height: 48)
            try router.open(link, in: &state)
            #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("breads"), .recipe("breads/pizza-dough")], "\(link)")
        }
        var state = AppState(width: 160, height: 48)
        try router.open("cookbook://category/uncategorised", in: &state)
        #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("uncategorised")])
    }

    @Test func favouritesOfFolderRecipesAreSavedAndShown() throws {
        let env = try AppFixtures.kitchenEnvironment()
        var state = AppState(width: 160, height: 48)
        let effects = state.type("jljlf", env: env)        // Mains › Margherita, focus on it, favourite
        #expect(state.favourites == ["mains/margherita"])
        let folder = try CookFolder()
        let file = FavouritesFile(path: folder.path + "/favourites.json")
        for case let .saveFavourites(change) in effects { _ = try file.apply(change) }
        var restarted = AppState(width: 160, height: 48)
        restarted.favourites = try file.load().favourites
        restarted.type("3", env: env)
        #expect(ScreenContent.of(.favourites, state: restarted, env: env).title == "Favourites (1)")
        #expect(GoldenFrame.text(of: AppView.render(restarted, env: env)).contains("★ Margherita"))
    }
}
