import Cooklang
@testable import RecipeStore
import Testing
import TestSupport

/// What steps use, kept as places in the ingredient list: a recipe gives back exactly the
/// `StepUse`s it was made with — lines from its list or not, counted as each step writes them —
/// and scaling a recipe scales its steps' lines as it scales the list.
@Suite("Step uses kept as places")
struct StepPartsTests {
    private func line(_ random: inout SplitMix64) -> IngredientLine {
        let names = ["salt", "flour", "crème fraîche", "e\u{301}clair", "a very long ingredient name indeed"]
        return IngredientLine(quantity: ["", "1", "2 1/2", "200"][Int(random.next() % 4)], unit: ["", "g", "tsp"][Int(random.next() % 3)],
                              name: names[Int(random.next() % UInt64(names.count))], note: random.next() % 3 == 0 ? "fine" : nil,
                              isFixed: random.next() % 5 == 0)
    }

    @Test func aRecipeGivesBackTheStepUsesItWasMadeWith() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<300 {
            let listed = (0..<Int(random.next() % 6)).map { _ in line(&random) }
            let uses = (0..<Int(random.next() % 5)).map { _ -> StepUse in
                var lines: [IngredientLine] = []
                for _ in 0..<Int(random.next() % 4) {
                    // Mostly lines of the list, sometimes one it lacks; never the same line twice in a step.
                    var candidate = !listed.isEmpty && random.next() % 4 != 0 ? listed[Int(random.next() % UInt64(listed.count))] : line(&random)
                    candidate.uses = 1 + Int(random.next() % 3)
                    if !lines.contains(where: { IngredientTally.same($0, candidate) }) { lines.append(candidate) }
                }
                return StepUse(ingredients: lines, cookware: random.next() % 2 == 0 ? ["pan"] : [], timers: [])
            }
            let recipe = Recipe(id: "r", name: "R", category: "c", ingredients: listed, steps: uses.map { _ in "Stir." }, stepUses: uses)
            #expect(recipe.stepUses == uses)
            #expect((0..<uses.count).map { recipe.use(ofStep: $0) } == uses)
            let scaled = recipe.adjusted(by: 3)
            #expect(scaled.stepUses == uses.map { use in
                StepUse(ingredients: use.ingredients.map { $0.adjusted(by: 3, units: .asWritten) }, cookware: use.cookware, timers: use.timers)
            })
            #expect(recipe.withRelated(["x"]).stepUses == uses)
        }
    }

    @Test func aStepOfThousandsOfLinesComesBackWhole() {
        let listed = (0..<3_000).map { IngredientLine(quantity: "\($0 % 7)", unit: "g", name: "item \($0)") }
        var lines = listed.reversed().map { line -> IngredientLine in
            var counted = line
            counted.uses = 2
            return counted
        }
        lines += [IngredientLine(name: "not listed"), IngredientLine(quantity: "1", name: "item 5")]  // the second: another amount
        let uses = [StepUse(ingredients: lines), StepUse(ingredients: [IngredientLine(name: "not listed")])]
        let recipe = Recipe(id: "r", name: "R", category: "c", ingredients: listed, steps: ["Stir.", "Serve."], stepUses: uses)
        #expect(recipe.stepUses == uses)
        #expect(recipe.stepParts[1].ingredients.map(\.position) == [3_000], "a line the list lacks is kept once, shared by the steps")
    }

    @Test func aStepNamingManyIngredientsCountsEachAsWritten() {
        // 40 names in one step, each written one to three times, some in a later step too.
        let names = (0..<40).map { "item \($0)" }
        let first = (0..<120).map { "@\(names[($0 * 7) % 40]){}" }.joined(separator: " ")
        let text = first + " stir.\n\nThen @item 3{} and @item 39{} and @item 3{}."
        let converter = CookRecipeConverter(parsed: CooklangParser.parse(text))
        let uses = converter.stepUses
        var expected: [String: Int] = [:]
        for index in 0..<120 { expected[names[(index * 7) % 40], default: 0] += 1 }
        #expect(uses.count == 2)
        #expect(Dictionary(uniqueKeysWithValues: uses[0].ingredients.map { ($0.name, $0.uses) }) == expected)
        #expect(uses[0].ingredients.map(\.name) == (0..<40).map { names[($0 * 7) % 40] }, "in order of first use")
        #expect(uses[1].ingredients.map { "\($0.name)×\($0.uses)" } == ["item 3×2", "item 39×1"])
        #expect(converter.ingredients.first { $0.name == "item 3" }?.uses == expected["item 3"]! + 2)
    }
}
