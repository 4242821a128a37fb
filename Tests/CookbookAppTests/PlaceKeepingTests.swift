import CookbookApp
import Navigation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// The user's place is never thrown away: cursors follow selections set by links, previews
/// keep the stacks they pass, and page actions act on the open recipe.
@Suite("Keeping the user's place")
struct PlaceKeepingTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    private func opened(_ url: String, width: Int = 160, height: Int = 48) throws -> AppState {
        var state = AppState.started(width: width, height: height, env: env)
        try AppLinks.router(env: env).open(url, in: &state)
        state.settle(env: env)
        return state
    }

    private func list(_ screen: Screen, _ state: AppState) -> [Link?] {
        let content = ScreenContent.of(screen, state: state, env: env)
        return (0..<content.count).map { content.row($0)?.link }
    }

    @Test func aLinkPutsEveryCursorOnItsSelection() throws {
        var state = try opened("cookbook://recipe/mapo-tofu")
        let categories = list(.categories, state), noodles = list(.recipes("noodles"), state)
        let browse = state.tabs[state: .browse]
        #expect(browse.positions[0].cursor == categories.firstIndex(of: .sidebar(.category("noodles"))))
        #expect(browse.positions[1].cursor == noodles.firstIndex(of: .recipe("mapo-tofu")))
        // Shift-Tab then j opens the recipe after the open one, not after a stale cursor.
        state.press([.backTab, .down], env: env)
        let next = noodles[noodles.firstIndex(of: .recipe("mapo-tofu"))! + 1]
        #expect(state.tabs[state: .browse].split.contentSelection.map { Link.recipe($0) } == next)
    }

    @Test func aCategoryLinkThenBackAndDownLandsOnTheNextCategory() throws {
        var state = try opened("cookbook://category/desserts")
        state.press([.left, .down], env: env)
        #expect(state.tabs[state: .browse].split.sidebarSelection == .category("noodles"), "the one after Desserts, not after the first")
        var narrow = try opened("cookbook://category/desserts", width: 60, height: 24)
        narrow.press([.left], env: env)
        #expect(narrow.tabs[state: .browse].positions[0].cursor == 1, "narrow: back shows the categories with Desserts highlighted")
    }

    @Test func previewingPastADeepStackKeepsIt() throws {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("jll", env: env)                          // Desserts › Äpfelkuchen
        state.press([.end, .enter], env: env)                // › Crème brûlée
        state.press([.end, .enter], env: env)                // › Crème pâtissière
        let deep = state
        state.press([.backTab, .backTab, .down, .up, .tab, .tab], env: env)
        #expect(state.tabs[state: .browse].split == deep.tabs[state: .browse].split)
        #expect(state.tabs[state: .browse].positions == deep.tabs[state: .browse].positions)
        #expect(AppView.render(state, env: env) == AppView.render(deep, env: env), "the very same screen")
        // The recipe column's previews keep their stacks too.
        state.press([.backTab, .down, .up, .tab], env: env)
        #expect(state.tabs[state: .browse].split == deep.tabs[state: .browse].split)
    }

    @Test func theMostRecentParkedStacksAreKept() throws {
        let env = try AppFixtures.bundledEnvironment()
        var state = AppState.started(width: 160, height: 48, env: env)
        state.press([.tab], env: env)                        // the first category's recipes
        var left: [RecipeID] = []
        while left.count < TabState.parkingLimit + 5 {
            let recipe = state.tabs[state: .browse].split.contentSelection!
            state.press([.tab, .end, .enter], env: env)      // a related recipe on its stack
            #expect(!state.tabs[state: .browse].split.detail.isAtRoot)
            state.press([.backTab, .down], env: env)         // preview the next recipe
            left.append(recipe)
            if state.tabs[state: .browse].split.contentSelection == recipe {
                state.press([.backTab, .down, .tab], env: env) // the list's end: the next category
            }
        }
        let parked = state.tabs[state: .browse].parked
        #expect(parked.count == TabState.parkingLimit)
        #expect(parked.last?.content == left.last || parked.last?.isWholeSidebar == true, "the most recent is kept")
        #expect(!parked.contains { $0.content == left[0] && !$0.isWholeSidebar }, "the least recently left went first")
    }

    @Test func pageActionsActOnTheOpenRecipeNotTheHighlightedRelatedRow() throws {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("jll", env: env)                          // Desserts › Äpfelkuchen, focus on it
        state.press([.end], env: env)                        // the cursor on its last related recipe
        state.type("f", env: env)
        #expect(state.favourites == ["apfelkuchen"], "the open recipe, not the related row under the cursor")
        state.type("s", env: env)
        #expect(state.screens(of: .browse, env: env).last == .shoppingList("apfelkuchen"))
    }
}
