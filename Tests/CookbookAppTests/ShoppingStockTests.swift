import CookbookApp
import RecipeStore
import Testing
import TestSupport

/// The Shopping tab with what the pantry has (issue #32): stock that expired before the day the
/// shell read the files is shown "expired" with what to buy, an item at or under its `low`
/// mark is on the list; the day is the one the shell gives (`ShoppingState.today`), never the clock.
@Suite("Shopping tab: expired and low stock")
struct ShoppingStockTests {
    let env: AppEnvironment

    init() throws { env = try AppFixtures.environment() }

    private func loaded(_ text: String, pantry: String, today: PantryDate) -> Event {
        let file = ShoppingListFile(parsing: text), stock = PantryConfig(parsing: pantry)
        let list = ShoppingList(file: file, checks: ShoppingCheckLog(parsing: ""), aisles: nil, pantry: stock, today: today, store: env.store, isFolder: false)
        var state = ShoppingState(list: list, menus: [], pantry: stock, today: today)
        state.listed = file.topLevel.map { ($0, "\($0)") }
        return .shoppingLoaded(state, note: nil, problems: [])
    }

    private func rows(_ state: AppState) -> [String] {
        let content = ScreenContent.of(.shopping, state: state, env: env)
        return content.rows(0..<content.count).map(\.text)
    }

    @Test func expiredButterIsToBuyAndLowEggsAreOnTheList() throws {
        var state = AppState.started(width: 160, height: 48, env: env)
        state.type("4", env: env)
        let pantry = "butter = { quantity = \"250%g\", expire = \"2026-04-15\" }\nmilk = { quantity = \"1%l\", low = \"1%l\" }\n"
        _ = state.update(loaded("./apfelkuchen\n", pantry: pantry, today: try #require(PantryDate(parsing: "2026-04-16"))), env: env)
        let shown = rows(state)
        #expect(shown.contains("[ ] 150 g butter (expired)") && shown.contains("[ ] milk (low: 1 l left)") && !shown.contains("In your pantry"), "\(shown)")
        state.type("jj", env: env)                                   // butter
        #expect(AppView.render(state, env: env).lines.contains { $0.contains("In the pantry: expired; on the list to buy") })
        _ = state.update(loaded("./apfelkuchen\n", pantry: pantry, today: try #require(PantryDate(parsing: "2026-04-15"))), env: env)
        #expect(rows(state).contains("[ ] 150 g butter (have 250 g)"), "good on its expiry day: \(rows(state))")
    }
}
