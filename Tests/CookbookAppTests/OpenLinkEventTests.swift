import CookbookApp
import Navigation
import RecipeStore
import Testing
import TestSupport

/// `Event.openLink`: a link handed over by `cookbook open` while the app runs is applied whole
/// or not at all, and the status line says which.
@Suite("Links from another cookbook")
struct OpenLinkEventTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    /// Somewhere else first: the Search tab with a query typed and a result opened.
    private func searching() -> AppState {
        var state = AppState(width: 160, height: 48)
        state.type("/cr", env: env)
        _ = state.update(.key(.enter), env: env)
        return state
    }

    @Test func aGoodLinkOpensAtOnceAndAsksForASave() {
        var state = searching()
        let searchTab = state.tabs[.search]
        let effects = state.update(.openLink("cookbook://recipe/mapo-tofu"), env: env)
        #expect(effects == [.saveState])
        #expect(state.tab == .browse)
        #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("noodles"), .recipe("mapo-tofu")])
        #expect(state.tabs[.search] == searchTab, "the other tabs keep their state")
        #expect(state.query == "cr")
        #expect(state.overlays.status == StatusMessage("Opened cookbook://recipe/mapo-tofu from another cookbook"))
        #expect(state.inputMode(env: env) == .browse, "keys go to the opened screen, not to the query")

        let again = state.update(.openLink("cookbook://recipe/mapo-tofu"), env: env)
        #expect(again == [], "nothing moved, so nothing to save")
    }

    @Test func aBadLinkChangesNothingButTheStatus() {
        for link in ["cookbook://recipe/no-such-recipe", "cookbook://category/noodles/recipe/creme-brulee", "https://example.com/x"] {
            var state = searching()
            let before = state
            let effects = state.update(.openLink(link), env: env)
            #expect(effects == [])
            #expect(state.tabs == before.tabs && state.query == before.query && state.cook.step == before.cook.step)
            #expect(state.overlays.status?.isWarning == true)
            #expect(state.overlays.status?.text.hasPrefix("Cannot open \(link) from another cookbook: ") == true, "\(String(describing: state.overlays.status))")
        }
    }
}
