@testable import Cooklang
import Testing

/// Inputs that used to make the parser quadratic (issue #11, item 10): each unclosed `{` or
/// `(` sent the scan to the paragraph's end, and each error searched the line table. A user
/// notices as a folder that takes seconds to open. Here the parser's work is counted
/// (`ParseWork`: bytes looked at, line-table probes), never timed (issue #31: a time fails on a
/// loaded machine; speed is `make bench`'s): 120 KB of each must take a few steps per byte,
/// where the quadratic parser took thousands.
@Suite("Cooklang parser: pathological inputs")
struct PathologicalInputTests {
    /// Steps per byte of input a linear parse stays under: the inputs below take 4 to 7 (each
    /// error's two line-table searches, some 30 probes, are most of the last one's).
    static let stepsPerByte = 16

    /// About `size` bytes of `unit` repeated in one paragraph.
    private func repeated(_ unit: String, size: Int = 120_000) -> String {
        String(repeating: unit, count: size / unit.utf8.count)
    }

    @Test(arguments: ["@a{", "#a{", "~{", "@a(", "@a{ x\n", "@{} ", "~{} ", "@a{%g} "])
    func repeatedUnclosedOrBrokenComponentsTakeLinearWork(_ unit: String) {
        let text = repeated(unit)
        let (recipe, steps) = ParseWork.counting { CooklangParser.parse(text) }
        #expect(steps <= Self.stepsPerByte * text.utf8.count, "\(unit.debugDescription): \(steps) steps for \(text.utf8.count) bytes")
        #expect(steps >= text.utf8.count, "\(unit.debugDescription): the parse must look at every byte; is the work still counted?")
        #expect(recipe.steps.count == 1)
    }

    @Test func everyErrorIsPlacedOnItsOwnLineInLinearWork() {
        let text = String(repeating: "Add @{1}\n", count: 20_000)
        let (recipe, steps) = ParseWork.counting { CooklangParser.parse(text) }
        #expect(steps <= Self.stepsPerByte * text.utf8.count, "\(steps) steps for \(text.utf8.count) bytes")
        #expect(recipe.errors.count == 20_000)
        #expect(recipe.errors.last?.description == #"20000:5: ingredient has no name before "{"; write a name, e.g. @salt{1%tsp}"#)
    }

    @Test func twiceTheTextIsTwiceTheWork() {
        let (_, once) = ParseWork.counting { CooklangParser.parse(repeated("@a{", size: 30_000)) }
        let (_, twice) = ParseWork.counting { CooklangParser.parse(repeated("@a{", size: 60_000)) }
        #expect(once > 0 && twice <= 2 * once + 16, "\(once) steps, then \(twice) for twice the text")
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
