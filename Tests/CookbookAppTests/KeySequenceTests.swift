import CookbookApp
import Navigation
import RecipeStore
import Terminal
import Testing
import TestSupport

@Suite("Key sequences on the app state")
struct KeySequenceTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    /// The Browse tab's state, for whole-state assertions.
    private func browse(_ state: AppState) -> TabState { state.tabs[.browse]! }

    @Test func wideDrillDownSelectsColumnByColumn() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jl", env: env)   // cursor to Desserts (selects it), focus the recipes
        var expected = TabState(.browse)
        expected.split.select(sidebar: .category("desserts"))
        expected.split.focus = .content
        expected.positions = [ListPosition(cursor: 1), ListPosition()]
        #expect(browse(state) == expected)

        state.type("l", env: env)    // open the first recipe (Äpfelkuchen), focus the detail
        try expected.split.select(content: "apfelkuchen")
        expected.split.focus = .detail
        expected.positions = [ListPosition(cursor: 1), ListPosition(), ListPosition()]
        #expect(browse(state) == expected)
        #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("desserts"), .recipe("apfelkuchen")])

        // In the recipe: move to the first related recipe and open it, then an ingredient.
        state.press([.end], env: env)
        state.type("l", env: env)
        #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("desserts"), .recipe("apfelkuchen"), .recipe("creme-brulee")])
        state.press([.home], env: env)
        state.press(Array(repeating: .down, count: 3), env: env)
        state.press([.enter], env: env)
        #expect(state.screens(of: .browse, env: env).last == .ingredient(IngredientKey("double cream")))
        #expect(browse(state).positions.count == 5)
        #expect(state.status == nil)
    }

    @Test func backPopsTheDetailStackThenMovesFocusLeft() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jll", env: env)
        state.press([.end, .enter], env: env)
        #expect(browse(state).split.detail.path.count == 1)
        state.press([.escape], env: env)
        #expect(browse(state).split.detail.path.count == 0)
        #expect(browse(state).split.focus == .detail)
        state.press([.left], env: env)
        #expect(browse(state).split.focus == .content)
        state.press([.backspace], env: env)
        #expect(browse(state).split.focus == .sidebar)
        state.type("h", env: env)
        #expect(state.status == StatusMessage("Already at the top."))
        #expect(browse(state).split.sidebarSelection == .category("desserts"), "back never clears selections in a wide layout")
    }

    @Test func narrowIsOneStackAndBackClearsTheLastSelection() throws {
        var state = AppState(width: 60, height: 24)
        state.type("jl", env: env)
        #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("desserts")])
        state.type("l", env: env)
        #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("desserts"), .recipe("apfelkuchen")])
        #expect(browse(state).split.focus == .detail, "narrow navigation keeps focus on the column on top")
        state.type("h", env: env)
        #expect(browse(state).split.contentSelection == nil)
        #expect(browse(state).split.sidebarSelection == .category("desserts"))
        state.type("h", env: env)
        #expect(browse(state).split.sidebarSelection == nil)
        #expect(browse(state).positions == [ListPosition(cursor: 1)])
        state.type("h", env: env)
        #expect(state.status == StatusMessage("Already at the top."))
    }

    @Test func resizingMidDrillLosesNothing() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jll", env: env)
        state.press([.end, .enter], env: env)          // creme-brulee on the detail stack
        state.type("jj", env: env)                     // a cursor inside it
        let wide = state
        state.resize(width: 60, height: 24, env: env)  // narrow: the same state, collapsed
        #expect(state.screens(of: .browse, env: env) == wide.screens(of: .browse, env: env))
        #expect(browse(state).split == browse(wide).split)
        #expect(browse(state).positions.map(\.cursor) == browse(wide).positions.map(\.cursor))
        state.resize(width: 100, height: 30, env: env) // medium
        state.resize(width: 160, height: 48, env: env) // and wide again
        #expect(browse(state).split == browse(wide).split)
        #expect(browse(state).positions.map(\.cursor) == browse(wide).positions.map(\.cursor))
        #expect(state.tabs == wide.tabs)
    }

    @Test func narrowDrillThenWidenShowsTheSameSelectionsAndFocus() throws {
        var state = AppState(width: 60, height: 24)
        state.type("jjll", env: env)   // Noodles & Rice → first recipe
        state.resize(width: 160, height: 48, env: env)
        let split = browse(state).split
        #expect(split.sidebarSelection == .category("noodles"))
        #expect(split.contentSelection != nil)
        #expect(split.focus == .detail)
    }

    @Test func tabsKeepTheirOwnStacks() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jll", env: env)
        let browseBefore = browse(state)
        state.type("/", env: env)
        #expect(state.tab == .search)
        #expect(state.editingQuery)
        state.type("tofu", env: env)
        state.press([.enter], env: env)
        #expect(state.query == "tofu")
        #expect(!state.editingQuery)
        #expect(ScreenContent.of(.results, state: state, env: env).rows(0..<5).map(\.text) == ["  Miso Soup"])
        state.type("l", env: env)
        #expect(state.tabs[.search]!.split.sidebarSelection == .recipe("miso-soup"))
        state.type("1", env: env)
        #expect(state.tab == .browse)
        #expect(browse(state) == browseBefore)
        state.type("2", env: env)
        #expect(state.tabs[.search]!.split.sidebarSelection == .recipe("miso-soup"))
    }

    @Test func tabCyclesThroughColumnsThatHaveContent() throws {
        var state = AppState(width: 160, height: 48)
        state.press([.tab], env: env)
        #expect(browse(state).split.focus == .sidebar, "nothing selected: only the sidebar can take focus")
        state.type("j", env: env)
        state.press([.tab], env: env)
        #expect(browse(state).split.focus == .content)
        state.press([.tab], env: env)
        #expect(browse(state).split.focus == .sidebar, "no recipe selected: the detail column is skipped")
        state.press([.tab, .down, .tab], env: env)
        #expect(browse(state).split.focus == .detail)
        state.press([.backTab], env: env)
        #expect(browse(state).split.focus == .content)
    }

    @Test func favouritesAreMarkedAndListedInTheirTab() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jl", env: env)
        let effects = state.type("f", env: env)
        #expect(effects.contains(.saveFavourites(FavouritesChange(added: ["apfelkuchen"]))))
        #expect(state.favourites == ["apfelkuchen"])
        #expect(state.status == StatusMessage("★ Added Äpfelkuchen to favourites."))
        state.type("3", env: env)
        #expect(ScreenContent.of(.favourites, state: state, env: env).rows(0..<1).map(\.text) == ["★ Äpfelkuchen"])
        state.type("f", env: env)
        #expect(state.favourites == [])
    }

    @Test func cookModeIsABooleanPresentationThatBackDismisses() throws {
        var state = AppState(width: 160, height: 48)
        state.type("c", env: env)
        #expect(state.status == StatusMessage("Open a recipe first; c starts cook mode on it."))
        state.type("jllc", env: env)
        #expect(browse(state).split.detail[isPresented: .cook])
        #expect(state.isCooking(env: env))
        state.type("jjj", env: env)
        #expect(state.cookStep == 1, "Äpfelkuchen has two steps; the cursor stops at the last")
        state.press([.escape], env: env)
        #expect(!browse(state).split.detail[isPresented: .cook], "going back writes false")
        #expect(!state.isCooking(env: env))
    }

    @Test func theShoppingListIsAViewDestinationAboveTheRecipe() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jlls", env: env)
        #expect(browse(state).split.detail.overlays == [.view(PathElement(Screen.shoppingList("apfelkuchen")))])
        #expect(browse(state).split.detail.path.isEmpty, "a view destination is not part of the path")
        state.press([.escape], env: env)
        #expect(browse(state).split.detail.overlays == [])
    }

    @Test func everyNavigationChangeAsksForASaveAndNothingElseDoes() {
        var state = AppState(width: 160, height: 48)
        #expect(state.type("j", env: env) == [.saveState], "a cursor move is navigation state")
        #expect(state.type("h", env: env) == [], "back at the top changes nothing")
        #expect(state.type("?", env: env) == [], "help is not navigation")
        #expect(state.type("x", env: env) == [])
        state.type("/", env: env)
        #expect(state.type("m", env: env) == [.saveState], "the query is saved too")
    }

    @Test func quitAsksTheShellToLeave() {
        var state = AppState(width: 80, height: 24)
        #expect(state.type("q", env: env) == [.quit])
        #expect(state.press([.control("c")], env: env) == [.quit])
        state.type("/", env: env)
        #expect(state.type("q", env: env) == [.saveState], "while typing a query, q types")
        #expect(state.query == "q")
        #expect(state.press([.control("c")], env: env) == [.quit])
    }
}
