import CookbookApp
import Foundation
import Navigation
import Terminal
import Testing
import TestSupport

/// A place saved thousands of screens deep (a damaged or hostile state file, issue #30) comes
/// back cut to `SavedState.maximumDepth`, its history's places too, and a key costs what the
/// screen shows: the screens resolved per key and frame do not grow with the depth.
@Suite("A very deep saved place")
struct DeepPlaceTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    /// A Browse path of `depth` entries (Desserts, Crème brûlée, then recipes back and forth).
    private func path(depth: Int) -> NavigationPath.CodableRepresentation {
        var items = ["recipe", "\"creme-brulee\"", "category", "\"desserts\""]
        for index in 0..<max(0, depth - 2) { items = ["recipe", index.isMultiple(of: 2) ? "\"apfelkuchen\"" : "\"pastry-cream\""] + items }
        return .init(items: items)
    }

    /// A saved state whose Browse tab is `depth` entries deep, and whose history holds
    /// `places` places that deep.
    private func saved(depth: Int, places: Int = 0) throws -> SavedState {
        var saved = SavedState(AppState(width: 160, height: 40))
        let json = try JSONSerialization.data(withJSONObject: ["path": path(depth: depth).items, "presented": [], "focus": "detail", "positions": []])
        let place = try JSONDecoder().decode(SavedState.SavedTab.self, from: json)
        saved.tabs["browse"] = place
        if places > 0 {
            let entries = (0..<places).map { _ in SavedState.HistoryEntry(tab: .browse, place: place) }
            saved.history = try NavigationHistory(entries: entries, position: places - 1, limit: 10_000)
        }
        return saved
    }

    @Test func aPathDeeperThanTheLimitIsCutFromTheTop() throws {
        let restored = try saved(depth: 10_000, places: 300).restore(into: AppState(width: 160, height: 40), env: env)
        let state = restored.state
        #expect(state.screens(of: .browse, env: env).count == SavedState.maximumDepth + 1, "the root and 256 screens")
        #expect(restored.cut == 10_000 - SavedState.maximumDepth)
        #expect(state.screens(of: .browse, env: env).prefix(3) == [.categories, .recipes("desserts"), .recipe("creme-brulee")], "kept from the root")
        #expect(state.history.entries.count <= NavigationHistory<SavedState.HistoryEntry>.defaultLimit)
        #expect(state.history.entries.allSatisfy { $0.place.path.items.count <= 2 * SavedState.maximumDepth })
        let resaved = try JSONEncoder().encode(SavedState(state))
        let original = try JSONEncoder().encode(try saved(depth: 10_000, places: 300))
        #expect(resaved.count < original.count / 10, "saved no larger than its limits allow")
    }

    @Test func aKeyResolvesAsManyScreensAtAnyDepth() throws {
        func screensPerKey(depth: Int) throws -> [Int] {
            var state = try saved(depth: depth).restore(into: AppState(width: 160, height: 40), env: env).state
            return AppFixtures.keys("jkhl").map { key in
                let before = env.work.screens
                _ = state.update(key, env: env)
                _ = AppView.render(state, env: env)
                return env.work.screens - before
            }
        }
        // Both deeper than the header's breadcrumb can name: what is on screen is the same.
        let shallow = try screensPerKey(depth: 32), deep = try screensPerKey(depth: SavedState.maximumDepth)
        #expect(deep == shallow, "screens resolved per key and frame at depth 32: \(shallow); at \(SavedState.maximumDepth): \(deep)")
        #expect(deep.allSatisfy { $0 < 64 }, "a key and its frame resolve a few screens each, not the stack: \(deep)")
    }
}
