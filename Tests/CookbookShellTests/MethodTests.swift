import CookbookApp
import CookbookShell
import Foundation
import RecipeStore
import Testing
import TestSupport

/// The method as the author wrote it: sections are headings, notes are set apart and never
/// numbered, equipment is listed, timers keep their names.
@Suite("Sections, notes, equipment and timers")
struct MethodTests {
    let folder: CookFolder

    init() throws {
        folder = try CookFolder(["Bake.cook": """
            = Dough =

            Mix @flour{500%g} in a #bowl{}.

            > Cold water keeps it from rising too fast.

            = Bake =

            Bake on #baking trays{2} for ~first bake{20%minutes}, then ~{5%minutes} more.
            """])
    }

    @Test func theModelKeepsStepsApartFromHeadingsAndNotes() throws {
        let recipe = try #require(try FolderCollectionLoader.load(folder: folder.path).recipes.first)
        #expect(recipe.steps == ["Mix flour in a bowl.", "Bake on baking trays for 20 minutes (first bake), then 5 minutes more."])
        #expect(recipe.methodNotes == [MethodNote(.section, beforeStep: 0, text: "Dough"),
                                       MethodNote(.note, beforeStep: 1, text: "Cold water keeps it from rising too fast."),
                                       MethodNote(.section, beforeStep: 1, text: "Bake")])
        #expect(recipe.cookware == ["bowl", "2 baking trays"])
        #expect(recipe.method == [.section("Dough"), .step(number: 1, text: "Mix flour in a bowl."),
                                  .note("Cold water keeps it from rising too fast."), .section("Bake"),
                                  .step(number: 2, text: recipe.steps[1])])
    }

    @Test func showAndCookModeReadTheMethodAsWritten() throws {
        let store = MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path))
        let recipe = try #require(store.recipe("bake"))
        let text = try PlainOutput.show(recipe, store: store, json: false)
        #expect(text.contains("\nEquipment\n- bowl\n- 2 baking trays\n"))
        #expect(text.contains("\nSteps\n== Dough ==\n1. Mix flour in a bowl.\n   Note: Cold water keeps it from rising too fast.\n== Bake ==\n2. Bake on"))
        let env = AppEnvironment(store: store)
        var state = AppState.started(width: 120, height: 30, env: env)
        state.type("llcn", env: env)                                  // past the mise en place
        #expect(AppView.render(state, env: env).lines.joined().contains("Step 1 of 2"), "cook mode counts steps only")
    }

    @Test func theSeedRisottoListsItsSaucepanAndItsSections() throws {
        let seed = try ProjectPaths.sharedData("cook-collections/cookcli-seed")
        let store = MemoryRecipeStore(try FolderCollectionLoader.load(folder: seed))
        let risotto = try #require(store.recipe("risotto"))
        let text = try PlainOutput.show(risotto, store: store, json: false)
        #expect(text.hasPrefix("Classic Risotto alla Milanese\n"))
        #expect(text.contains("- saucepan\n"))
        for section in ["== Prepare the base ==", "== Cook the rice =="] { #expect(text.contains(section)) }
        #expect(text.contains("5 minutes (onion softening)"))
        let json = try PlainOutput.show(risotto, store: store, json: true)
        #expect(json.contains("\"cookware\""), "show --json carries the equipment")
        #expect(json.contains("\"methodNotes\""))
    }
}

extension MethodTests {
    @Test func standardMetadataIsShownAndSearched() throws {
        let folder = try CookFolder(["Stew.cook": "---\ncuisine: Basque\ncourse: main\ndiet: [gluten-free, dairy-free]\ndifficulty: easy\n---\nSimmer @beans{400%g}."])
        let store = MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path))
        let stew = try #require(store.recipe("stew"))
        #expect(stew.facts.map(\.text) == ["Course: main", "Cuisine: Basque", "Diet: gluten-free, dairy-free", "Difficulty: easy"])
        #expect(try PlainOutput.show(stew, store: store, json: false).contains("\nCourse: main · Cuisine: Basque · Diet: gluten-free, dairy-free · Difficulty: easy\n"))
        #expect(store.search("basque", limit: 5).map(\.recipe.id) == ["stew"], "the cuisine is searched")
        #expect(store.search("easy", limit: 5).isEmpty, "the difficulty is shown, not searched")
    }
}

extension MethodTests {
    @Test func authorTextInMetadataTheAppDoesNotUseIsKeptAsNotes() throws {
        let folder = try CookFolder(["Beans.cook": "---\ntitle: Beans\ncuisine: Tuscan\n---\n>> TIP: soak the beans overnight\n>> TIP: salt late\n\nCook @beans{200%g}."])
        let store = MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path))
        let beans = try #require(store.recipe("beans"))
        #expect(beans.methodNotes == [MethodNote(.note, beforeStep: 1, text: "TIP: soak the beans overnight"),
                                      MethodNote(.note, beforeStep: 1, text: "TIP: salt late")], "both tips, after the method")
        #expect(beans.facts == [RecipeFact(key: "cuisine", value: "Tuscan")], "used metadata is not repeated as a note")
    }
}

extension MethodTests {
    @Test func aRecipeInSectionsGroupsItsIngredientsByThem() throws {
        let seed = try ProjectPaths.sharedData("cook-collections/cookcli-seed")
        let store = MemoryRecipeStore(try FolderCollectionLoader.load(folder: seed))
        let risotto = try #require(store.recipe("risotto"))
        #expect(risotto.ingredientSections == [ListHeading(before: 0, text: "Prepare the base"), ListHeading(before: 4, text: "Cook the rice"),
                                               ListHeading(before: 7, text: "Finish")])
        let text = try PlainOutput.show(risotto, store: store, json: false)
        #expect(text.contains("\nIngredients\nPrepare the base:\n- 1 onion\n"))
        #expect(text.contains("\nCook the rice:\n- 30 g butter\n"))
        let oneSection = try #require(try FolderCollectionLoader.load(folder: folder.path).recipes.first)
        #expect(oneSection.ingredientSections == [ListHeading(before: 0, text: "Dough")], "only sections that bring new ingredients")
    }
}
