import Cooklang
import Foundation
@testable import RecipeStore
import Testing

/// Amounts as issue #17 wants them: one alias table of units with NIST's exact sizes, exact
/// fractions only where a unit is measured in them, scaling that leaves fixed amounts and text
/// alone, and conversion within a dimension to a readable unit.
@Suite("Quantities: units, fractions, scaling, conversion")
struct QuantityTests {
    static let written: [(Double, Bool, String)] = [
        (1.0 / 3, true, "1/3"), (1.5, true, "1 1/2"), (0.125, true, "1/8"), (2, true, "2"), (4 + 2.0 / 3, true, "4 2/3"),
        (0.3, true, "0.3"), (1.0 / 3, false, "0.33"), (1.25, false, "1.25"), (840, false, "840"), (0.1, true, "0.1"),
        (1.0 / 9, true, "0.11"), (12.5, false, "12.5"), (1.0 / 7, true, "0.14"), (1.2, true, "1.2"), (0.0123, false, "0.012"),
        (0.002, false, "0.002"), (0.05, true, "0.05"),
    ]

    @Test(arguments: written)
    func amountsAreWrittenExactlyOrAsDecimals(value: Double, fractions: Bool, text: String) {
        #expect(QuantityText.format(value, fractions: fractions) == text)
    }

    @Test func oneAliasTableWithNISTSizes() throws {
        for (text, symbol) in [("grams", "g"), ("Tbsp.", "tbsp"), ("tablespoons", "tbsp"), ("liter", "l"), ("litre", "l"), ("C", "cup"),
                               ("fl oz", "fl oz"), ("lbs", "lb")] {
            #expect(MeasureUnit(text)?.symbol == symbol, "\(text)")
        }
        #expect(MeasureUnit("balls") == nil && MeasureUnit("cloves") == nil)
        let cup = try #require(MeasureUnit("cup")), tbsp = try #require(MeasureUnit("tbsp")), tsp = try #require(MeasureUnit("tsp"))
        #expect(abs(cup.size - 236.588_236_5) < 1e-9, "1 cup = 1/16 US gallon of 3.785 411 784 L")
        #expect(abs(cup.size - 16 * tbsp.size) < 1e-9 && abs(tbsp.size - 3 * tsp.size) < 1e-9)
        #expect(MeasureUnit("lb")?.size == 453.592_37 && abs((MeasureUnit("oz")?.size ?? 0) - 28.349_523_125) < 1e-9)
        #expect(abs((MeasureUnit("pint")?.size ?? 0) - 2 * cup.size) < 1e-9)
    }

    @Test func scalingLeavesFixedAmountsAndTextAlone() {
        let flour = IngredientLine(quantity: "80", unit: "g", name: "tipo zero flour")
        #expect(flour.adjusted(by: 2).text == "160 g tipo zero flour")
        #expect(IngredientLine(quantity: "1/2", unit: "cup", name: "milk").adjusted(by: 1.5).text == "3/4 cup milk")
        #expect(IngredientLine(quantity: "1/2", unit: "cup", name: "milk").adjusted(by: 2).text == "1 cup milk")
        #expect(IngredientLine(quantity: "3", unit: "", name: "eggs").adjusted(by: 0.5).text == "1 1/2 eggs")
        #expect(IngredientLine(quantity: "2-3", unit: "", name: "onions").adjusted(by: 2).text == "4-6 onions")
        #expect(IngredientLine(quantity: "1", unit: "tsp", name: "salt", isFixed: true).adjusted(by: 3).text == "1 tsp salt")
        #expect(IngredientLine(quantity: "a pinch", unit: "", name: "nutmeg").adjusted(by: 3).text == "a pinch nutmeg")
        #expect(IngredientLine(quantity: "100", unit: "g", name: "x").adjusted(by: 1 / 3).text == "35 g x", "grams to 5 under 500, never a wrong fraction")
    }

    @Test func conversionChoosesAReadableUnitInTheSameDimension() {
        #expect(IngredientLine(quantity: "1500", unit: "g", name: "flour").adjusted(by: 1, units: .metric).text == "1.5 kg flour")
        #expect(IngredientLine(quantity: "0.25", unit: "cup", name: "oil").adjusted(by: 1, units: .us).text == "1/4 cup oil")
        #expect(IngredientLine(quantity: "1/4", unit: "cup", name: "oil").adjusted(by: 1, units: .metric).text == "60 ml oil")
        #expect(IngredientLine(quantity: "1", unit: "kg", name: "potatoes").adjusted(by: 1, units: .us).text == "2 1/4 lb potatoes")
        #expect(IngredientLine(quantity: "2", unit: "lb", name: "beef").adjusted(by: 1, units: .metric).text == "910 g beef")
        #expect(IngredientLine(quantity: "1", unit: "tsp", name: "salt", isFixed: true).adjusted(by: 4, units: .metric).text == "1 tsp salt",
                "a fixed amount does not scale, and spoons stay spoons")
        #expect(IngredientLine(quantity: "6", unit: "balls", name: "dough").adjusted(by: 1, units: .metric).text == "6 balls dough", "unknown units stay")
        #expect(IngredientLine(quantity: "1/3", unit: "cup", name: "milk").adjusted(by: 1, units: .us).text == "1/3 cup milk", "a third of a cup stays one")
        #expect(IngredientLine(quantity: "5", unit: "mg", name: "saffron").adjusted(by: 1, units: .metric).text == "5 mg saffron")
        #expect(IngredientLine(quantity: "0.1", unit: "g", name: "saffron").adjusted(by: 0.02, units: .metric).text == "2 mg saffron")
    }

    @Test func cooklangFixedAmountsReachTheRecipe() throws {
        let ingredients = CookRecipeConverter(parsed: CooklangParser.parse("Season with @salt{=1%tsp} and @pepper{2%pinches}.\n")).ingredients
        #expect(ingredients.map(\.isFixed) == [true, false])
        #expect(ingredients.map { $0.adjusted(by: 2).text } == ["1 tsp salt", "4 pinches pepper"])
    }

    @Test func servingsFollowAScaleThatGivesAWholeNumberWithinRounding() {
        let recipe = Recipe(id: "r", name: "R", category: "c", servings: 11, ingredients: [IngredientLine(quantity: "11", unit: "g", name: "x")], steps: [])
        let scaled = recipe.adjusted(by: 15.0 / 11)
        #expect(scaled.servings == 15 && scaled.ingredients.first?.text == "15 g x")
    }

    @Test func aJSONCollectionKeepsFixedAmountsAsShowJSONWritesThem() throws {
        let json = #"{"version":1,"title":"T","categories":[{"id":"c","name":"C"}],"recipes":[{"id":"soup","name":"Soup","category":"c","ingredients":[{"quantity":"1","unit":"tsp","name":"salt","fixed":true},{"quantity":"2","unit":"","name":"leeks"}],"steps":["Cook."],"related":[]}]}"#
        let recipe = try #require(try CollectionLoader.decode(Data(json.utf8), file: "t.json").recipes.first)
        #expect(recipe.ingredients.map(\.isFixed) == [true, false])
        #expect(recipe.adjusted(by: 2).ingredients.map(\.text) == ["1 tsp salt", "4 leeks"])
        let written = String(decoding: try JSONEncoder().encode(recipe.ingredients[0]), as: UTF8.self)
        #expect(written.contains(#""fixed":true"#))
    }
}
