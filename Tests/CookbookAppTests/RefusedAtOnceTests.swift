import CookbookApp
import RecipeStore
import Terminal
import Testing
import TestSupport

/// Issue #31: say what happened, and at once. On a JSON collection `o` and `I` refuse before
/// asking anything; cook mode's finish page says "again" only for a recipe already listed.
@Suite("Said at once")
struct RefusedAtOnceTests {
    @Test(arguments: ["o", "I"])
    func aJSONCollectionRefusesNewAndImportBeforeAsking(_ key: String) throws {
        var env = try AppFixtures.environment()
        env.isOneFile = true
        var state = AppState.started(width: 100, height: 24, env: env)
        state.type("j" + key, env: env)
        #expect(state.overlays.prompt == nil, "nothing is asked")
        let said = try #require(state.overlays.status)
        #expect(said.isWarning)
        #expect(said.text.contains("one JSON file") && said.text.contains("cookbook export --cook DIR"), "\(said.text)")
    }

    @Test(arguments: ["o", "I"])
    func aFolderStillAsks(_ key: String) throws {
        let env = try AppFixtures.kitchenEnvironment()
        var state = AppState.started(width: 100, height: 24, env: env)
        state.type(key, env: env)
        #expect(state.overlays.prompt != nil)
    }

    private static let rice = "Rinse @rice{200%g}.\n\nSimmer with @water{400%ml}.\n"

    private func finishPage(listed: Bool) throws -> String {
        let folder = try CookFolder(["Rice.cook": Self.rice])
        let env = AppEnvironment(store: try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("finish")))
        var state = AppState.started(width: 100, height: 30, env: env)
        var shopping = ShoppingState(list: ShoppingList(file: ShoppingListFile(parsing: ""), checks: ShoppingCheckLog(parsing: ""), aisles: nil,
                                                        store: env.store, isFolder: true), menus: [], isFolder: true)
        if listed { shopping.listed = [(entry: .recipe(path: "./Rice", scale: nil, depth: 0), label: "Rice")] }
        _ = state.update(.shoppingLoaded(shopping, note: nil, problems: []), env: env)
        state.type("lcnjj", env: env)
        return AppView.render(state, env: env).lines.joined(separator: "\n")
    }

    @Test func theFinishPageSaysAgainOnlyForARecipeOnTheList() throws {
        let fresh = try finishPage(listed: false), listed = try finishPage(listed: true)
        #expect(fresh.contains("Done!") && listed.contains("Done!"))
        #expect(fresh.contains("adds it to the shopping list") && !fresh.contains("shopping list again"), "\(fresh)")
        #expect(listed.contains("adds it to the shopping list again"), "\(listed)")
    }
}
