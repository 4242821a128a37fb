import CookbookApp
import Navigation
import RecipeStore
import Terminal
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
        steps.press(.character("I")) { $0.overlays.prompt = Prompt(.importSource(category)) }
        #expect(steps.state.inputMode(env: env) == .prompt)
        steps.type("https://kitchen.example/stew") { $0.overlays.prompt?.text = "https://kitchen.example/stew" }
        #expect(AppView.render(steps.state, env: env).lines.last?.hasPrefix(" Import a recipe from (URL or saved page): https://kitchen.example/stew▏") == true)
        steps.press(.enter, effects: [.importRecipe(source: "https://kitchen.example/stew", category: category)]) { $0.overlays.prompt = nil }
        steps.press(.character("I")) { $0.overlays.prompt = Prompt(.importSource(category)) }
        steps.press(.enter) { $0.overlays.prompt = nil; $0.overlays.status = StatusMessage("Nothing imported.") }
    }

    /// The shell found the page in the folder already (issue #31): the prompt line asks; `y`
    /// imports another copy, any other key writes nothing and says so; the place stays.
    @Test func aPageImportedBeforeIsAskedAboutInThePromptLine() throws {
        var state = AppState.started(width: 120, height: 30, env: env)
        let category = try #require({ if case let .category(id)? = state.tabs[state: .browse].split.sidebarSelection { id } else { nil } }())
        let stew = "https://kitchen.example/stew"
        var asked = state
        #expect(asked.update(.alreadyImported(source: stew, category: category, file: "Pasta.cook"), env: env).isEmpty)
        state.overlays.prompt = asked.overlays.prompt
        #expect(asked == state, "only the question is new: the place is as it was")
        var steps = StateSteps(asked, env: env)
        #expect(steps.state.overlays.prompt == Prompt(.importAgain(source: stew, category: category, file: "Pasta.cook")))
        #expect(steps.state.inputMode(env: env) == .prompt)
        #expect(AppView.render(steps.state, env: env).lines.last?.hasPrefix(" Already imported as Pasta.cook — import again? (y/N) ▏") == true)

        steps.press(.character("y"), effects: [.importRecipe(source: stew, category: category, again: true)]) { $0.overlays.prompt = nil }

        for no: Key in [.character("n"), .enter, .escape, .character("x"), .control("c")] {
            state = steps.state
            state.overlays.status = nil                                  // the last answer's, seen
            _ = state.update(.alreadyImported(source: stew, category: category, file: "Pasta.cook"), env: env)
            steps = StateSteps(state, env: env)
            steps.press(no) { $0.overlays.prompt = nil; $0.overlays.status = StatusMessage("Nothing imported: the page is already imported as Pasta.cook.") }
            // No effect: no answer but y writes anything.
        }
    }

    /// The whole question shows wherever it fits: a one-key answer needs no room to type.
    @Test func theQuestionIsShownWholeWhereItFits() {
        var state = AppState.started(width: 72, height: 30, env: env)
        _ = state.update(.alreadyImported(source: "https://kitchen.example/stew", category: nil, file: "Lemon Chickpea Stew.cook"), env: env)
        #expect(AppView.render(state, env: env).lines.last?.hasPrefix(" Already imported as Lemon Chickpea Stew.cook — import again? (y/N) ▏") == true)
        state.resize(width: 40, height: 30, env: env)
        #expect(AppView.render(state, env: env).lines.last?.hasPrefix(" Import again? (y/N) ▏") == true)
    }

    /// Redrawing or suspending does not answer: the question stays. Nor does the mouse.
    @Test func redrawAndSuspendLeaveTheQuestionOpen() {
        var state = AppState.started(width: 120, height: 30, env: env)
        _ = state.update(.alreadyImported(source: "https://kitchen.example/stew", category: nil, file: "Pasta.cook"), env: env)
        var steps = StateSteps(state, env: env)
        steps.press(.control("l"), effects: [.redraw]) { _ in }
        steps.press(.control("z"), effects: [.suspend]) { _ in }
        steps.press(.wheel(1, x: 5, y: 5)) { _ in }             // no effect
        #expect(steps.state.overlays.prompt?.purpose == .importAgain(source: "https://kitchen.example/stew", category: nil, file: "Pasta.cook"))
    }

    /// A question already being answered (a shopping item typed while the page was fetched)
    /// is not taken away: the page imported before is said instead, and nothing is written.
    @Test func anOpenPromptIsNotTakenAway() {
        var steps = StateSteps(AppState.started(width: 120, height: 30, env: env), env: env)
        steps.press(.character("i")) { $0.overlays.prompt = Prompt(.shoppingItem) }
        steps.type("cof") { $0.overlays.prompt?.text = "cof" }
        var state = steps.state
        #expect(state.update(.alreadyImported(source: "https://kitchen.example/stew", category: nil, file: "Pasta.cook"), env: env).isEmpty)
        #expect(state.overlays.prompt == Prompt(.shoppingItem, text: "cof"))
        #expect(state.overlays.status == StatusMessage("Nothing imported: https://kitchen.example/stew is already imported as Pasta.cook.", isWarning: true))
    }

    @Test func theKeyAndItsHelpAreInTheKeymap() {
        #expect(env.keymap.label(for: .importRecipe) == "I")
        #expect(env.keymap.helpRows().contains { $0.keys == "I" && $0.text == "import a recipe from a web page (URL) or a saved page into this category" },
                "`?` lists it")
    }
}
