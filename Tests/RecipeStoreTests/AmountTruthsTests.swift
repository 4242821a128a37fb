import Cooklang
import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// The table of truths (issue #32, `Tests/Fixtures/amounts/truths.tsv`): every row's recipe
/// text is parsed by our Cooklang parser, scaled to the servings asked and shown in the units
/// asked, on the path of one line (`Recipe.adjusted`), of the recipe's summed list
/// (`RecipeIngredients`) or of the shopping list (`ShoppingItem.merge`), and must read as the
/// row says a cookbook would print it.
@Suite("Amounts: the table of truths")
struct AmountTruthsTests {
    /// One row of the table.
    struct Row {
        let line: Int, recipe: String, ask: Int?, units: IngredientLine.Units, view: String, expected: String
    }

    static func rows() throws -> [Row] {
        let text = try String(contentsOfFile: ProjectPaths.fixture("amounts/truths.tsv"), encoding: .utf8)
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix("recipe\t") else { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, let units = IngredientLine.Units(rawValue: fields[2]), ["line", "shop", "list"].contains(fields[3]) else {
                Issue.record("truths.tsv:\(index + 1): not recipe, ask, units, view, expected: \(line)")
                continue
            }
            rows.append(Row(line: index + 1, recipe: fields[0].replacingOccurrences(of: "\\n", with: "\n"), ask: Int(fields[1]),
                            units: units, view: fields[3], expected: fields[4]))
        }
        return rows
    }

    /// What the app shows for `row`.
    static func shown(_ row: Row) -> String {
        let converter = CookRecipeConverter(parsed: CooklangParser.parse(row.recipe + "\n"))
        let recipe = Recipe(id: RecipeID("truth"), name: "Truth", category: CategoryID("mains"), servings: converter.servings,
                            ingredients: converter.ingredients, steps: converter.steps)
        let factor = row.ask.map { recipe.scale(toServings: $0) } ?? 1
        if row.view == "line" {
            return recipe.adjusted(by: factor, units: row.units).ingredients.map(\.text).joined(separator: " | ")
        }
        if row.view == "list" {
            // The recipe screen's and `show`'s list: an ingredient written twice is one line, summed.
            return RecipeIngredients.entries(of: recipe.adjusted(by: factor, units: row.units), units: row.units).map(\.text)
                .joined(separator: " | ")
        }
        // The shopping list scales each recipe's lines as written, sums them, then shows the sums in the units asked.
        let lines = recipe.ingredients.map { (line: $0.adjusted(by: factor), source: "truth") }
        return ShoppingItem.merge(lines).map { $0.text(in: row.units) }.joined(separator: " | ")
    }

    @Test func theTableHasAtLeast150Cases() throws {
        #expect(try Self.rows().count >= 150)
    }

    @Test func everyRowReadsAsACookbookPrintsIt() throws {
        // One issue a row, so a long list of differences is never cut short in the output.
        for row in try Self.rows() {
            let shown = Self.shown(row)
            if shown != row.expected { Issue.record("truths.tsv:\(row.line): expected “\(row.expected)”, shown “\(shown)”") }
        }
    }
}
