import Cooklang
import Foundation
import Testing

/// Inputs that used to make the parser quadratic (issue #11, item 10): each unclosed `{` or
/// `(` sent the scan to the paragraph's end, and each error searched the line table. A user
/// notices as a folder that takes seconds to open; here 120 KB of each must parse in well
/// under a second (it took 2–3 s before, and grows with the square of the size).
@Suite("Cooklang parser: pathological inputs")
struct PathologicalInputTests {
    /// About `size` bytes of `unit` repeated in one paragraph.
    private func repeated(_ unit: String, size: Int = 120_000) -> String {
        String(repeating: unit, count: size / unit.utf8.count)
    }

    private func seconds(_ text: String) -> (CooklangRecipe, Double) {
        let start = ContinuousClock.now
        let recipe = CooklangParser.parse(text)
        let elapsed = ContinuousClock.now - start
        return (recipe, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    @Test(arguments: ["@a{", "#a{", "~{", "@a(", "@a{ x\n", "@{} ", "~{} ", "@a{%g} "])
    func repeatedUnclosedOrBrokenComponentsParseInLinearTime(_ unit: String) {
        let (recipe, time) = seconds(repeated(unit))
        #expect(time < 0.8, "\(unit.debugDescription): \(time) s")
        #expect(recipe.steps.count == 1)
    }

    @Test func everyErrorIsPlacedOnItsOwnLine() {
        let text = String(repeating: "Add @{1}\n", count: 20_000)
        let (recipe, time) = seconds(text)
        #expect(time < 0.8, "\(time) s")
        #expect(recipe.errors.count == 20_000)
        #expect(recipe.errors.last?.description == #"20000:5: ingredient has no name before "{"; write a name, e.g. @salt{1%tsp}"#)
    }

    @Test func unclosedBracesStillReadAsTheSpecSays() {
        let recipe = CooklangParser.parse("Add @salt{ and #pan{ then @pepper(ground and ~{")
        #expect(recipe.ingredients.map(\.name) == ["salt", "pepper"])
        #expect(recipe.cookware.map(\.name) == ["pan"])
        #expect(recipe.steps.map(\.text) == ["Add salt{ and pan{ then pepper(ground and ~{"])
        let closedLater = CooklangParser.parse("@a{ @b{1} @c(x @d(y)")
        #expect(closedLater.ingredients.map(\.name) == ["a", "c"])
        #expect(closedLater.ingredients.map { $0.quantity?.text } == ["@b{1", nil])
        #expect(closedLater.ingredients.map(\.note) == [nil, "x @d(y"])
    }
}
