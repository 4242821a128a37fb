import CookbookApp
import CookbookShell
import Foundation
import Navigation
import RecipeStore
import Testing
import TestSupport

@Suite("Deep links and plain output")
struct DeepLinkAndOutputTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    private func open(_ url: String, from state: AppState? = nil) throws(NavigationError) -> AppState {
        var state = state ?? AppState(width: 60, height: 24)
        try AppLinks.router(env: env).open(url, in: &state)
        return state
    }

    @Test func aRecipeLinkOpensWithItsCategoryAsTheBackStack() throws {
        var state = try open("cookbook://recipe/mapo-tofu")
        #expect(state.tab == .browse)
        #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("noodles"), .recipe("mapo-tofu")])
        state.type("h", env: env)
        #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("noodles")], "back goes to the category's list")
    }

    @Test func categoryAndCategoryRecipeAndSearchLinks() throws {
        #expect(try open("cookbook://category/desserts").screens(of: .browse, env: env) == [.categories, .recipes("desserts")])
        #expect(try open("cookbook://category/desserts/recipe/creme-brulee").screens(of: .browse, env: env)
            == [.categories, .recipes("desserts"), .recipe("creme-brulee")])
        let search = try open("cookbook://search?q=cr%C3%A8me+br")
        #expect(search.tab == .search)
        #expect(search.query == "crème br")
        #expect(ScreenContent.of(.results, state: search, env: env).rows(0..<9).map(\.text) == ["  Crème brûlée"])
    }

    @Test func aLinkKeepsTheOtherTabs() throws {
        var state = AppState(width: 160, height: 48)
        state.type("/miso", env: env)
        state.press([.enter], env: env)
        let opened = try open("cookbook://recipe/dashi", from: state)
        #expect(opened.tabs[.search] == state.tabs[.search])
        #expect(opened.query == "miso")
    }

    @Test(arguments: [
        ("cookbook://recipe/nope", "Cannot open \"cookbook://recipe/nope\": there is no recipe \"nope\"."),
        ("cookbook://category/stews", "Cannot open \"cookbook://category/stews\": there is no category \"stews\"."),
        ("cookbook://category/soups/recipe/mapo-tofu", "Cannot open \"cookbook://category/soups/recipe/mapo-tofu\": recipe \"mapo-tofu\" is in category \"noodles\", not \"soups\"."),
        ("cookbook://search", "Cannot open \"cookbook://search\": a search link needs ?q=<text>."),
        ("cookbook://menu/1", "Cannot open \"cookbook://menu/1\": no route matches /menu/1."),
        ("http://recipe/mapo-tofu", "Malformed link \"http://recipe/mapo-tofu\": expected a cookbook:// link."),
        ("recipe/mapo-tofu", "Malformed link \"recipe/mapo-tofu\": expected scheme://path."),
    ])
    func badLinksSayWhy(url: String, message: String) {
        #expect(throws: NavigationError.self) { _ = try open(url) }
        do throws(NavigationError) { _ = try open(url) } catch { #expect(error.description == message) }
    }

    @Test func listIsTabSeparatedOrJSON() throws {
        let text = try PlainOutput.list(store: env.store, category: "soups", json: false)
        #expect(text == "croutons\tGarlic Croutons\tsoups\nmiso-soup\tMiso Soup\tsoups\ntomato-soup\tRoast Tomato Soup\tsoups\ndashi\t出汁\tsoups\n")
        let json = try PlainOutput.list(store: env.store, category: "noodles", json: true)
        struct Entry: Decodable, Equatable { let id, name, category: String }
        #expect(try JSONDecoder().decode([Entry].self, from: Data(json.utf8)).map(\.id) == ["egg-fried-rice", "mapo-tofu", "bibimbap"], "name order: by folded UTF-8, so Hanzi before Hangul")
        let all = try PlainOutput.list(store: env.store, category: nil, json: false)
        #expect(all.split(separator: "\n").count == 12)
        #expect(!all.unicodeScalars.contains { $0.value == 0x1B }, "recipe names never put escapes on stdout")
    }

    @Test func showIsReadableTextOrTheRecipeAsJSON() throws {
        let text = try PlainOutput.show(env.store.recipe("miso-soup")!, store: env.store, json: false)
        #expect(text == """
            Miso Soup
            =========
            A quick bowl of dashi, miso and tofu.
            Soups · serves 4 · prep 10m · cook 20m
            Tags: japanese, quick

            Ingredients
            - 1 l dashi
            - 3 tbsp white miso
            - 150 g silken tofu, cubed

            Steps
            1. Warm the dashi until it steams but does not boil.
            2. Whisk the miso with a ladle of dashi, then stir it back into the pot.
            3. Add the tofu and serve at once.

            Related
            - 出汁 (dashi)

            """)
        let json = try PlainOutput.show(env.store.recipe("evil")!, store: env.store, json: true)
        let recipe = try JSONDecoder().decode(Recipe.self, from: Data(json.utf8))
        #expect(recipe == env.store.recipe("evil"))
        #expect(json.contains("\\u001b"), "JSON escapes control characters")
        let evil = try PlainOutput.show(env.store.recipe("evil")!, store: env.store, json: false)
        #expect(!evil.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}
