import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// Issue #30: recipe references are expanded once per recipe, however many paths lead to it,
/// and nest at most 32 deep; the work is counted (recipes read from the store), not timed.
@Suite("Shopping: references expanded once, bounded")
struct ReferenceExpansionTests {
    /// The folders the stores read from, kept while the test runs.
    private let folders = FolderKeeper()
    final class FolderKeeper: @unchecked Sendable { var folders: [CookFolder] = [] }

    private func store(_ files: [String: String], _ label: String) throws -> CountingStore {
        let folder = try CookFolder(files)
        folders.folders.append(folder)
        return CountingStore(try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make(label)))
    }

    private func list(_ text: String, _ store: CountingStore) -> ShoppingList {
        ShoppingList(file: ShoppingListFile(parsing: text), checks: ShoppingCheckLog(parsing: ""), aisles: nil, store: store, isFolder: true)
    }

    @Test func thirtyOneRecipesEachNamingTheNextTwiceAreEachReadOnce() throws {
        // R0 → R1 twice (once, then twice over) → … → R30, which needs 1 g of flour: 3^30 g in
        // all, over 2^30 paths.
        var files = ["R30.cook": "Weigh @flour{1%g}.\n"]
        for level in 0..<30 { files["R\(level).cook"] = "Make @./R\(level + 1){1} and again @./R\(level + 1){2}, with @salt{=1%pinch}.\n" }
        let store = try store(files, "diamonds")
        let made = list("./R0\n", store)
        let entries = made.groups.flatMap(\.entries)
        #expect(entries.map(\.item.name) == ["flour", "salt"])
        #expect(entries.first?.item.totals.first?.value == 205_891_132_094_649, "3^30 g: every path counted")
        // A fixed pinch is bought once for each line naming its recipe: 1 + 2 + 4 + … + 2^29.
        #expect(entries.last?.item.totals.first?.value == 1_073_741_823)
        #expect(store.reads <= 2 * 31 + 1, "each recipe's two references looked up once, not once a path: \(store.reads)")
        #expect(made.problems.isEmpty)
    }

    @Test func aDiamondAddsUpWhatEveryPathAsks() throws {
        let store = try store(["A.cook": "Make @./B{2} and @./C{1}.\n", "B.cook": "Make @./D{1} with @milk{100%ml}.\n",
                               "C.cook": "Make @./D{3}, @salt{=1%tsp}.\n", "D.cook": "Weigh @flour{10%g} and @salt{=1%tsp}.\n"], "diamond")
        let made = list("./A{2}\n", store)
        // D: 2 × (2 × 1 + 1 × 3) = 10 times its flour; salt: C once, D once for each of its two lines (3 tsp).
        #expect(made.groups.flatMap(\.entries).map(\.text) == ["100 g flour", "1 tbsp salt", "400 ml milk"])
    }

    /// A fixed count bought once for each line naming its recipe reads `2 limes` but stays the
    /// author's `lime`: one line with the lime beside it (issue #32).
    @Test func aFixedCountBoughtTwiceIsStillTheAuthorsIngredient() throws {
        let store = try store(["A.cook": "Make @./B{1} and @./B{2} again, with @lime{1}.\n", "B.cook": "Squeeze @lime{=1}.\n"], "fixed-count")
        #expect(list("./A\n", store).groups.flatMap(\.entries).map(\.text) == ["3 limes"])
    }

    @Test func aChainDeeperThanThirtyTwoIsCutAndSaid() throws {
        var files = ["R200.cook": "Weigh @flour{1%g}.\n"]
        for level in 0..<200 { files["R\(level).cook"] = "Make @./R\(level + 1){1} with @water{1%ml}.\n" }
        let store = try store(files, "chain")
        let made = list("./R0\n", store)
        #expect(made.problems == ["recipe references nest more than 32 deep below R0 (… → R31 → R32); the rest is listed as written"])
        let entries = made.groups.flatMap(\.entries).map(\.text)
        #expect(entries == ["1 R32", "32 ml water"], "the reference that was not followed, and the thirty-two recipes' water, summed exactly")
        #expect(store.reads <= 33, "\(store.reads)")
    }

    @Test func aRecipeListedAgainAndAgainIsWorkedOutOnce() throws {
        let store = try store(["Plan.cook": "Cook @./Soup{1}.\n", "Soup.cook": "Make @./Stock{2} and @leeks{2}.\n", "Stock.cook": "Boil @bones{500%g}.\n"], "again")
        let made = list("./Menu\n" + String(repeating: "  ./Soup{2}\n", count: 5_000), store)
        // Each entry: the soup twice over, its stock four times: 2,000 g of bones, 4 leeks.
        #expect(made.groups.flatMap(\.entries).map(\.text) == ["10,000 kg bones", "20,000 leeks"])
        var expansion = ReferenceExpansion(store: store, isFolder: true)
        let soup = try #require(store.recipe("soup"))
        for _ in 0..<5_000 { _ = expansion.lines(of: soup, scale: 2) }
        #expect(expansion.walks == 1 && expansion.recipesRead == 2, "the soup at ×2 worked out once: \(expansion.walks) walks")
    }

    @Test func aCycleIsStillSaidWithItsPath() throws {
        let store = try store(["A.cook": "Make @./B{1} and @sugar{10%g}.\n", "B.cook": "Make @./C{1}.\n", "C.cook": "Make @./A{1} and @flour{100%g}.\n"], "cycle3")
        let made = list("./A\n./B\n", store)
        #expect(made.problems == ["a recipe references itself: A → B → C → A", "a recipe references itself: B → C → A → B"])
    }
}
