import CookbookApp
import Foundation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// Cook mode's pages (issue #18): the mise en place, each step with what it uses at its scaled
/// amounts, its section and notes, its timers (`t`), and the finish.
@Suite("Cook mode: pages")
struct CookModeTests {
    static let rice = """
        ---
        servings: 2
        ---
        = Rice =

        Rinse @basmati rice{200%g} in a #sieve{}.

        Add @water{400%ml} and @salt{1%tsp}, cover and simmer for ~rice{12%minutes}.

        > Do not lift the lid.

        Rest for ~{5%minutes}, then fluff with a fork; brown @onion{1} for ~onion{8%minutes} meanwhile.
        """

    private func cooking(_ keys: String, width: Int = 100, height: Int = 30) throws -> (AppState, AppEnvironment, [String]) {
        let folder = try CookFolder(["Rice.cook": Self.rice])
        let env = AppEnvironment(store: try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("cook")))
        var state = AppState.started(width: width, height: height, env: env)
        _ = state.update(.clock(wall: 1_800_000_000, monotonic: 1_800_000_000), env: env)
        state.type(keys, env: env)
        return (state, env, AppView.render(state, env: env).lines)
    }

    /// Issue #32: an ingredient the steps name twice is gathered once, at its summed amount, as
    /// the recipe screen lists it; the cursor and the ticks go over those rows.
    @Test func theMiseEnPlaceGathersAnIngredientWrittenTwiceOnce() throws {
        let folder = try CookFolder(["Tiramisu.cook": "Beat @egg{3} with @sugar{50%g}.\n\nBeat @egg{3} more with @sugar{25%g}, then fold in @mascarpone{250%g}.\n"])
        let env = AppEnvironment(store: try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("cook")))
        var state = AppState.started(width: 100, height: 30, env: env)
        state.type("lcjjj ", env: env)                                   // past the last row, then ticked
        let screen = AppView.render(state, env: env).lines
        let rows = screen.filter { $0.contains("[ ]") || $0.contains("[x]") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows == ["[ ] 6 eggs", "[ ] 75 g sugar", "[x] 250 g mascarpone"], "\(screen.joined(separator: "\n"))")
        #expect(state.cook.miseTicked == [2] && state.cook.miseCursor == 2)
    }

    @Test func theMiseEnPlaceListsEverythingAndTicks() throws {
        let (state, _, screen) = try cooking("lcj ")                      // tick the water: the cursor goes on to the salt
        #expect(state.cook.step == 0 && state.cook.miseTicked == [1] && state.cook.miseCursor == 2, "\(state.cook.step) \(state.cook.miseTicked) \(state.cook.miseCursor) \(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("[ ] 200 g basmati rice") } && screen.contains { $0.contains("[x] 400 ml water") })
        #expect(screen.contains { $0.contains("Equipment") } && screen.contains { $0.contains("[ ] sieve") })
    }

    @Test func aStepShowsWhatItUsesAtTheServingsChosen() throws {
        let (state, _, screen) = try cooking("l++cnj")                  // 4 servings, step 2
        #expect(state.cook.step == 2)
        #expect(screen.contains { $0.contains("Step 2 of 3") })
        #expect(screen.contains { $0.contains("• 800 ml water") } && screen.contains { $0.contains("• 2 tsp salt") }, "\(screen)")
        #expect(screen.contains { $0.contains("⏲ rice 12:00 (t starts)") })
        #expect(screen.contains { $0.contains("Note: Do not lift the lid.") }, "the note after the step, with it")
        #expect(screen.contains { $0.contains("Next: Rest for 5 minutes") }, "the next step's start")
        let (first, _, firstScreen) = try cooking("lcn")
        #expect(first.cook.step == 1 && firstScreen.contains { $0.contains("Rice") } && firstScreen.contains { $0.contains("Equipment: sieve") })
    }

    @Test func tStartsTheStepsTimerOrAsksWhich() throws {
        var (state, env, _) = try cooking("lcnj")
        #expect(state.type("t", env: env) == [.saveState])
        #expect(state.cook.timers.map(\.name) == ["rice"] && state.cook.timers[0].duration == 720 && state.cook.timers[0].recipe == "rice")
        state.type("j", env: env)                                       // step 3 sets two
        state.type("t", env: env)
        #expect(state.overlays.prompt?.question == "Which timer? 1 timer 05:00 · 2 onion 08:00:")
        state.type("2", env: env)
        _ = state.press([.enter], env: env)
        #expect(state.cook.timers.map(\.name) == ["rice", "onion"], "\(String(describing: state.overlays.status)) \(String(describing: state.overlays.prompt))")
        _ = state.update(.clock(wall: 1_800_000_000 + 500, monotonic: 1_800_000_000 + 500), env: env)        // the onion (8 min) has ended, the rice (12) runs
        state.type("j", env: env)                                       // the finish: this recipe's ended timers go
        #expect(state.cook.timers.map(\.name) == ["rice"] && state.overlays.status?.text == "Cleared onion.", "a running timer goes on")
        #expect(AppView.render(state, env: env).lines.contains { $0.contains("Done!") })
        #expect(state.type("f", env: env).contains { if case .saveFavourites = $0 { true } else { false } }, "f marks it from the finish")
    }

    @Test func aJSONRecipesStepsAreReadForWhatTheyUse() {
        let recipe = Recipe(id: "soup", name: "Soup", category: "soups",
                            ingredients: [IngredientLine(quantity: "2", name: "onions"), IngredientLine(quantity: "1", unit: "l", name: "stock"),
                                          IngredientLine(name: "oil"), IngredientLine(quantity: "50", unit: "g", name: "nuts"),
                                          IngredientLine(quantity: "200", unit: "g", name: "plain flour")],
                            steps: ["Soften the onion.", "Pour in the stock and simmer for 20 minutes, then 1 1/2 hours more; boil 5 to 8 minutes.",
                                    "Stir in the flour.", "Wait ~{1e30%s} and 99999999999999999999 minutes."])
        #expect(recipe.use(ofStep: 0).ingredients.map(\.name) == ["onions"], "plural or not")
        #expect(recipe.use(ofStep: 1).ingredients.map(\.name) == ["stock"], "no oil in boil, no nuts in minutes")
        #expect(recipe.use(ofStep: 1).timers.map(\.seconds) == [1_200, 5_400, 300], "a range at its start, either way it is written")
        #expect(recipe.use(ofStep: 2).ingredients.map(\.name) == ["plain flour"], "the flour, by its last word")
        #expect(recipe.use(ofStep: 3).timers.isEmpty, "lengths past a week are no timers (and never trap)")
        #expect(recipe.use(ofStep: 5) == StepUse())
    }

    /// The bundled curry (issue #32): each step lists what goes in at it; the ground spices no
    /// step names are on the mise en place only.
    @Test func theCurrysStepsListWhatGoesInAtEach() throws {
        let bundled = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: ProjectPaths.bundledCollection))) as? [String: Any])
        var curry = try #require((bundled["recipes"] as? [[String: Any]])?.first { $0["id"] as? String == "chicken-curry" })
        curry["related"] = []
        let mains = (bundled["categories"] as? [[String: Any]])?.filter { $0["id"] as? String == "mains" } ?? []
        let collection = bundled.merging(["recipes": [curry], "categories": mains]) { $1 }
        let path = try TemporaryFolder.make("curry") + "/recipes.json"
        try JSONSerialization.data(withJSONObject: collection).write(to: URL(fileURLWithPath: path))
        let env = AppEnvironment(store: try CollectionOpener.open(path: path, cacheDirectory: nil))
        var state = AppState.started(width: 100, height: 30, env: env)
        state.type("lc", env: env)
        let mise = AppView.render(state, env: env).lines
        #expect(mise.contains { $0.contains("[ ] 2 tsp ground cumin") } && mise.contains { $0.contains("[ ] 3 tbsp vegetable oil") }, "\(mise.joined(separator: "\n"))")
        var listed: [[String]] = []
        for step in 0..<5 {
            state.type(step == 0 ? "n" : "j", env: env)                 // the first step, then the next
            listed.append(AppView.render(state, env: env).lines.compactMap { line in line.range(of: "• ").map { String(line[$0.upperBound...]).trimmingCharacters(in: .whitespaces) } })
        }
        #expect(listed == [["3 tbsp vegetable oil", "2 onions, finely chopped"],
                           ["4 garlic cloves, minced", "1 tbsp grated fresh ginger", "1 green chilli, slit"],
                           ["1 can (400 g) chopped tomatoes"],
                           ["700 g boneless chicken thighs, cut into chunks", "salt (to taste)"],
                           ["150 ml plain yoghurt", "1 tsp garam masala", "1 handful fresh coriander, chopped"]], "\(listed)")
    }

    @Test func aHugeTimerInACookFileIsLeftOutNotTrappedOn() throws {
        let folder = try CookFolder(["X.cook": "Wait ~{1e30%s}, then ~{999999999999999%d}, then ~egg{6%minutes}.\n"])
        let store = try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("huge"))
        #expect(store.recipe("x")?.use(ofStep: 0).timers == [StepTimer(name: "egg", seconds: 360)])
    }

    @Test func notesBeforeTheFirstStepAndAfterTheLastAreShown() throws {
        let folder = try CookFolder(["Odd.cook": "> Read it all first.\n\nBoil @water{1%l}, then add @salt{1%tsp} and @salt{1%tsp} more.\n\n> Serve at once.\n"])
        let env = AppEnvironment(store: try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("odd")))
        var state = AppState.started(width: 100, height: 30, env: env)
        state.type("lcn", env: env)
        let screen = AppView.render(state, env: env).lines
        #expect(screen.contains { $0.contains("Note: Read it all first.") } && screen.contains { $0.contains("Note: Serve at once.") })
        #expect(screen.contains { $0.contains("• 1 tsp salt ×2") }, "a line the step writes twice says so")
    }
}
