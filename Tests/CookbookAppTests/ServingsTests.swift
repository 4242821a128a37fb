import CookbookApp
import Foundation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// `+`/`-` scale the open recipe, `u` cycles the units amounts are shown in (issue #17); both
/// are part of the saved place.
@Suite("Servings and units in the browser")
struct ServingsTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    private func recipeRows(_ state: AppState) -> [String] {
        let content = ScreenContent.of(.recipe("apfelkuchen"), state: state, env: env)
        return content.rows(0..<content.count).map(\.text)
    }

    @Test func plusAndMinusScaleTheOpenRecipe() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("jll", env: env)                                  // Desserts › Äpfelkuchen (serves 4)
        #expect(recipeRows(state).contains("• 200 g flour"))
        state.type("++", env: env)
        #expect(state.servings == ["apfelkuchen": 6])
        #expect(state.overlays.status?.text == "Serves 6 (×1.5)")
        let rows = recipeRows(state)
        #expect(rows.contains("• 300 g flour") && rows.contains("• 6 apples") && rows.contains("• 4 1/2 eggs"), "\(rows)")
        #expect(rows.contains { $0.hasPrefix("Desserts · Serves 6 (×1.5)") })
        state.type("--", env: env)
        #expect(state.servings.isEmpty, "back at the recipe's own servings: nothing to keep")
        #expect(recipeRows(state).contains("• 200 g flour"))
        state.type(String(repeating: "-", count: 10), env: env)
        #expect(state.servings == ["apfelkuchen": 1], "never below one")
    }

    /// Issue #32, a cook's second read-through: a recipe that makes `1 10 inch cake` serves no
    /// number; `+` says so and leaves it as written rather than making two cakes.
    @Test func plusOnACakeSaysItMakesACake() throws {
        let folder = try CookFolder(["Cakes/Cheesecake.cook": ">> serves: 1 10 inch cake\nBeat @eggs{5}.\n"])
        let env = AppEnvironment(store: MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path)))
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("ll", env: env)
        let content = ScreenContent.of(.recipe("cakes/cheesecake"), state: state, env: env)
        #expect(content.rows(0..<content.count).map(\.text).contains("• 5 eggs"))
        state.type("+", env: env)
        #expect(state.servings.isEmpty, "nothing to scale by")
        #expect(state.overlays.status?.text == "Makes 1 10 inch cake, not servings: shown as written.")
    }

    @Test func uCyclesTheUnitsAmountsAreShownIn() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("jll", env: env)
        state.type("u", env: env)
        #expect(state.units == .metric && state.overlays.status?.text == "Amounts in metric units")
        state.type("u", env: env)
        #expect(state.units == .us)
        #expect(recipeRows(state).contains("• 7 oz flour"), "\(recipeRows(state))")
        state.type("u", env: env)
        #expect(state.units == .asWritten)
    }

    @Test func servingsAndUnitsArePartOfTheSavedPlace() throws {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("jll+u", env: env)
        let effects = state.type("u", env: env)
        #expect(effects.contains(.saveState))
        let saved = try JSONDecoder().decode(SavedState.self, from: try JSONEncoder().encode(SavedState(state)))
        let restored = saved.restore(into: AppState(width: 160, height: 48), env: env).state
        #expect(restored.servings == ["apfelkuchen": 5] && restored.units == .us)
        var hostile = saved
        hostile.servings = ["apfelkuchen": 1_000_000, "no-such-recipe": 3]
        hostile.units = "imperial"
        let clamped = hostile.restore(into: AppState(width: 160, height: 48), env: env).state
        #expect(clamped.servings == ["apfelkuchen": 1_000] && clamped.units == .asWritten)
    }
}
