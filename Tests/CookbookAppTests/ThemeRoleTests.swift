import CookbookApp
import Terminal
import Testing
import TestSupport

/// Issue #31: every colour role of `[theme]` is used by the screens config.md names for it, so
/// setting one changes something (the favourite star took the default colour whatever `mark` said).
@Suite("Theme roles")
struct ThemeRoleTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    @Test func theFavouriteStarIsDrawnInTheMarkColour() {
        var state = AppState(width: 80, height: 24)
        state.type("jlf3", env: env)                        // Äpfelkuchen marked, the Favourites tab
        let frame = AppView.render(state, env: env)
        let list = frame.lines[2], starInList = list.firstIndex(of: "★").map { list.distance(from: list.startIndex, to: $0) }
        #expect(starInList == 0)
        #expect(frame[0, 2].style.color == .mark, "the star in a list")
        let facts = frame.lines[3]
        let column = facts.firstIndex(of: "★").map { facts.distance(from: facts.startIndex, to: $0) }
        if let column { #expect(frame[column, 3].style.color == .mark, "the star after the recipe's facts") } else { Issue.record("no star: \(facts)") }
        #expect(frame[2, 2].style.color != .mark, "only the star")
    }

    @Test func everyRoleAppearsOnTheScreensItNames() {
        var state = AppState(width: 80, height: 24)
        state.type("jlf3", env: env)
        state.overlays.status = StatusMessage("Cannot save where you are.", isWarning: true)
        let colours = AppView.render(state, env: env).colourLines.joined()
        for (role, letter) in [(Style.Color.accent, "a"), (.muted, "m"), (.link, "l"), (.warning, "w"), (.mark, "*")] {
            #expect(colours.contains(letter), "\(role) is used")
        }
    }
}
