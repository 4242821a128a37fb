import Cooklang
@testable import RecipeStore
import Testing
import TestSupport

/// Gathering a recipe's ingredient lines: the same list, in the same order with the same
/// counts, whether a few lines are matched one by one or many through a dictionary.
@Suite("Ingredient tally")
struct IngredientTallyTests {
    /// The tally as a dictionary alone would make it (what the converter did before).
    private func reference(_ written: [IngredientLine]) -> [IngredientLine] {
        var lines: [IngredientLine] = [], index: [IngredientLine: Int] = [:]
        for line in written {
            if let at = index[line] { lines[at].uses += 1 } else {
                index[line] = lines.count
                lines.append(line)
            }
        }
        return lines
    }

    @Test(arguments: [3, 15, 16, 17, 40, 400])
    func aTallyIsTheDictionarysWhateverItsSize(distinct: Int) {
        var random = SplitMix64(seed: UInt64(distinct))
        let fields = ["", "1", "g", "salt", "onion", "x"]
        func pick() -> String { fields[Int(random.next() % UInt64(fields.count))] }
        // Lines that differ in one field only, so matching must look at every field.
        let kinds = (0..<distinct).map { number in
            IngredientLine(quantity: pick(), unit: pick(), name: "item \(number % (distinct / 2 + 1))", note: random.next() % 3 == 0 ? pick() : nil,
                           isFixed: random.next() % 4 == 0, reference: random.next() % 5 == 0 ? "./" + pick() : nil)
        }
        let written = (0..<(distinct * 3)).map { _ in kinds[Int(random.next() % UInt64(kinds.count))] }
        var tally = IngredientTally()
        for line in written { tally.add(line) }
        #expect(tally.lines == reference(written))
        // Tallies of runs (a recipe's steps) merged in order: the tally of the whole.
        var merged = IngredientTally(), start = 0
        while start < written.count {
            let end = min(written.count, start + 1 + Int(random.next() % 25))
            var run = IngredientTally()
            for line in written[start..<end] { run.add(line) }
            for line in run.lines { merged.add(line) }
            start = end
        }
        #expect(merged.lines == reference(written), "merged runs")
    }

    @Test func aRecipesListIsItsStepsListsMerged() {
        let text = (0..<30).map { step in (0..<(step % 7)).map { "@item\(($0 * step) % 23){\($0 % 3)%g}" }.joined(separator: " ") + " stir." }
            .joined(separator: "\n\n")
        let converter = CookRecipeConverter(parsed: CooklangParser.parse(text))
        let both = converter.ingredientsAndStepUses
        #expect(both.ingredients == converter.ingredients && both.stepUses == converter.stepUses)
        // The steps' lists merged in order, their uses added up, by a dictionary.
        var merged: [IngredientLine] = [], position: [IngredientLine: Int] = [:]
        for use in both.stepUses {
            for line in use.ingredients {
                var key = line
                key.uses = 1
                if let at = position[key] { merged[at].uses += line.uses } else {
                    position[key] = merged.count
                    merged.append(line)
                }
            }
        }
        #expect(both.ingredients == merged)
        #expect(both.ingredients.count > 16, "past the point where a dictionary takes over")
    }

    @Test func sameIsEqualityButForUses() {
        let line = IngredientLine(quantity: "1", unit: "tsp", name: "salt", note: "fine", isFixed: true, reference: nil)
        var used = line
        used.uses = 3
        #expect(IngredientTally.same(used, line) && used != line)
        for other in [IngredientLine(quantity: "2", unit: "tsp", name: "salt", note: "fine", isFixed: true),
                      IngredientLine(quantity: "1", unit: "g", name: "salt", note: "fine", isFixed: true),
                      IngredientLine(quantity: "1", unit: "tsp", name: "sugar", note: "fine", isFixed: true),
                      IngredientLine(quantity: "1", unit: "tsp", name: "salt", note: nil, isFixed: true),
                      IngredientLine(quantity: "1", unit: "tsp", name: "salt", note: "fine", isFixed: false),
                      IngredientLine(quantity: "1", unit: "tsp", name: "salt", note: "fine", isFixed: true, reference: "./Salt")] {
            #expect(!IngredientTally.same(other, line) && other != line)
        }
    }
}
