import CookbookApp
import RecipeStore
import Terminal
import Testing
import TestSupport

/// A search that finds nothing offers, on the status line, the nearest spelling the collection
/// knows, and Enter searches it (issue #34).
@Suite("Search: the suggested spelling")
struct SearchSuggestionTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.bundledEnvironment() }

    @Test func theStatusLineOffersTheNearestWordAndEnterSearchesIt() {
        var state = AppState(width: 100, height: 24)
        state.type("/chikn", env: env)
        let status = AppView.render(state, env: env).lines.last ?? ""
        #expect(status.hasPrefix(" No recipes match chikn — did you mean chicken? Enter searches it"), "\(status)")
        state.press([.enter], env: env)
        #expect(state.query == "chicken")
        #expect(!state.editingQuery, "Enter moves into the results, as it does after any search")
        let frame = AppView.render(state, env: env).lines.joined(separator: "\n")
        #expect(frame.contains("Chicken Noodle Soup"), "\(frame)")
    }

    @Test func aQueryThatFindsSomethingOrNothingNearIsLeftAsTyped() {
        var state = AppState(width: 100, height: 24)
        state.type("/chicken", env: env)
        #expect(!(AppView.render(state, env: env).lines.last ?? "").contains("did you mean"))
        state.press([.enter], env: env)
        #expect(state.query == "chicken")
        var nothing = AppState(width: 100, height: 24)
        nothing.type("/zqxwv", env: env)
        #expect(!(AppView.render(nothing, env: env).lines.last ?? "").contains("did you mean"))
        nothing.press([.enter], env: env)
        #expect(nothing.query == "zqxwv", "no spelling is near: Enter only stops typing")
        var escape = AppState(width: 100, height: 24)
        escape.type("/chikn", env: env)
        escape.press([.escape], env: env)
        #expect(escape.query == "chikn", "only Enter takes the suggestion")
    }
}
