import Foundation
@testable import RecipeStore
import Testing

/// What the table of truths cannot show in one line of text (issue #32): huge numbers stay
/// readable, `--json` keeps the exact value behind a rounded one, and sums add exact values.
@Suite("Amounts: huge numbers, exact values kept")
struct ReadableAmountTests {
    @Test(arguments: [
        (1_853_020_188_851_841.0, "1.85e15"), (12_500, "12,500"), (9_999, "9999"), (1_000_000, "1,000,000"),
        (999_999_999, "999,999,999"), (1e9, "1e9"), (9.999e9, "1e10"), (2.5e12, "2.5e12"), (-12_500, "-12,500"),
    ])
    func hugeNumbersStayReadable(value: Double, text: String) {
        #expect(QuantityText.decimal(value) == text)
    }

    @Test func aFuzzedQuantityIsNeverAFloatingPointDump() {
        let line = IngredientLine(quantity: "1853020188851841", unit: "R32", name: "x").adjusted(by: 1.5)
        #expect(line.text == "2.78e15 R32 x")
        #expect(!line.text.contains(".0 "))
    }

    @Test func nothingStaysNothing() {
        #expect(ReadableAmount(0, unit: "g", units: .metric).text == "0 g", "not the least a scale shows")
        #expect(ReadableAmount(0, unit: "cup", units: .us).text == "0 cup")
        #expect(ReadableAmount(count: 0, unit: "").text == "0", "not a quarter")
        #expect(ReadableAmount(count: 0.01, unit: "").text == "1/4", "a little is at least a quarter")
    }

    @Test func jsonKeepsTheExactValueBesideTheRoundedOne() throws {
        let line = IngredientLine(quantity: "1", unit: "cup", name: "milk").adjusted(by: 1, units: .metric)
        #expect(line.text == "235 ml milk")
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(line)) as? [String: Any]
        #expect(json?["quantity"] as? String == "235" && json?["unit"] as? String == "ml")
        let exact = json?["exact"] as? [String: Any]
        #expect(abs((exact?["value"] as? Double ?? 0) - 236.588_236_5) < 1e-6 && exact?["unit"] as? String == "ml")
        let written = try JSONSerialization.jsonObject(with: JSONEncoder().encode(IngredientLine(quantity: "1", unit: "cup", name: "milk")))
        #expect((written as? [String: Any])?["exact"] == nil, "a line as written has nothing rounded")
    }

    @Test func aNameWithItsOwnCountsShowsTheFactorAndKeepsTheLine() throws {
        let line = IngredientLine(quantity: "2", name: "chicken breasts or 4 boneless thighs").adjusted(by: 3)
        #expect(line.text == "2 chicken breasts or 4 boneless thighs (×3)")
        #expect(line.amount?.value == 6, "what it stands for: enough for three times the recipe")
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(line)) as? [String: Any]
        #expect(json?["factor"] as? Double == 3)
    }

    @Test func sumsAddExactValuesAndRoundOnce() {
        // A third of 100 g, three times: 100 g, not 3 × 35 g.
        let third = IngredientLine(quantity: "100", unit: "g", name: "flour").adjusted(by: 1.0 / 3)
        #expect(third.text == "35 g flour")
        let item = ShoppingItem.merge([(third, "a"), (IngredientLine(quantity: "100", unit: "g", name: "flour", note: "b").adjusted(by: 1.0 / 3), "b"),
                                       (IngredientLine(quantity: "100", unit: "g", name: "flour", note: "c").adjusted(by: 1.0 / 3), "c")])
        #expect(item.map(\.text) == ["100 g flour"])
    }

    @Test func theShoppingTotalAndTheLineUseOneFormatter() {
        for (quantity, unit) in [("1 3/4", "tbsp"), ("250", "ml"), ("3", "cloves"), ("1.2", "kg"), ("5", "")] {
            for units in IngredientLine.Units.allCases {
                let line = IngredientLine(quantity: quantity, unit: unit, name: "x").adjusted(by: 1.5, units: units)
                let item = ShoppingItem.merge([(IngredientLine(quantity: quantity, unit: unit, name: "x").adjusted(by: 1.5), "r")])[0]
                #expect(item.text(in: units) == line.text, "\(quantity) \(unit) in \(units)")
            }
        }
    }
}
