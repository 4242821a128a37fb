import CookbookApp
import Navigation
import RecipeStore
import Testing
import TestSupport

/// `I` (issue #20): a URL or a saved page asked for in the status line, and the import asked of
/// the shell for the category Browse shows; an empty answer imports nothing.
@Suite("I: import a recipe from the browser")
struct ImportKeyTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    @Test func iAsksForTheSourceAndImportsIntoTheCategoryShown() throws {
        var steps = StateSteps(AppState.started(width: 120, height: 30, env: env), env: env)
        guard case let .category(category)? = steps.state.tabs[state: .browse].split.sidebarSelection else {
            Issue.record("Browse starts on a category")
            return
        }
        steps.press(.character("I")) { $0.prompt = Prompt(.importSource(category)) }
        #expect(steps.state.inputMode(env: env) == .prompt)
        steps.type("https://kitchen.example/stew") { $0.prompt?.text = "https://kitchen.example/stew" }
        #expect(AppView.render(steps.state, env: env).lines.last?.hasPrefix(" Import a recipe from (URL or saved page): https://kitchen.example/stew▏") == true)
        steps.press(.enter) { $0.prompt = nil }
        #expect(steps.effects == [.saveState, .importRecipe(source: "https://kitchen.example/stew", category: category)])
        steps.press(.character("I")) { $0.prompt = Prompt(.importSource(category)) }
        steps.press(.enter) { $0.prompt = nil; $0.status = StatusMessage("Nothing imported.") }
        #expect(steps.effects.isEmpty)
    }

    @Test func theKeyAndItsHelpAreInTheKeymap() {
        #expect(env.keymap.label(for: .importRecipe) == "I")
        #expect(env.keymap.helpRows().contains { $0.keys == "I" && $0.text == "import a recipe from a web page (URL) or a saved page into this category" },
                "`?` lists it")
    }
}
