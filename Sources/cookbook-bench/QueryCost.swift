import Foundation
import Fuzzing
import RecipeStore

/// The search language per keystroke (issue #16) on the store the app opens for a collection
/// (the on-disk index for a large file or a folder): the first search (which reads the search
/// tables), then 200 queries of each kind drawn from the collection itself — a word of a name,
/// two such words, `ing:` an ingredient, `#` a tag, four terms combined, and a phrase of two
/// words in a row of a name (issue #34: its order checked in the recipes it could be) — median
/// and p99.
enum QueryCost {
    static func run(label: String, path: String, recipes collection: RecipeCollection, store: any RecipeStore) {
        var rng = FuzzRandom(seed: 16)
        let words = collection.recipes.flatMap { TextFolding.fold($0.name).split(separator: " ").filter { $0.count >= 3 }.map(String.init) }
        // Two words in a row of a name, for phrases.
        let pairs = collection.recipes.flatMap { recipe in
            let parts = TextFolding.fold(recipe.name).split(separator: " ").map(String.init)
            return zip(parts, parts.dropFirst()).map { "\($0) \($1)" }
        }
        let ingredients = collection.recipes.flatMap { $0.ingredients.map(\.key.rawValue) }.filter { !$0.isEmpty }
        let tags = collection.recipes.flatMap(\.tags)
        guard !words.isEmpty, !pairs.isEmpty, !ingredients.isEmpty, !tags.isEmpty else { return }
        let first = microseconds { _ = store.search("soup", limit: 500) } / 1000
        let kinds: [(String, () -> String)] = [
            ("word", { words.randomElement(using: &rng)! }),
            ("two words", { words.randomElement(using: &rng)! + " " + words.randomElement(using: &rng)! }),
            ("ing:", { "ing:\"" + ingredients.randomElement(using: &rng)! + "\"" }),
            ("#tag", { "#" + tags.randomElement(using: &rng)! }),
            ("four terms", {
                "ing:\"\(ingredients.randomElement(using: &rng)!)\" -ing:\"\(ingredients.randomElement(using: &rng)!)\" #\(tags.randomElement(using: &rng)!) time<45m"
            }),
            ("phrase", { "\"" + pairs.randomElement(using: &rng)! + "\"" }),
        ]
        var columns = [label, "\(store.recipeCount)", String(format: "%.0f", first)]
        for (_, next) in kinds {
            var times: [Double] = []
            for _ in 0..<200 {
                let query = next()
                times.append(microseconds { _ = store.search(query, limit: 500) })
            }
            columns.append(String(format: "%.1f / %.1f", quantile(times, 0.5) / 1000, quantile(times, 0.99) / 1000))
        }
        print("| " + columns.joined(separator: " | ") + " |")
    }
}
