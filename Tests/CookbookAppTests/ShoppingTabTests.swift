import CookbookApp
import Foundation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// The Shopping tab (issue #17): `4` shows it and asks for its files once; `a` adds the open
/// recipe at its servings, `A` the menu under the cursor, `Space` and Enter tick, `i` types a
/// free-hand item. The state only asks (`Effect.shopping`); what the files hold comes back as
/// `Event.shoppingLoaded`.
@Suite("Shopping tab")
struct ShoppingTabTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    /// What the shell would answer for a list file `text` over the test collection, ticked by `checked`.
    private func loaded(_ text: String, checked: String = "", menus: [String] = ["Plans/Weekend"]) -> Event {
        let list = ShoppingList(file: ShoppingListFile(parsing: text), checks: ShoppingCheckLog(parsing: checked), aisles: nil,
                                store: env.store, isFolder: false)
        return .shoppingLoaded(ShoppingState(list: list, menus: menus), note: nil, problems: [])
    }

    private func rows(_ state: AppState) -> [String] {
        let content = ScreenContent.of(.shopping, state: state, env: env)
        return content.rows(0..<content.count).map(\.text)
    }

    @Test func aAddsTheOpenRecipeAtTheServingsShown() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("jll++", env: env)                                // Äpfelkuchen for 6, not 4
        #expect(state.type("a", env: env) == [.shopping(.addRecipe("apfelkuchen", scale: 1.5))])
        var list = AppState.started(width: 160, height: 48, env: env)
        list.type("j", env: env)                                     // a category: no recipe to add
        #expect(list.type("a", env: env).isEmpty)
        #expect(list.status?.text.hasPrefix("Open a recipe (or put the cursor on one)") == true)
    }

    @Test func theTabReadsItsFilesTheFirstTimeItIsShown() {
        var state = AppState.started(width: 160, height: 48, env: env)
        #expect(state.type("4", env: env).contains(.shopping(.load)))
        #expect(state.tab == .shopping && rows(state).isEmpty)
        #expect(ScreenContent.of(.shopping, state: state, env: env).emptyText == "Reading the shopping list…")
        _ = state.update(loaded("./apfelkuchen\ncoffee{1%bag}\n"), env: env)
        #expect(rows(state) == ["Other", "[ ] 4 apples", "[ ] 200 g flour", "[ ] 150 g butter", "[ ] 3 eggs", "[ ] 100 g sugar", "[ ] 1 bag coffee",
                                "", "Menus (A adds one)", "  Plans/Weekend",
                                "", "What can I cook?", "There is no pantry.conf: write one in the collection's config folder (see docs/cooklang.md)."],
                "\(rows(state))")
        #expect(!state.type("14", env: env).contains(.shopping(.load)), "read once; changes bring the list back")
    }

    @Test func spaceAndEnterTickAndAAddsTheMenuUnderTheCursor() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("4", env: env)
        _ = state.update(loaded("./apfelkuchen\ncoffee{1%bag}\n", checked: "+ Coffee\n"), env: env)
        state.type("j", env: env)                                    // the heading is skipped: apples
        #expect(state.type(" ", env: env) == [.shopping(.check("apples", checked: true))])
        state.type("jjjjj", env: env)                                // coffee, ticked already
        #expect(state.press([.enter], env: env) == [.shopping(.check("coffee", checked: false))])
        #expect(state.type("A", env: env).isEmpty && state.status?.text.contains("put the cursor on one under “Menus”") == true)
        state.type("G", env: env)
        #expect(state.type("A", env: env) == [.shopping(.addMenu("Plans/Weekend"))])
        #expect(state.press([.enter], env: env) == [.shopping(.addMenu("Plans/Weekend"))])
    }

    @Test func iAsksForAnItemInTheStatusLine() {
        var steps = StateSteps(AppState.started(width: 100, height: 30, env: env), env: env)
        steps.press(.character("i")) { $0.prompt = Prompt(.shoppingItem) }
        #expect(steps.state.inputMode(env: env) == .prompt)
        steps.type("tea{2%bags}q") { $0.prompt?.text = "tea{2%bags}q" }   // q types: it does not quit
        steps.press(.backspace) { $0.prompt?.text = "tea{2%bags}" }
        #expect(AppView.render(steps.state, env: env).lines.last?.hasPrefix(" Add to the shopping list (name{amount%unit}): tea{2%bags}▏") == true)
        steps.press(.enter) { $0.prompt = nil }
        #expect(steps.effects == [.shopping(.addItem("tea{2%bags}"))])
        steps.press(.character("i")) { $0.prompt = Prompt(.shoppingItem) }
        steps.type("x") { $0.prompt?.text = "x" }
        steps.press(.escape) { $0.prompt = nil }
        #expect(steps.effects.isEmpty, "given up: nothing added")
    }

    @Test func whatTheShellSaysIsShown() {
        var state = AppState.started(width: 100, height: 30, env: env)
        _ = state.update(.shoppingLoaded(ShoppingState(list: ShoppingList(file: ShoppingListFile(parsing: ""), checks: ShoppingCheckLog(parsing: ""),
                                                                          aisles: nil, store: env.store, isFolder: false), menus: []),
                                         note: "Added Äpfelkuchen to the shopping list.", problems: ["/x/.shopping-checked:2: “+basil” is not “+ name” or “- name”"]),
                         env: env)
        #expect(state.messages.map(\.text) == ["/x/.shopping-checked:2: “+basil” is not “+ name” or “- name”", "Added Äpfelkuchen to the shopping list."])
        _ = state.update(.shoppingNotSaved(reason: "/x/.shopping-list: cannot save: read-only file system"), env: env)
        #expect(state.status == StatusMessage("The shopping list was not changed: /x/.shopping-list: cannot save: read-only file system", isWarning: true))
    }
}
