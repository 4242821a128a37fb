import Foundation
import Testing
import TestSupport

/// Issue #17's kitchen jobs in the real binary, in tmux, on a copy of the Cooklang CLI's seed
/// collection: scaling, the shopping list across recipes (references by yield, aisles, the
/// pantry) and a tick that reaches `.shopping-checked`.
@Suite("Kitchen jobs: the real binary in a terminal")
struct KitchenTerminalTests {
    let home: String
    let seed: String

    init() throws {
        let copy = try SeedCopy("kitchen-e2e")
        (home, seed) = (copy.home, copy.folder)
    }

    /// The app opened at `recipe`; returns when its ingredients are drawn.
    private func open(_ recipe: String, showing text: String) async throws -> TmuxSession {
        let tmux = try TmuxSession.cookbook(home: home, data: seed, arguments: ["open", "cookbook://recipe/" + recipe])
        try await tmux.waitFor(text: text)
        return tmux
    }

    private func quit(_ tmux: TmuxSession) async throws {
        try tmux.send("q")
        #expect(try await tmux.exitStatus() == 0)
    }

    /// The row index of the first screen line containing `text`.
    private func line(_ screen: [String], _ text: String) -> Int? { screen.firstIndex { $0.contains(text) } }

    @Test func scaleShopAcrossRecipesAndTick() async throws {
        // The dough at 12 servings: twice its water; the risotto's fixed salt stays at any scale.
        let dough = try await open("shared/pizza-dough", showing: "533 ml water")
        for _ in 0..<6 { try dough.send("+") }
        let doubled = try await dough.waitFor(text: "1.07 l water")
        #expect(doubled.contains { $0.contains("Serves 12 (×2)") } && doubled.contains { $0.contains("3 g fresh yeast") })
        for _ in 0..<6 { try dough.send("-") }
        try await dough.waitFor(text: "533 ml water")
        try dough.send("a")
        try await dough.waitFor(text: "Added Pizza Dough to the shopping list.")
        try dough.send("4")
        let first = try await dough.waitFor(text: "840 g tipo zero flour")
        #expect(first.contains { $0.contains("[ ] 840 g tipo zero flour (have 1 kg)") }, "the seed's pantry has a kilo")
        try await quit(dough)

        // The pizza references 6 balls of the dough, which makes 6: its flour once more.
        let pizza = try await open("neapolitan-pizza", showing: "Neapolitan Pizza")
        try pizza.send("a")
        try await pizza.waitFor(text: "Added Neapolitan Pizza to the shopping list.")
        try pizza.send("4")
        let both = try await pizza.waitFor(text: "1.68 kg tipo zero flour")
        #expect(both.contains { $0.contains("1.68 kg tipo zero flour (have 1 kg, buy 680 g)") })
        let dairy = try #require(line(both, "milk and dairy")), mozzarella = try #require(line(both, "100 g mozzarella cheese"))
        #expect(dairy < mozzarella && !both[(dairy + 1)..<mozzarella].contains { $0.trimmingCharacters(in: .whitespaces).isEmpty },
                "mozzarella sits under milk and dairy:\n\(both.joined(separator: "\n"))")
        try await quit(pizza)

        // The risotto: scaled up, its fixed salt stays; its parmesan is in the pantry.
        let risotto = try await open("risotto", showing: "60 g parmesan cheese")
        try risotto.send("+", "+", "+", "+")
        let eight = try await risotto.waitFor(text: "120 g parmesan cheese")
        #expect(eight.contains { $0.contains("1 tsp salt") }, "fixed: @salt{=1%tsp}")
        try risotto.send("a")
        try await risotto.waitFor(text: "Added Classic Risotto alla Milanese (×2) to the shopping list.")
        try risotto.send("4")
        let list = try await risotto.waitFor(text: "In your pantry")
        let pantry = try #require(line(list, "In your pantry")), parmesan = try #require(line(list, "120 g parmesan cheese (have 200 g)"))
        #expect(pantry < parmesan, "\(list.joined(separator: "\n"))")

        // Ticking the flour appends to the check log as the official tools read it.
        try risotto.type("\\tipo")
        try risotto.send("Enter")
        try await risotto.waitFor(text: "filter: tipo")
        try risotto.send("Space")
        try await risotto.waitFor(text: "[x] 1.68 kg tipo zero flour")
        #expect(try String(contentsOfFile: seed + "/.shopping-checked", encoding: .utf8) == "+ tipo zero flour\n")
        #expect(try String(contentsOfFile: seed + "/.shopping-list", encoding: .utf8) == "./Shared/Pizza Dough\n./Neapolitan Pizza\n./Risotto{2}\n")
        try await quit(risotto)
    }
}
