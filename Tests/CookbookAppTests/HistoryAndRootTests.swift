import Foundation
import CookbookApp
import Navigation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// Jumps: back to a stack's root, the active tab chosen again, history back and forward, and
/// the sidebar hidden and shown.
@Suite("History, pop to root and the sidebar")
struct HistoryAndRootTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    private func deep() -> AppState {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("jll", env: env)                          // Desserts › Äpfelkuchen
        state.press([.end, .enter], env: env)                // › Crème brûlée
        state.press([.end, .enter], env: env)                // › Crème pâtissière
        return state
    }

    @Test func choosingTheActiveTabAgainPopsItToItsRoot() {
        var state = deep()
        state.type("1", env: env)
        let browse = state.tabs[state: .browse]
        #expect(browse.split.focus == .sidebar)
        #expect(browse.split.detail.isAtRoot)
        #expect(browse.split.contentSelection == nil, "nothing below the previewed category")
        #expect(browse.split.sidebarSelection == .category("desserts"), "the cursor's category, previewed")
        #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("desserts")])
    }

    @Test func popToRootInTheDetailColumnKeepsTheOpenRecipe() {
        var state = deep()
        state.type("H", env: env)
        #expect(state.screens(of: .browse, env: env) == [.categories, .recipes("desserts"), .recipe("apfelkuchen")])
        state.type("H", env: env)
        #expect(state.overlays.status == StatusMessage("Already at the open recipe."))
        var narrow = AppState.started(width: 60, height: 24, env: env)
        narrow.type("jll", env: env)
        narrow.type("H", env: env)
        #expect(narrow.screens(of: .browse, env: env) == [.categories], "narrow: the whole stack")
    }

    @Test func historyGoesBackAndForwardThroughWholePlaces() {
        var state = deep()
        let deepScreens = state.screens(of: .browse, env: env)
        state.type("2", env: env)                            // a jump to Search
        #expect(state.tab == .search)
        state.press([.control("o")], env: env)               // back: Browse, three levels deep
        #expect(state.tab == .browse)
        #expect(state.screens(of: .browse, env: env) == deepScreens)
        state.press([.control("o")], env: env)               // back: before the last open
        #expect(state.screens(of: .browse, env: env) == Array(deepScreens.dropLast()))
        state.press([.control("n"), .control("n")], env: env) // forward twice: Search again
        #expect(state.tab == .search)
        state.press([.control("n")], env: env)
        #expect(state.overlays.status == StatusMessage("No later place in the history."))
        for _ in 0..<20 { state.press([.control("o")], env: env) }
        #expect(state.overlays.status == StatusMessage("No earlier place in the history."))
    }

    @Test func theHistoryIsSavedAndRestoredWithThePlace() throws {
        var state = deep()
        state.type("2", env: env)
        let saved = SavedState(state)
        let data = try JSONEncoder().encode(saved)
        let decoded = try JSONDecoder().decode(SavedState.self, from: data)
        var restored = decoded.restore(into: AppState(width: 160, height: 48), env: env).state
        #expect(restored.history == state.history)
        restored.press([.control("o")], env: env)
        #expect(restored.tab == .browse)
        #expect(restored.screens(of: .browse, env: env) == deep().screens(of: .browse, env: env))
        // A state file without a history (an earlier version's) still loads.
        let old = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let withoutHistory = try JSONSerialization.data(withJSONObject: old.filter { $0.key != "history" })
        #expect(try JSONDecoder().decode(SavedState.self, from: withoutHistory).history == nil)
    }

    @Test func theSidebarHidesAndTabSkipsIt() {
        var state = deep()
        state.type("b", env: env)
        #expect(state.tabs[state: .browse].split.columnVisibility == .doubleColumn)
        #expect(!AppView.render(state, env: env).lines[1].hasPrefix("Categories"), "the sidebar column is gone")
        state.press([.tab, .tab, .tab], env: env)
        #expect(state.tabs[state: .browse].split.focus != .sidebar)
        state.type("b", env: env)
        #expect(state.tabs[state: .browse].split.columnVisibility == .all)
        #expect(AppView.render(state, env: env).lines[1].hasPrefix("Categories"))
    }
}
