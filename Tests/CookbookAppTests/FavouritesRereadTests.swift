import CookbookApp
import Testing
import TestSupport

/// Issue #31: a favourite added in another running Cookbook shows here when the Favourites tab
/// is shown and on `R` (the file is read again then).
@Suite("Favourites read again")
struct FavouritesRereadTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    @Test func showingTheFavouritesTabOrRReadsTheFileAgain() {
        var state = AppState.started(width: 80, height: 24, env: env)
        #expect(state.type("3", env: env).contains(.readFavourites))
        #expect(!state.type("j", env: env).contains(.readFavourites), "not on every key")
        #expect(state.type("R", env: env).contains(.readFavourites))
    }

    @Test func whatTheFileSaysIsShown() {
        var state = AppState.started(width: 80, height: 24, env: env)
        state.type("3", env: env)
        _ = state.update(.favouritesRead(["mapo-tofu"]), env: env)
        #expect(state.favourites == ["mapo-tofu"])
        #expect(AppView.render(state, env: env).lines.joined().contains("麻婆豆腐"))
    }
}
