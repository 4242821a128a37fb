import Foundation
import RecipeStore
import Testing
import TestSupport

/// Amounts keep the author's text and are also read as numbers, for scaling later.
@Suite("Amounts")
struct AmountTests {
    @Test(arguments: [
        ("2", 2.0, nil), ("1.5", 1.5, nil), ("1/2", 0.5, nil), ("1 1/2", 1.5, nil), ("½", 0.5, nil), ("1½", 1.5, nil),
        ("2-3", 2.0, 3.0), ("2–3", 2.0, 3.0), ("1 to 2", 1.0, 2.0), ("1/2-1", 0.5, 1.0),
        // Issue #35: a decimal comma, as most of Europe writes amounts.
        ("0,25", 0.25, nil), ("1,5", 1.5, nil), ("0,5-1", 0.5, 1.0),
    ] as [(String, Double, Double?)])
    func numbersFractionsAndRangesAreRead(text: String, value: Double, upTo: Double?) {
        #expect(Amount(parsing: text) == Amount(value: value, upTo: upTo))
    }

    /// `1,000` is a thousands group, `1,2345` and `,5` no decimal anyone writes: none is guessed at.
    @Test(arguments: ["", "a pinch", "some", "3-1", "1/0", "-2", "2 x 3", "∞", "1,000", "1,2345", ",5", "1,", "1,5,5"])
    func otherTextIsNoAmount(text: String) {
        #expect(Amount(parsing: text) == nil)
    }

    @Test func showJSONGivesTheTextAndTheNumber() throws {
        let line = IngredientLine(quantity: "1 1/2", unit: "cups", name: "flour")
        let json = String(decoding: try JSONEncoder().encode(line), as: UTF8.self)
        #expect(json.contains(#""quantity":"1 1\/2""#))
        #expect(json.contains(#""amount":{"value":1.5}"#))
        let decoded = try JSONDecoder().decode(IngredientLine.self, from: Data(json.utf8))
        #expect(decoded == line, "the number is derived, never stored apart from the text")
        let pinch = String(decoding: try JSONEncoder().encode(IngredientLine(quantity: "a pinch", name: "salt")), as: UTF8.self)
        #expect(!pinch.contains("amount"))
    }
}
