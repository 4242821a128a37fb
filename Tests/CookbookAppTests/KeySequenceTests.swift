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

    @Test func aFreshStartPreviewsTheFirstCategory() {
        let state = AppState.started(width: 160, height: 48, env: env)
        var expected = AppState(width: 160, height: 48)
        expected.tabs[state: .browse].split.select(sidebar: .category("soups"))
        expected.tabs[state: .browse].positions = [ListPosition(), ListPosition()]
        #expect(state == expected, "\(StateSteps.diff(expected: expected, actual: state))")
        #expect(!GoldenFrame.text(of: AppView.render(state, env: env)).contains("Select a category."))
    }

    @Test func wideDrillDownSelectsColumnByColumn() throws {
        var steps = StateSteps(.started(width: 160, height: 48, env: env), env: env)
        steps.press(.character("j"), effects: [.saveState]) {                     // the cursor previews Desserts
            $0.tabs[state: .browse].split.select(sidebar: .category("desserts"))
            $0.tabs[state: .browse].positions = [ListPosition(cursor: 1), ListPosition()]
        }
        try steps.press(.character("l"), effects: [.saveState]) {                 // into the recipes, which preview their first
            $0.tabs[state: .browse].split.focus = .content
            try $0.tabs[state: .browse].split.select(content: "apfelkuchen")
            $0.tabs[state: .browse].positions.append(ListPosition())
        }
        steps.press(.character("l"), effects: [.saveState]) { $0.tabs[state: .browse].split.focus = .detail }
        #expect(steps.state.screens(of: .browse, env: env) == [.categories, .recipes("desserts"), .recipe("apfelkuchen")])
        let rows = ScreenContent.of(.recipe("apfelkuchen"), state: steps.state, env: env).count
        steps.press(.end, effects: [.saveState]) { $0.tabs[state: .browse].positions[2] = ListPosition(cursor: rows - 1, top: $0.tabs[state: .browse].positions[2].top) }
        // End scrolls too; take the scroll from the app and check everything else.
        var scrolled = steps.state.tabs[state: .browse].positions[2]
        #expect(scrolled.cursor == rows - 1)
        try steps.press(.character("l"), effects: [.saveState]) {                 // the last row is the related recipe
            try $0.tabs[state: .browse].split.updateDetail { stack throws(NavigationError) in try stack.push(RecipeID("creme-brulee"), using: env.registry) }
            $0.tabs[state: .browse].positions.append(ListPosition())
        }
        scrolled = steps.state.tabs[state: .browse].positions[2]
        #expect(scrolled.cursor == rows - 1, "the list below keeps its cursor")
    }

    @Test func backPopsTheDetailStackThenMovesFocusLeft() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jll", env: env)
        state.press([.end, .enter], env: env)
        var steps = StateSteps(state, env: env)
        steps.press(.escape, effects: [.saveState]) {
            _ = try? $0.tabs[state: .browse].split.updateDetail { stack throws(NavigationError) in try stack.back() }
            $0.tabs[state: .browse].positions.removeLast()
        }
        steps.press(.left, effects: [.saveState]) { $0.tabs[state: .browse].split.focus = .content }
        steps.press(.backspace, effects: [.saveState]) { $0.tabs[state: .browse].split.focus = .sidebar }
        steps.press(.character("h")) { $0.overlays.status = StatusMessage("Already at the top.") }
        #expect(steps.state.tabs[state: .browse].split.sidebarSelection == .category("desserts"), "back never clears selections in a wide layout")
    }

    @Test func narrowIsOneStackAndBackClearsTheLastSelection() throws {
        var steps = StateSteps(AppState(width: 60, height: 24), env: env)
        steps.type("jl", effects: [.saveState, .saveState]) {
            $0.tabs[state: .browse].split.select(sidebar: .category("desserts"))
            $0.tabs[state: .browse].split.focus = .content
            $0.tabs[state: .browse].positions = [ListPosition(cursor: 1), ListPosition()]
        }
        try steps.press(.character("l"), effects: [.saveState]) {
            try $0.tabs[state: .browse].split.select(content: "apfelkuchen")
            $0.tabs[state: .browse].split.focus = .detail
            $0.tabs[state: .browse].positions.append(ListPosition())
        }
        steps.press(.character("h"), effects: [.saveState]) {
            _ = try? $0.tabs[state: .browse].split.select(content: nil)
            $0.tabs[state: .browse].split.focus = .content
            $0.tabs[state: .browse].positions.removeLast()
        }
        steps.press(.character("h"), effects: [.saveState]) {
            $0.tabs[state: .browse].split.select(sidebar: nil)
            $0.tabs[state: .browse].split.focus = .sidebar
            $0.tabs[state: .browse].positions = [ListPosition(cursor: 1)]
        }
        steps.press(.character("h")) { $0.overlays.status = StatusMessage("Already at the top.") }
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
        let results = ScreenContent.of(.results, state: state, env: env).rows(0..<5)
        #expect(results.map(\.text) == ["  麻婆豆腐", "  Miso Soup"], "the id mapo-tofu ranks above an ingredient")
        #expect(results.map(\.trailing) == ["id: mapo-tofu", "ingredient: silken tofu"])
        state.type("jl", env: env)
        #expect(state.tabs[.search]!.split.sidebarSelection == .recipe("miso-soup"))
        state.type("1", env: env)
        #expect(state.tab == .browse)
        #expect(browse(state) == browseBefore)
        state.type("2", env: env)
        #expect(state.tabs[.search]!.split.sidebarSelection == .recipe("miso-soup"))
    }

    @Test func tabCyclesThroughColumnsThatHaveContent() throws {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.press([.tab], env: env)
        #expect(browse(state).split.focus == .content, "the previewed category lists its recipes")
        let first = ScreenContent.of(.recipes("soups"), state: state, env: env).row(0)?.link
        #expect(browse(state).split.contentSelection.map { Link.recipe($0) } == first, "and they preview their first")
        state.press([.tab], env: env)
        #expect(browse(state).split.focus == .detail)
        state.press([.tab], env: env)
        #expect(browse(state).split.focus == .sidebar, "round again")
        state.press([.backTab], env: env)
        #expect(browse(state).split.focus == .detail)
        state.press([.backTab], env: env)
        #expect(browse(state).split.focus == .content)
        var narrow = AppState.started(width: 60, height: 24, env: env)
        narrow.press([.tab], env: env)
        #expect(narrow.tabs[state: .browse].split.focus == .sidebar, "one column: Tab does nothing")
    }

    @Test func favouritesAreMarkedAndListedInTheirTab() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jl", env: env)
        var steps = StateSteps(state, env: env)
        steps.press(.character("f"), effects: [.saveFavourites(FavouritesChange(added: ["apfelkuchen"]))]) {
            $0.favourites = ["apfelkuchen"]
            $0.overlays.status = StatusMessage("★ Added Äpfelkuchen to favourites.")
        }
        steps.press(.character("3"), effects: [.saveState, .readFavourites]) {
            $0.tabs.show(.favourites)
            $0.overlays.status = nil                              // a message lasts one key
            $0.tabs[state: .favourites].split.select(sidebar: .recipe("apfelkuchen"))   // previewed
            $0.tabs[state: .favourites].positions = [ListPosition(), ListPosition()]
        }
        #expect(ScreenContent.of(.favourites, state: steps.state, env: env).rows(0..<1).map(\.text) == ["★ Äpfelkuchen"])
        steps.press(.character("f"), effects: [.saveState, .saveFavourites(FavouritesChange(removed: ["apfelkuchen"]))]) {
            $0.favourites = []
            $0.overlays.status = StatusMessage("Removed Äpfelkuchen from favourites.")
            $0.tabs[state: .favourites].split.select(sidebar: nil)
            $0.tabs[state: .favourites].positions = [ListPosition()]
        }
    }

    @Test func cookModeIsABooleanPresentationThatBackDismisses() throws {
        var steps = StateSteps(.started(width: 160, height: 48, env: env), env: env)
        steps.press(.character("c")) { $0.overlays.status = StatusMessage("Open a recipe first; c starts cook mode on it.") }
        steps.type("jll", effects: [.saveState, .saveState, .saveState]) {
            $0.overlays.status = nil
            $0.tabs[state: .browse].split.select(sidebar: .category("desserts"))
            try? $0.tabs[state: .browse].split.select(content: "apfelkuchen")
            $0.tabs[state: .browse].split.focus = .detail
            $0.tabs[state: .browse].positions = [ListPosition(cursor: 1), ListPosition(), ListPosition()]
        }
        steps.press(.character("c"), effects: [.saveState]) {
            try? $0.tabs[state: .browse].split.updateDetail { $0[isPresented: .cook] = true }
            $0.tabs[state: .browse].positions.append(ListPosition())
            $0.cook.started = 0                                 // the clock's time (none told yet)
        }
        steps.type("n", effects: [.saveState]) { $0.cook.step = 1 }              // from the mise en place to step 1
        steps.type("jjjj", effects: [.saveState, .saveState]) { $0.cook.step = 3 }           // Äpfelkuchen has two steps, then the finish: it stops there
        steps.press(.escape, effects: [.saveState]) {
            try? $0.tabs[state: .browse].split.updateDetail { $0[isPresented: .cook] = false }
            $0.tabs[state: .browse].positions.removeLast()
        }
    }

    @Test func theShoppingListIsAViewDestinationAboveTheRecipe() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jll", env: env)
        var steps = StateSteps(state, env: env)
        steps.press(.character("s"), effects: [.saveState]) {
            try? $0.tabs[state: .browse].split.updateDetail { $0.pushView(Screen.shoppingList("apfelkuchen")) }
            $0.tabs[state: .browse].positions.append(ListPosition())
        }
        #expect(steps.state.tabs[state: .browse].split.detail.path.isEmpty, "a view destination is not part of the path")
        steps.press(.escape, effects: [.saveState]) {
            _ = try? $0.tabs[state: .browse].split.updateDetail { stack throws(NavigationError) in try stack.back() }
            $0.tabs[state: .browse].positions.removeLast()
        }
    }

    @Test func everyNavigationChangeAsksForASaveAndNothingElseDoes() {
        var state = AppState.started(width: 160, height: 48, env: env)
        #expect(state.type("j", env: env) == [.saveState], "a cursor move is navigation state")
        #expect(state.type("h", env: env) == [], "back at the top changes nothing")
        #expect(state.type("?", env: env) == [], "help is not navigation")
        #expect(state.type("x", env: env) == [])
        state.type("/", env: env)
        #expect(state.type("m", env: env) == [.saveState], "the query is saved too")
    }

    @Test func quitAsksTheShellToLeave() {
        var state = AppState.started(width: 80, height: 24, env: env)
        #expect(state.type("q", env: env) == [.quit])
        #expect(state.press([.control("c")], env: env) == [.quit])
        state.type("/", env: env)
        #expect(state.type("q", env: env) == [.saveState], "while typing a query, q types")
        #expect(state.query == "q")
        #expect(state.press([.control("c")], env: env) == [.quit])
    }
}
