import FileSystem
import Foundation
import RecipeStore

/// The kitchen's computations (issue #32) on a Cooklang folder with an `aisle.conf` and a
/// `pantry.conf`: "What can I cook?" over every recipe, a shopping list of 40 recipes, and
/// scaling one recipe (its ingredient lines adjusted); thread CPU ms, median of `runs` (CPU
/// time, so a machine shared with other work measures the work, not the wait), each on the
/// store the app opens (the folder cache).
enum KitchenCost {
    static func run(label: String, folder: String, config: String, runs: Int) throws {
        let store = try CollectionOpener.open(path: folder, cacheDirectory: NSTemporaryDirectory() + "cookbook-bench-cache")
        let aisles = AisleConfig(parsing: String(decoding: try FilePath.readAll(config + "/aisle.conf"), as: UTF8.self))
        let pantry = PantryConfig(parsing: String(decoding: try FilePath.readAll(config + "/pantry.conf"), as: UTF8.self))
        let today = PantryDate(year: 2026, month: 3, day: 10)!
        var summaries: [RecipeSummary] = []
        for category in store.categories {
            summaries += store.recipes(in: category.id, range: 0..<store.recipeCount(in: category.id))
        }
        // Every 19th recipe: 40 recipes from all over the folder.
        let listed = stride(from: 0, to: summaries.count, by: max(1, summaries.count / 40)).prefix(40).map { summaries[$0] }
        let file = ShoppingListFile(parsing: listed.map { "./" + $0.id.rawValue + "\n" }.joined())
        let recipes = summaries.compactMap { store.recipe($0.id) }
        var cookable: [Double] = [], shopping: [Double] = [], scaling: [Double] = []
        var items = 0, ranked = 0
        for _ in 0..<runs {
            cookable.append(KeyCost.cpuMicroseconds {
                ranked = CookableRecipe.rank(store: store, pantry: pantry, aisles: aisles, today: today, isFolder: true).count
            } / 1000)
            shopping.append(KeyCost.cpuMicroseconds {
                let list = ShoppingList(file: file, checks: ShoppingCheckLog(parsing: ""), aisles: aisles, pantry: pantry, store: store, isFolder: true)
                items = list.groups.reduce(0) { $0 + $1.entries.count }
            } / 1000)
        }
        for recipe in recipes.prefix(200) {
            scaling.append(KeyCost.cpuMicroseconds { _ = Scaling.shown(recipe, by: 1.5) } / 1000)
        }
        print("| \(label) | \(recipes.count) | " + String(format: "%.1f", quantile(cookable, 0.5)) + " (\(ranked) ranked) | "
              + String(format: "%.1f", quantile(shopping, 0.5)) + " (\(listed.count) recipes, \(items) items) | "
              + String(format: "%.3f / %.3f", quantile(scaling, 0.5), quantile(scaling, 0.99)) + " |")
    }
}
