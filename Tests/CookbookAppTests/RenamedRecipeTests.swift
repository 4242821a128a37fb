import CookbookApp
import Foundation
import Navigation
import RecipeStore
import Testing
import TestSupport

/// Live reload (issue #19): a recipe whose file was renamed keeps its place under its new id,
/// also in a sub-folder (an id with a slash) and in every tab.
@Suite("Renamed recipes keep their place")
struct RenamedRecipeTests {
    @Test func anIdWithASlashIsFollowedInEveryTab() throws {
        let env = try AppFixtures.kitchenEnvironment()
        var state = AppState.started(width: 160, height: 48, env: env)
        let id = try #require(env.store.recipes(in: "mains", range: 0..<1).first?.id)
        #expect(id.rawValue.contains("/"))
        state.tabs[state: .browse].split.select(sidebar: .category("mains"))
        try state.tabs[state: .browse].split.select(content: id)
        state.tabs[state: .favourites].split.select(sidebar: .recipe(id))
        let moved = RecipeID("mains/renamed-recipe")
        let renamed = SavedState(state).renamingRecipes([id: moved])
        let text = String(decoding: try JSONEncoder().encode(renamed), as: UTF8.self)
        #expect(!text.contains(id.rawValue.replacingOccurrences(of: "/", with: "\\/")) && !text.contains("\"" + id.rawValue + "\""), "\(text)")
        #expect(renamed.tabs["browse"]?.path.items.contains("\"mains/renamed-recipe\"") == true)
        #expect(renamed.tabs["favourites"]?.path.items.contains("\"mains/renamed-recipe\"") == true)
    }
}
