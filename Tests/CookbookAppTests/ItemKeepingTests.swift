import CookbookApp
import Foundation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// Issue #31: after a change on disk adds lines above the cursor in an open recipe, the cursor
/// stays on the same ingredient, step or link (not on the same row number, which is now
/// another row, or a blank spacer).
@Suite("The cursor keeps its item over a change on disk")
struct ItemKeepingTests {
    /// The frames collection with two more ingredients in 麻婆豆腐, above its steps.
    private func editedCollection() throws -> RecipeCollection {
        let text = try String(contentsOfFile: AppFixtures.framesCollection, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "\"name\": \"豆腐\"", with: "\"name\": \"豆腐\"}, {\"quantity\": \"1\", \"name\": \"leek\"}, {\"quantity\": \"2\", \"name\": \"chilli\"")
        let file = try TemporaryFolder.make("keeping") + "/frames.json"
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
        return try CollectionLoader.load(path: file)
    }

    /// The text of the row under the recipe column's cursor.
    private func underCursor(_ state: AppState, env: AppEnvironment) -> String? {
        guard let depth = state.activeDepth(env: env) else { return nil }
        return state.content(at: depth, env: env)?.row(state.tabs.active.position(at: depth).cursor)?.text
    }

    @Test(arguments: ["豚ひき肉を炒め", "→ "])
    func theCursorStaysOnItsStepOrLink(_ start: String) throws {
        let old = AppEnvironment(store: MemoryRecipeStore(try CollectionLoader.load(path: AppFixtures.framesCollection)))
        var state = AppState.started(width: 160, height: 48, env: old)
        _ = state.update(.openLink("cookbook://recipe/mapo-tofu"), env: old)
        for _ in 0..<3 where state.screen(at: state.activeDepth(env: old) ?? 0, of: .browse, env: old) != .recipe("mapo-tofu") { state.press([.tab], env: old) }
        #expect(state.screen(at: state.activeDepth(env: old) ?? 0, of: .browse, env: old) == .recipe("mapo-tofu"))
        for _ in 0..<30 where underCursor(state, env: old)?.contains(start) != true { state.type("j", env: old) }
        let item = try #require(underCursor(state, env: old))
        #expect(item.contains(start))
        let anchors = state.rowAnchors(env: old)
        let new = AppEnvironment(store: MemoryRecipeStore(try editedCollection()))
        _ = state.update(.collectionReloaded(changedFiles: 1, recipesBefore: old.store.recipeCount, notes: [], anchors: anchors), env: new)
        #expect(underCursor(state, env: new) == item, "the same item, two rows further down")
    }
}
