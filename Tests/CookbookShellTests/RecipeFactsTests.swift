import CookbookApp
import CookbookShell
import Foundation
import RecipeStore
import Testing
import TestSupport

/// Facts a cook can use: a zero time (a no-cook salad's `cook 0m`) is not a fact.
@Suite("Recipe facts")
struct RecipeFactsTests {
    @Test func zeroTimesAreLeftOut() throws {
        let json = CollectionFixtures.json(recipes: [
            #"{"id":"slaw","name":"Slaw","category":"mains","servings":2,"prepMinutes":15,"cookMinutes":0,"ingredients":["1 cabbage"],"steps":["Shred."],"related":[]}"#,
        ])
        let store = try CollectionFixtures.store(json)
        let recipe = try #require(store.recipe("slaw"))
        #expect(RecipeDocument.timeFacts(recipe) == ["prep 15m"])
        let text = try PlainOutput.show(recipe, store: store, json: false)
        #expect(text.contains("Mains · serves 2 · prep 15m\n"))
        #expect(!text.contains("cook 0m"))
        let env = AppEnvironment(store: store)
        var state = AppState.started(width: 160, height: 30, env: env)
        state.type("ll", env: env)
        let frame = AppView.render(state, env: env).lines.joined(separator: "\n")
        #expect(frame.contains("Mains · Serves 2 · prep 15m"))
        #expect(!frame.contains("cook 0m"))
    }
}

extension RecipeFactsTests {
    @Test func aTimeRangeIsShownAsOne() throws {
        let recipe = Recipe(id: "stew", name: "Stew", category: "mains", ingredients: [], steps: [], totalMinutes: 240, totalUpToMinutes: 360)
        #expect(RecipeDocument.timeFacts(recipe) == ["total 4–6h"])
        let short = Recipe(id: "s", name: "S", category: "mains", prepMinutes: 20, ingredients: [], steps: [], prepUpToMinutes: 25)
        #expect(RecipeDocument.timeFacts(short) == ["prep 20–25m"])
    }
}
