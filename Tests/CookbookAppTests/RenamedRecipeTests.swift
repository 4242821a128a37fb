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

/// A rename reaches every place that names the recipe: the history's places and the timers
/// started in cook mode for it, not only the tabs' stacks.
@Suite("Renamed recipes: history and timers")
struct RenamedHistoryAndTimerTests {
    static let rice = CookModeTests.rice
    static let soup = "Simmer @water{1%l} with @miso{2%tbsp} for ~{5%minutes}.\n"
    private let start = 1_800_000_000.0

    /// Grains › Rice open in cook mode with a timer started for it, then Grains › Soup open:
    /// Rice is in the history and the timer, nowhere in the tabs.
    private func riceThenSoup(_ env: AppEnvironment) throws -> AppState {
        var state = AppState.started(width: 160, height: 48, env: env)
        _ = state.update(.clock(wall: start, monotonic: start), env: env)
        state.type("llc", env: env)                                     // Grains › Rice, cook mode
        state.type("Tlid 1m", env: env)
        _ = state.press([.enter, .escape], env: env)
        state.type("hjl", env: env)                                     // back to the list, Soup below, open
        return state
    }

    private func environment(_ files: [String: String]) throws -> (CookFolder, AppEnvironment) {
        let folder = try CookFolder(files)
        return (folder, AppEnvironment(store: try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("renamed"))))
    }

    @Test func theHistoryAndTheTimersFollowARename() throws {
        let (folder, env) = try environment(["Grains/Rice.cook": Self.rice, "Grains/Soup.cook": Self.soup])
        let (renamedFolder, renamedEnv) = try environment(["Grains/Pilaf.cook": Self.rice, "Grains/Soup.cook": Self.soup])
        defer { withExtendedLifetime((folder, renamedFolder)) {} }      // the stores read the files as they go
        var state = try riceThenSoup(env)
        let rice = try #require(state.cook.timers.first?.recipe)
        let soup = try #require(state.tabs[state: .browse].split.contentSelection)
        #expect(rice.rawValue.hasSuffix("rice") && soup.rawValue.hasSuffix("soup"))
        let pilaf = RecipeID(rice.rawValue.replacingOccurrences(of: "rice", with: "pilaf"))
        #expect(renamedEnv.store.contains(pilaf))

        let saved = SavedState(state).renamingRecipes([rice: pilaf])
        let places = saved.history?.entries.map(\.place.path.items) ?? []
        #expect(places.contains { $0.contains("\"\(pilaf.rawValue)\"") } && !places.contains { $0.contains("\"\(rice.rawValue)\"") }, "\(places)")
        #expect(saved.timers?.map(\.recipe) == [pilaf])

        let effects = state.update(.collectionReloaded(changedFiles: 1, recipesBefore: 2, notes: [], renamed: [rice: pilaf]), env: renamedEnv)
        #expect(effects.first == .saveState, "the renamed history and timer are saved")
        #expect(state.cook.timers.map(\.recipe) == [pilaf])
        state.press([.control("o"), .control("o"), .control("o")], env: renamedEnv)   // back to where Rice was open
        #expect(state.screens(of: .browse, env: renamedEnv).last == .recipe(pilaf))
        #expect(state.tabs[state: .browse].split.focus == .detail, "the place whole, not one with the recipe dropped")

        state.type("c", env: renamedEnv)                                // Pilaf in cook mode again, its timer ended
        _ = state.update(.clock(wall: start + 120, monotonic: start + 120), env: renamedEnv)
        state.type("njjj", env: renamedEnv)                             // to the finish
        #expect(state.cook.timers.isEmpty && state.overlays.status?.text == "Cleared lid.", "the finish clears the renamed recipe's timer")
    }
}
