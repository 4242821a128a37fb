import CookbookApp
import Navigation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// Links to whole stacks, ingredients and the favourites, and `y`, which copies a link back to
/// the current place.
@Suite("Richer links")
struct RicherLinkTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    private func open(_ url: String) throws(NavigationError) -> AppState {
        var state = AppState.started(width: 160, height: 48, env: env)
        try AppLinks.router(env: env).open(url, in: &state)
        state.settle(env: env)
        return state
    }

    @Test func aLinkCanHoldAWholeStack() throws {
        let state = try open("cookbook://category/desserts/recipe/apfelkuchen/related/creme-brulee/related/pastry-cream")
        #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("desserts"), .recipe("apfelkuchen"),
                                                        .recipe("creme-brulee"), .recipe("pastry-cream")])
        let ingredient = try open("cookbook://category/desserts/recipe/creme-brulee/ingredient/double%20cream")
        #expect(ingredient.screens(of: .browse, env: env).last == .ingredient(IngredientKey("double cream")))
    }

    @Test(arguments: [
        ("cookbook://category/desserts/recipe/apfelkuchen/related/mapo-tofu", "\"mapo-tofu\" is not related to \"apfelkuchen\""),
        ("cookbook://category/desserts/recipe/apfelkuchen/related/nope", "there is no recipe \"nope\""),
        ("cookbook://category/desserts/recipe/apfelkuchen/related", "each step of a stack is related/<id> or ingredient/<name>"),
        ("cookbook://category/desserts/recipe/apfelkuchen/cousin/x", "each step of a stack is related/<id> or ingredient/<name>, not \"cousin\""),
        ("cookbook://ingredient/unobtainium", "no recipe uses \"unobtainium\""),
    ])
    func aStackThatCannotBeBuiltIsRefusedWhole(url: String, reason: String) {
        #expect(throws: NavigationError.unresolvedLink(url: url, reason: reason)) { try open(url) }
    }

    @Test func ingredientAndFavouritesLinks() throws {
        let ingredient = try open("cookbook://ingredient/silken%20tofu")
        #expect(ingredient.tab == .browse)
        #expect(ingredient.screens(of: .browse, env: env).last == .ingredient(IngredientKey("silken tofu")))
        #expect(try open("cookbook://favourites").tab == .favourites)
        #expect(try open("cookbook://shopping").tab == .shopping)
        var running = AppState.started(width: 100, height: 30, env: env)
        #expect(running.update(.openLink("cookbook://shopping"), env: env) == [.saveState, .shopping(.load)], "its files are read when a link shows it")
    }

    @Test func yCopiesALinkThatOpensTheSamePlace() throws {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("jll", env: env)
        state.press([.end, .enter], env: env)                // › Crème brûlée
        let effects = state.type("y", env: env)
        guard case let .copyToClipboard(link)? = effects.first else { Issue.record("nothing copied: \(effects)"); return }
        #expect(link == "cookbook://category/desserts/recipe/apfelkuchen/related/creme-brulee")
        #expect(state.overlays.status == StatusMessage("Copied \(link)"))
        #expect(try open(link).screens(of: .browse, env: env) == state.screens(of: .browse, env: env))
        var search = AppState.started(width: 160, height: 48, env: env)
        search.type("/crème b", env: env)
        search.press([.enter], env: env)
        #expect(AppLinks.link(to: search) == "cookbook://search?q=cr%C3%A8me%20b")
        #expect(try open(AppLinks.link(to: search)!).query == "crème b")
    }

    /// Issue #16: a search link carries the whole query language, and Browse links carry the
    /// recipe list's filter (`?filter=`) both ways.
    @Test func queriesAndFiltersTravelInLinks() throws {
        let search = try open("cookbook://search?q=ing%3Agarlic%20-ing%3Aonion")
        #expect(search.query == "ing:garlic -ing:onion")
        #expect(search.content(at: 0, env: env)?.rows(0..<10).map(\.text) == ["  Roast Tomato Soup", "  Garlic Croutons"], "filters alone: the collection's order")
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("l\\garlic", env: env)
        state.press([.enter], env: env)
        #expect(AppLinks.link(to: state) == "cookbook://category/soups/recipe/croutons?filter=garlic")
        let opened = try open(AppLinks.link(to: state)!)
        #expect(opened.tabs[.browse]!.positions[1].filter == "garlic")
        #expect(opened.content(at: 1, env: env)?.count == 2)
        let category = try open("cookbook://category/desserts?filter=%23baking")
        #expect(category.content(at: 1, env: env)?.rows(0..<5).map(\.text) == ["  Äpfelkuchen"])
        #expect(AppLinks.link(to: category) == "cookbook://category/desserts/recipe/apfelkuchen?filter=%23baking")
    }

    @Test func theClipboardSequenceIsOSC52WithBase64() {
        #expect(OSC52.sequence(copying: "Man") == "\u{1B}]52;c;TWFu\u{07}")
        #expect(OSC52.sequence(copying: "Ma") == "\u{1B}]52;c;TWE=\u{07}")
        #expect(OSC52.sequence(copying: "M") == "\u{1B}]52;c;TQ==\u{07}")
        #expect(OSC52.sequence(copying: "") == "\u{1B}]52;c;\u{07}")
        #expect(OSC52.sequence(copying: "é") == "\u{1B}]52;c;w6k=\u{07}")
    }
}
