import CookbookApp
import Navigation
import Terminal
import Testing
import TestSupport

/// The mouse acts where the pointer is: the wheel scrolls the column under it, a double click
/// opens, a click on a tab's name shows that tab.
@Suite("Mouse")
struct MouseTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    private func column(_ column: SplitColumn, _ state: AppState) -> Layout.Column? {
        Layout(state, stackCount: state.screens(of: state.tab, env: env).count).columns.first { $0.column == column }
    }

    @Test func theWheelScrollsTheColumnUnderThePointer() throws {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.press([.down], env: env)                       // Desserts, focus stays on the sidebar
        let recipes = try #require(column(.content, state))
        state.press([.wheel(1, x: recipes.listRect.x + 2, y: recipes.listRect.y + 1)], env: env)
        let browse = state.tabs[state: .browse]
        #expect(browse.split.focus == .content, "the column under the pointer")
        #expect(browse.positions[1].cursor == 3, "three rows down the recipes, not the categories")
        #expect(browse.positions[0].cursor == 1, "the sidebar did not move")
    }

    @Test func aDoubleClickOpensTheRow() throws {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.press([.down, .tab], env: env)                 // Desserts' recipes
        let recipes = try #require(column(.content, state))
        state.press([.doubleClick(x: recipes.listRect.x + 2, y: recipes.listRect.y + 1)], env: env)
        #expect(state.tabs[state: .browse].split.focus == .detail, "opened: focus moves into the recipe")
        let rows = ScreenContent.of(.recipes("desserts"), state: state, env: env)
        #expect(state.tabs[state: .browse].split.contentSelection.map { Link.recipe($0) } == rows.row(1)?.link, "the row under the pointer")
        #expect(state.tabs[state: .browse].positions[1].cursor == 1)
    }

    @Test func clickingATabsNameShowsIt() {
        var state = AppState.started(width: 160, height: 48, env: env)
        let header = AppView.render(state, env: env).lines[0]
        let favourites = DisplayWidth.of(String(header[..<header.range(of: "3 Favourites")!.lowerBound]))
        state.press([.click(x: favourites + 1, y: 0)], env: env)
        #expect(state.tab == .favourites)
        state.press([.click(x: 2, y: 0)], env: env)          // the app's name: nothing
        #expect(state.tab == .favourites)
    }
}
