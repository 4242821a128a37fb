import CookbookApp
import Foundation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// The Shopping tab (issue #17): `4` shows it and asks for its files each time; `a` adds the
/// open recipe at its servings, `A` the menu under the cursor, `Space` ticks, `d` takes an entry
/// off, `i` types a free-hand item; moving and opening never change the list. The state only
/// asks (`Effect.shopping`); what the files hold comes back as `Event.shoppingLoaded`.
@Suite("Shopping tab")
struct ShoppingTabTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    /// What the shell would answer for a list file `text` over the test collection, ticked by `checked`.
    private func loaded(_ text: String, checked: String = "", menus: [String] = ["Plans/Weekend"], problems: [String] = []) -> Event {
        let file = ShoppingListFile(parsing: text)
        let list = ShoppingList(file: file, checks: ShoppingCheckLog(parsing: checked), aisles: nil, store: env.store, isFolder: false)
        var state = ShoppingState(list: list, menus: menus)
        state.listed = file.topLevel.map { ($0, "\($0)") }
        return .shoppingLoaded(state, note: nil, problems: problems)
    }

    private func rows(_ state: AppState) -> [String] {
        let content = ScreenContent.of(.shopping, state: state, env: env)
        return content.rows(0..<content.count).map(\.text)
    }

    private func cursorRow(_ state: AppState) -> String? {
        state.content(at: 0, env: env)?.row(state.tabs[state: .shopping].position(at: 0).cursor)?.text
    }

    @Test func aAddsTheOpenRecipeAtTheServingsShown() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("jll++", env: env)                                // Äpfelkuchen for 6, not 4
        #expect(state.type("a", env: env) == [.shopping(.addRecipe("apfelkuchen", scale: 1.5))])
        var list = AppState.started(width: 160, height: 48, env: env)
        list.type("j", env: env)                                     // a category: no recipe to add
        #expect(list.type("a", env: env).isEmpty)
        #expect(list.overlays.status?.text.hasPrefix("Open a recipe (or put the cursor on one)") == true)
    }

    @Test func theTabReadsItsFilesEachTimeItIsShown() {
        var state = AppState.started(width: 160, height: 48, env: env)
        #expect(state.type("4", env: env).contains(.shopping(.load)))
        #expect(state.tab == .shopping && rows(state).isEmpty)
        #expect(ScreenContent.of(.shopping, state: state, env: env).emptyText == "Reading the shopping list…")
        _ = state.update(loaded("./apfelkuchen\ncoffee{1%bag}\n"), env: env)
        #expect(rows(state) == ["Other", "[ ] 4 apples", "[ ] 200 g flour", "[ ] 150 g butter", "[ ] 3 eggs", "[ ] 100 g sugar", "[ ] 1 bag coffee",
                                "", "On the list (d takes one off)", "  \(ShoppingListFile.Entry.recipe(path: "./apfelkuchen", scale: nil, depth: 0))",
                                "  \(ShoppingListFile.Entry.item(name: "coffee", quantity: "1", unit: "bag"))",
                                "", "Menus (A adds one)", "  Plans/Weekend",
                                "", "What can I cook?", "There is no pantry.conf: write one in the collection's config folder (see docs/cooklang.md)."],
                "\(rows(state))")
        #expect(cursorRow(state) == "[ ] 4 apples", "the cursor starts on the first item, not a heading")
        #expect(!state.type("j", env: env).contains(.shopping(.load)), "moving reads nothing")
        #expect(state.type("14", env: env).contains(.shopping(.load)), "shown again: read again (another tool may have changed the files)")
        #expect(state.update(.collectionReloaded(changedFiles: 1, recipesBefore: env.store.recipeCount, notes: []), env: env).contains(.shopping(.load)),
                "recipes changed: the list is worked out again")
    }

    @Test func spaceTicksAMenuIsAddedWithAAndMovingChangesNothing() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("4", env: env)
        _ = state.update(loaded("./apfelkuchen\ncoffee{1%bag}\n", checked: "+ Coffee\n"), env: env)
        #expect(state.type(" ", env: env) == [.shopping(.check("apples", checked: true))])
        state.type("jjjjj", env: env)                                // coffee, ticked already
        #expect(cursorRow(state) == "[x] 1 bag coffee")
        #expect(state.type(" ", env: env) == [.shopping(.check("coffee", checked: false))])
        for key in [Key.enter, .right, .character("l")] {
            #expect(state.press([key], env: env).isEmpty, "\(key) on an item changes nothing")
        }
        #expect(state.overlays.status?.text == "1 bag coffee for shopping list. Space ticks it.")
        #expect(state.type("A", env: env).isEmpty && state.overlays.status?.text == "To add a menu, put the cursor on one under “Menus” and press A.")
        state.type("jjjj", env: env)                                 // past “On the list”: the menu
        #expect(cursorRow(state) == "  Plans/Weekend")
        #expect(state.press([.enter], env: env).isEmpty, "Enter on a menu only says what A does")
        #expect(state.type("A", env: env) == [.shopping(.addMenu("Plans/Weekend"))])
    }

    @Test func dTakesAnEntryOffTheList() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("4", env: env)
        _ = state.update(loaded("./apfelkuchen\ncoffee{1%bag}\n"), env: env)
        #expect(state.type("d", env: env).isEmpty && state.overlays.status?.text.hasPrefix("Put the cursor on a recipe, menu or item under “On the list”") == true)
        state.type("jjjjjj", env: env)                               // the recipe under “On the list”
        #expect(state.type("d", env: env) == [.shopping(.remove(.recipe(path: "./apfelkuchen", scale: nil, depth: 0)))])
        state.type("j", env: env)
        #expect(state.type("d", env: env) == [.shopping(.remove(.item(name: "coffee", quantity: "1", unit: "bag")))])
    }

    @Test func theCursorStaysOnItsRowWhenTheListChanges() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("4", env: env)
        _ = state.update(loaded("./apfelkuchen\n"), env: env)
        state.type("jj", env: env)                                   // butter
        #expect(cursorRow(state) == "[ ] 150 g butter")
        _ = state.update(loaded("bread{1}\n./apfelkuchen\n"), env: env)
        #expect(cursorRow(state) == "[ ] 150 g butter", "new rows above it: the cursor follows its row")
        _ = state.update(loaded("bread{1}\n"), env: env)
        #expect(state.content(at: 0, env: env)?.row(state.tabs[state: .shopping].position(at: 0).cursor)?.selectable == true,
                "its row gone: the nearest row that can be chosen, never a heading or a blank")
    }

    @Test func iAsksForAnItemInTheStatusLineAndRefusesWhatIsNotOne() {
        var steps = StateSteps(AppState.started(width: 100, height: 30, env: env), env: env)
        steps.press(.character("i")) { $0.overlays.prompt = Prompt(.shoppingItem) }
        #expect(steps.state.inputMode(env: env) == .prompt)
        steps.type("tea{2%bags}q") { $0.overlays.prompt?.text = "tea{2%bags}q" }   // q types: it does not quit
        steps.press(.backspace) { $0.overlays.prompt?.text = "tea{2%bags}" }
        #expect(AppView.render(steps.state, env: env).lines.last?.hasPrefix(" Add to the shopping list (name{amount%unit}): tea{2%bags}▏") == true)
        steps.press(.enter, effects: [.shopping(.addItem("tea{2%bags}"))]) { $0.overlays.prompt = nil }
        steps.press(.character("i")) { $0.overlays.prompt = Prompt(.shoppingItem) }
        steps.type("soy sauce{2%l") { $0.overlays.prompt?.text = "soy sauce{2%l" }
        steps.press(.enter) {
            $0.overlays.status = StatusMessage("“soy sauce{2%l” needs one {…} at its end; write a name, or name{amount%unit} such as coffee{1%bag}", isWarning: true)
        }
        // No effect: refused, and left to be corrected.
        steps.press(.escape) { $0.overlays.prompt = nil; $0.overlays.status = nil }
        steps.press(.character("i")) { $0.overlays.prompt = Prompt(.shoppingItem) }
        steps.press(.enter) { $0.overlays.prompt = nil; $0.overlays.status = StatusMessage("Nothing added.") }
        var narrow = AppState.started(width: 40, height: 15, env: env)
        narrow.type("i", env: env)
        narrow.type("coffee{1%bag}", env: env)
        #expect(AppView.render(narrow, env: env).lines.last?.hasPrefix(" Add: coffee{1%bag}▏") == true, "narrow: a short question, the answer in view")
    }

    @Test func aProblemOfTheFilesIsSaidOnce() {
        var state = AppState.started(width: 100, height: 30, env: env)
        let problem = "/x/.shopping-list:3: a line that is neither"
        _ = state.update(loaded("./apfelkuchen\n", problems: [problem]), env: env)
        _ = state.update(loaded("./apfelkuchen\n", problems: [problem]), env: env)
        #expect(state.overlays.messages.map(\.text) == [problem], "read again with the same problem: not said again")
    }

    @Test func uShowsTheListInOtherUnits() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("4", env: env)
        _ = state.update(loaded("./apfelkuchen\n"), env: env)
        state.type("uu", env: env)                                   // US units
        #expect(rows(state).contains("[ ] 7 oz flour"), "\(rows(state))")
    }

    @Test func whatTheShellSaysIsShown() {
        var state = AppState.started(width: 100, height: 30, env: env)
        _ = state.update(.shoppingLoaded(ShoppingState(list: ShoppingList(file: ShoppingListFile(parsing: ""), checks: ShoppingCheckLog(parsing: ""),
                                                                          aisles: nil, store: env.store, isFolder: false), menus: []),
                                         note: "Added Äpfelkuchen to the shopping list.", problems: ["/x/.shopping-checked:2: “+basil” is not “+ name” or “- name”"]),
                         env: env)
        #expect(state.overlays.messages.map(\.text) == ["/x/.shopping-checked:2: “+basil” is not “+ name” or “- name”", "Added Äpfelkuchen to the shopping list."])
        _ = state.update(.shoppingNotSaved(reason: "/x/.shopping-list: cannot save: the file is read-only"), env: env)
        #expect(state.overlays.status == StatusMessage("The shopping list was not changed: /x/.shopping-list: cannot save: the file is read-only", isWarning: true))
    }
}
