import CookbookApp
import Navigation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// Whole frames at fixed sizes, compared with golden files in Tests/Goldens.
@Suite("Frames")
struct FrameTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    private func frame(_ width: Int, _ height: Int, keys: String = "", special: [Key] = [], then more: String = "") -> CellBuffer {
        var state = AppState(width: width, height: height)
        state.type(keys, env: env)
        state.press(special, env: env)
        state.type(more, env: env)
        return AppView.render(state, env: env)
    }

    @Test func browseWideFreshStart() { GoldenFrame.assert(frame(160, 48), matches: "browse-160x48-start") }

    @Test func browseWideThreeColumnsWithARecipe() {
        GoldenFrame.assert(frame(160, 48, keys: "jll"), matches: "browse-160x48-recipe")
    }

    @Test func browseWideDetailStackWithCJK() {
        // Noodles & Rice → 麻婆豆腐 → its related 蛋炒饭.
        GoldenFrame.assert(frame(160, 48, keys: "jjllj", special: [.end, .enter]), matches: "browse-160x48-cjk-detail")
    }

    @Test func browseMediumTwoColumns() {
        GoldenFrame.assert(frame(80, 24, keys: "j"), matches: "browse-80x24-sidebar-focus")
        GoldenFrame.assert(frame(80, 24, keys: "jll"), matches: "browse-80x24-recipe")
    }

    @Test func collapsedStackAtEachDepth() {
        GoldenFrame.assert(frame(60, 24), matches: "narrow-60x24-depth0-categories")
        GoldenFrame.assert(frame(60, 24, keys: "jl"), matches: "narrow-60x24-depth1-recipes")
        GoldenFrame.assert(frame(60, 24, keys: "jlll"), matches: "narrow-60x24-depth2-recipe")
        GoldenFrame.assert(frame(60, 24, keys: "jll", special: [.end, .enter]), matches: "narrow-60x24-depth3-related")
    }

    @Test func searchResultsWhileTyping() {
        GoldenFrame.assert(frame(80, 24, keys: "/creme"), matches: "search-80x24-typing")
        GoldenFrame.assert(frame(160, 48, keys: "/cr", special: [.enter], then: "l"), matches: "search-160x48-opened")
    }

    /// Issue #16: a list filtered while typing (title, caret, count, the status line's keys),
    /// then kept after Enter; and a search whose results say why they matched.
    @Test func filteredListAndReasons() {
        GoldenFrame.assert(frame(80, 24, keys: "jl\\egg -yolk"), matches: "filter-80x24-typing")
        GoldenFrame.assert(frame(80, 24, keys: "jl\\egg -yolk", special: [.enter]), matches: "filter-80x24-kept")
        GoldenFrame.assert(frame(100, 24, keys: "/tofu"), matches: "search-100x24-why")
    }

    @Test func favouritesTab() {
        GoldenFrame.assert(frame(80, 24, keys: "3"), matches: "favourites-80x24-empty")
        GoldenFrame.assert(frame(80, 24, keys: "jlf3"), matches: "favourites-80x24-one")
    }

    @Test func helpOverlay() { GoldenFrame.assert(frame(80, 24, keys: "?"), matches: "help-80x24") }

    @Test func cookMode() {
        GoldenFrame.assert(frame(80, 24, keys: "jllcj "), matches: "cook-80x24-mise")      // flour ticked, the cursor on butter
        GoldenFrame.assert(frame(80, 24, keys: "jllcnj"), matches: "cook-80x24-step2")
        GoldenFrame.assert(frame(80, 24, keys: "jllcnjj"), matches: "cook-80x24-done")
    }

    @Test func longNamesAreCutAndEscapesShownHarmlessly() {
        // Desserts, cursor on the name with escape sequences (4th) and then the long one (5th).
        GoldenFrame.assert(frame(160, 48, keys: "jljjjl"), matches: "browse-160x48-escapes")
        GoldenFrame.assert(frame(160, 48, keys: "jljjjjl"), matches: "browse-160x48-long-name")
    }

    @Test func tooSmallShowsANoticeAndRecovers() {
        GoldenFrame.assert(frame(19, 5), matches: "too-small-19x5")
        // Below 20×6 every size shows the notice (cut to the width), never a broken layout.
        for (width, height) in [(1, 1), (2, 1), (1, 3), (19, 40), (200, 5), (12, 2)] {
            let lines = frame(width, height, keys: "jll").lines
            #expect(lines[0] == DisplayWidth.truncate("Too small", to: width) + String(repeating: " ", count: max(0, width - DisplayWidth.of(DisplayWidth.truncate("Too small", to: width)))), "\(width)×\(height)")
        }
        #expect(frame(20, 6, keys: "jll").lines[0].hasPrefix(" Cookbook "), "20×6 is big enough")
        var state = AppState(width: 10, height: 3)
        state.type("jll", env: env)
        state.resize(width: 160, height: 48, env: env)
        #expect(AppView.render(state, env: env).lines[0].hasPrefix(" Cookbook "))
    }
}
