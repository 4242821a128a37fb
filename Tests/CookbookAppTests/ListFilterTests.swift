@testable import CookbookApp
import Foundation
import Navigation
import RecipeStore
import Terminal
import Testing
import TestSupport

/// Filtering the focused list with `\` and stepping through a search's matches with `n`/`N`
/// (issue #16), asserted on the whole state after each step where the state changes.
@Suite("Filtering a list; the next match of a search")
struct ListFilterTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    private func titleAndRows(_ state: AppState, depth: Int) -> (String, [String]) {
        let content = state.content(at: depth, env: env)!
        return (content.title, content.rows(0..<content.count).map(\.text))
    }

    @Test func typingAFilterNarrowsTheFocusedListLiveAndEscClearsIt() throws {
        // Soups is previewed at the start; into its recipes (Garlic Croutons is previewed).
        var steps = StateSteps(.started(width: 160, height: 48, env: env), env: env)
        try steps.press(.character("l"), effects: [.saveState]) {
            $0.tabs[state: .browse].split.focus = .content
            try $0.tabs[state: .browse].split.select(content: "croutons")
            $0.tabs[state: .browse].positions.append(ListPosition())
        }
        #expect(titleAndRows(steps.state, depth: 1).1 == ["  Garlic Croutons", "  Miso Soup", "  Roast Tomato Soup", "  出汁"])
        steps.press(.character("\\")) { $0.editingFilter = true }
        steps.type("tomato", effects: [.saveState, .saveState, .saveState, .saveState, .saveState, .saveState]) { $0.tabs[state: .browse].positions[1].filter = "tomato"
            try? $0.tabs[state: .browse].split.select(content: "tomato-soup")
        }
        #expect(titleAndRows(steps.state, depth: 1) == ("\\ tomato▏ · 1 of 4", ["  Roast Tomato Soup"]))
        steps.press(.backspace, effects: [.saveState]) { $0.tabs[state: .browse].positions[1].filter = "tomat" }  // the same row
        steps.press(.control("u"), effects: [.saveState]) {
            $0.tabs[state: .browse].positions[1].filter = ""
            try? $0.tabs[state: .browse].split.select(content: "croutons")
        }
        steps.type("garlic", effects: [.saveState, .saveState, .saveState, .saveState, .saveState, .saveState]) { $0.tabs[state: .browse].positions[1].filter = "garlic" }
        #expect(titleAndRows(steps.state, depth: 1) == ("\\ garlic▏ · 2 of 4", ["  Garlic Croutons", "  Roast Tomato Soup"]),
                "the name, and an ingredient")
        steps.press(.enter) { $0.editingFilter = false }
        #expect(titleAndRows(steps.state, depth: 1).0 == "filter: garlic · 2 of 4")
        steps.press(.character("j"), effects: [.saveState]) {
            $0.tabs[state: .browse].positions[1].cursor = 1
            try? $0.tabs[state: .browse].split.select(content: "tomato-soup")
        }
        steps.press(.character("\\")) { $0.editingFilter = true }
        steps.press(.escape, effects: [.saveState]) {
            $0.editingFilter = false
            $0.tabs[state: .browse].positions[1] = ListPosition()
            try? $0.tabs[state: .browse].split.select(content: "croutons")
        }
        #expect(titleAndRows(steps.state, depth: 1).0 == "Soups (4)")
    }

    @Test func theFilterIsTheSearchLanguage() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("jl\\", env: env)                           // Desserts, into its recipes, filter
        state.type("#baking", env: env)
        #expect(titleAndRows(state, depth: 1).1 == ["  Äpfelkuchen"])
        state.press([.control("u")], env: env)
        state.type("egg -yolk", env: env)
        #expect(titleAndRows(state, depth: 1).1.map { $0.trimmingCharacters(in: .whitespaces) }
                    == ["Äpfelkuchen", "The Extraordinarily Long-Named Triple Chocolate Layer Cake With Salted Caramel"])
        state.press([.control("u")], env: env)
        state.type("time<", env: env)
        #expect(AppView.render(state, env: env).lines[47].contains("“time<”: a time needs a duration"), "the status line says how it was read")
    }

    @Test func theSidebarFiltersByTheRowsText() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("\\noo", env: env)
        #expect(titleAndRows(state, depth: 0) == ("\\ noo▏ · 1 of 3", ["Noodles & Rice"]))
        #expect(state.tabs[.browse]!.split.sidebarSelection == .category("noodles"), "the cursor's row is previewed")
    }

    @Test func theFilterIsPartOfTheSavedPlace() throws {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("l\\garlic", env: env)
        state.press([.enter], env: env)
        let data = try JSONEncoder().encode(SavedState(state))
        let restored = try JSONDecoder().decode(SavedState.self, from: data).restore(into: AppState(width: 160, height: 48), env: env).state
        #expect(restored.tabs[.browse]!.positions[1].filter == "garlic")
        #expect(restored.content(at: 1, env: env)?.count == 2)
        // A place saved before filters existed has none.
        let old = #"{"cursor":3,"top":1}"#
        #expect(try JSONDecoder().decode(ListPosition.self, from: Data(old.utf8)) == ListPosition(cursor: 3, top: 1))
    }

    @Test func nAndShiftNStepThroughTheLastSearchsMatchesInTheCurrentList() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("n", env: env)
        #expect(state.overlays.status?.text == "No search yet: / searches, then n finds its matches in any list.")
        state.type("/egg", env: env)
        state.press([.enter], env: env)
        state.type("1jl", env: env)                             // Browse: Desserts' recipes
        let names = titleAndRows(state, depth: 1).1.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(names.first == "Äpfelkuchen" && names[3].hasPrefix("Evil"))
        func cursor() -> Int { state.tabs[.browse]!.positions[1].cursor }
        state.type("n", env: env)
        #expect(cursor() == 1)
        state.type("n", env: env)
        #expect(cursor() == 2)
        state.type("n", env: env)
        #expect(cursor() == 4, "Evil Red Pie uses no egg: skipped")
        #expect(state.overlays.status == nil)
        state.type("n", env: env)
        #expect(cursor() == 0)
        #expect(state.overlays.status?.text == "Search wrapped around this list.")
        state.type("N", env: env)
        #expect(cursor() == 4)
        #expect(state.tabs[.browse]!.split.contentSelection == "long-name", "the match is previewed")
    }

    @Test func aFilterOfTheResultsFollowsANewSearch() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("/soup", env: env)
        state.press([.enter], env: env)
        state.type("\\miso", env: env)
        state.press([.enter], env: env)
        #expect(titleAndRows(state, depth: 0).1 == ["  Miso Soup"])
        state.type("/", env: env)                               // a new search
        state.press([.control("u")], env: env)
        state.type("egg", env: env)
        state.press([.enter], env: env)
        state.type("\\miso", env: env)
        #expect(titleAndRows(state, depth: 0) == ("\\ miso▏ · 0 of 6", []), "nothing of the new results has miso")
    }

    /// A recipe's own lines are filtered by their text: exclusions count, and filter terms that
    /// do not apply to text (ingredients, tags) keep every line.
    @Test func aRecipesLinesAreFilteredByTheirWords() {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("lj", env: env)                              // Soups › Miso Soup… Roast Tomato Soup is third
        state.type("jl", env: env)
        #expect(state.tabs[.browse]!.split.contentSelection == "tomato-soup")
        let all = titleAndRows(state, depth: 2).1
        state.type("\\-salt", env: env)
        let noSalt = titleAndRows(state, depth: 2).1
        #expect(noSalt.count == all.count - all.filter { TextFolding.fold($0).contains("salt") }.count)
        #expect(!noSalt.isEmpty && !noSalt.contains { $0.lowercased().contains("salt") })
        state.press([.control("u")], env: env)
        state.type("ing:garlic", env: env)
        #expect(titleAndRows(state, depth: 2).1.count == all.filter { !$0.hasPrefix("→") }.count + 1,
                "every line, and the related recipe that uses garlic")
    }

    @Test func aListThatGivesFewerRowsThanItCountsIsFilteredAsGiven() {
        // As a damaged index does: four rows counted, three readable.
        let rows = ["Garlic Croutons", "Miso Soup", "Roast Tomato Soup"].map { Row($0) }
        let content = ScreenContent(title: "Soups (4)", count: 4, emptyText: "") { range in
            Array(rows[range.clamped(to: 0..<rows.count)])
        }
        let state = AppState.started(width: 160, height: 48, env: env)
        let filtered = content.filtered(by: "soup", editing: false, state: state, env: env, screen: .recipes("soups"))
        #expect(filtered.rows(0..<filtered.count).map(\.text) == ["Miso Soup", "Roast Tomato Soup"])
    }
}
