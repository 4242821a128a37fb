import CookbookApp
import Foundation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// Issue #32: `w` ("What can I cook?") reads every recipe, which took 16–20 s on a 764-recipe
/// folder with the UI frozen. `update` now only asks the shell (`Effect.rankCookable`) and the
/// list says it is working; the ranking comes back as `Event.cookableRanked`, and keys are
/// handled meanwhile. The work is counted (recipes read), never timed.
@Suite("Shopping tab: What can I cook? off the key path")
struct CookableOffKeyPathTests {
    private func rows(_ state: AppState, _ env: AppEnvironment) -> [String] {
        let content = ScreenContent.of(.shopping, state: state, env: env)
        return content.rows(0..<content.count).map(\.text)
    }

    @Test func wAsksTheShellAndKeysGoOnWhileItWorks() throws {
        let seed = try ProjectPaths.sharedData("cook-collections/cookcli-seed")
        let store = CountingStore(try CollectionOpener.open(path: seed, cacheDirectory: try TemporaryFolder.make("cookable-off-key")))
        let env = AppEnvironment(store: store)
        let pantry = PantryConfig(parsing: try String(contentsOfFile: seed + "/config/pantry.conf", encoding: .utf8))
        let aisles = AisleConfig(parsing: try String(contentsOfFile: seed + "/config/aisle.conf", encoding: .utf8))
        var shopping = ShoppingState(list: ShoppingList(file: ShoppingListFile(parsing: ""), checks: ShoppingCheckLog(parsing: ""), aisles: aisles,
                                                        store: store, isFolder: true),
                                     menus: [], pantry: pantry, today: PantryDate(year: 2026, month: 3, day: 10)!, isFolder: true)
        shopping.aisles = aisles
        var state = AppState.started(width: 100, height: 40, env: env)
        state.type("4", env: env)
        _ = state.update(.shoppingLoaded(shopping, note: nil, problems: []), env: env)
        store.reads = 0

        let effects = state.type("w", env: env)
        _ = AppView.render(state, env: env)
        let request = try #require(effects.compactMap { if case let .rankCookable(request) = $0 { request } else { nil } }.first,
                                   "w asks the shell: \(effects)")
        #expect(request.pantry == pantry && request.aisles == aisles && request.isFolder)
        #expect(store.reads == 0, "no recipe read on the key path: \(store.reads)")
        #expect(rows(state, env).contains("Working out what you can cook…"))

        // Keys are handled while the shell works; pressing w again asks nothing more.
        #expect(!state.type("w", env: env).contains { if case .rankCookable = $0 { true } else { false } })
        state.type("k", env: env)
        #expect(store.reads == 0)

        // The ranking arrives: shown, the cursor on its first recipe.
        let ranked = request.rank(store: store)
        #expect(store.reads >= 12, "the shell's work reads every recipe: \(store.reads)")
        _ = state.update(.cookableRanked(request, ranked), env: env)
        #expect(!rows(state, env).contains("Working out what you can cook…"))
        #expect(rows(state, env).contains { $0.contains("%  " + ranked[0].recipe.name) })
        #expect(state.tabs[state: .shopping].split.sidebarSelection == .recipe(ranked[0].recipe.id))

        // The files read again with the same pantry: no new ranking; a new pantry: one.
        #expect(state.update(.shoppingLoaded(shopping, note: nil, problems: []), env: env).isEmpty)
        var emptier = shopping
        emptier.pantry = PantryConfig(parsing: "salt = \"1%kg\"\n")
        #expect(state.update(.shoppingLoaded(emptier, note: nil, problems: []), env: env).contains { if case .rankCookable = $0 { true } else { false } })
        #expect(rows(state, env).contains("Working out what you can cook…"), "a ranking of the old pantry is not shown")
    }

    @Test func theShoppingTabIsItsOwnStateWithItsOwnUpdate() throws {
        let store = MemoryRecipeStore(try CollectionLoader.load(path: AppFixtures.framesCollection))
        let list = ShoppingList(file: ShoppingListFile(parsing: ""), checks: ShoppingCheckLog(parsing: ""), aisles: nil, store: store, isFolder: false)
        let files = ShoppingState(list: list, menus: [], pantry: PantryConfig(parsing: "salt = \"1%kg\"\n"))
        let problem = "/x/.shopping-list:3: a line that is neither"
        var tab = ShoppingTabState()
        #expect(tab.update(.loaded(files, note: "Added Äpfelkuchen.", problems: [problem]))
                == Outcome(messages: [StatusMessage(problem, isWarning: true), StatusMessage("Added Äpfelkuchen.")]))
        #expect(tab.update(.loaded(files, note: nil, problems: [problem])) == Outcome(), "a problem is said once, and nothing is ranked unasked")
        #expect(tab.update(.showCookable) == Outcome() && tab.showsCookable)
        let request = try #require(tab.cookableRequest)
        #expect(tab.update(.awaitRanking) == Outcome(effects: [.rankCookable(request)]) && tab.cookableJumpPending)
        #expect(tab.update(.awaitRanking) == Outcome(), "asked once")
        #expect(tab.update(.ranked(request, [])) == Outcome() && tab.currentCookable == [])
        #expect(tab.update(.collectionChanged) == Outcome() && tab.currentCookable == nil, "a ranking of the old recipes is stale")
        let stale = tab.update(.ranked(request, []))
        #expect(stale == Outcome(effects: [.rankCookable(try #require(tab.cookableRequest))]), "a stale ranking asks for the current one")
    }
}
