import Cooklang
import Testing

/// Each error the parser reports, with its position and message word for word, and what it
/// keeps of the recipe.
@Suite("Cooklang parser: errors")
struct ParserErrorTests {
    @Test func ingredientWithoutAName() {
        let recipe = CooklangParser.parse("Add\n  @{3} now")
        #expect(recipe.errors.map(\.description) == [#"2:3: ingredient has no name before "{"; write a name, e.g. @salt{1%tsp}"#])
        #expect(recipe.steps.map(\.text) == ["Add   @{3} now"])
    }

    @Test func cookwareWithoutAName() {
        #expect(CooklangParser.parse("Use #{}.").errors.map(\.description) == [#"1:5: cookware has no name before "{"; write a name, e.g. @salt{1%tsp}"#])
    }

    @Test func emptyTimer() {
        #expect(CooklangParser.parse("Wait ~{}.").errors.map(\.description) == ["1:6: timer has neither a name nor a duration; write e.g. ~{10%minutes}"])
    }

    @Test func unitWithoutAmountKeepsTheIngredient() {
        let recipe = CooklangParser.parse("@flour{%g}")
        #expect(recipe.errors.map(\.description) == [#"1:8: unit without an amount; write the amount before "%", e.g. {200%g}"#])
        #expect(recipe.ingredients == [CooklangIngredient(name: "flour", units: "g")])
    }

    @Test func divisionByZeroKeepsTheTextAmount() {
        let recipe = CooklangParser.parse("x\n@milk{1/0%cup}")
        #expect(recipe.errors.map(\.description) == ["2:7: amount divides by zero"])
        #expect(recipe.ingredients.first?.quantity == .text("1/0"))
    }

    @Test func unterminatedBlockComment() {
        let recipe = CooklangParser.parse("Stir.\n\nMix [- forgot to close\n\nBake.")
        #expect(recipe.errors.map(\.description) == [#"3:5: block comment "[-" is never closed with "-]"; the rest of the file was ignored"#])
        #expect(recipe.steps.map(\.text) == ["Stir.", "Mix "])
    }

    @Test func invalidFrontMatterIsPlacedOnTheFileLine() {
        let recipe = CooklangParser.parse("---\ntitle: Soup\ntags: [a, b\n---\nStir.")
        #expect(recipe.errors.count == 1)
        #expect(recipe.errors.first?.line == 3)
        #expect(recipe.errors.first?.message.hasPrefix("invalid front matter: ") == true)
        #expect(recipe.steps.map(\.text) == ["Stir."], "the body still parses")
    }

    @Test func errorsComeInFileOrder() {
        let recipe = CooklangParser.parse("#{} then @{1}\n~{}")
        #expect(recipe.errors.map { [$0.line, $0.column] } == [[1, 1], [1, 10], [2, 1]])
    }
}

@Suite("Cooklang parser: one error per mistake")
struct ParserSingleErrorTests {
    @Test func aNamelessComponentWithABadAmountIsOneError() {
        #expect(CooklangParser.parse("@{%g}").errors.map(\.kind) == [.emptyName(component: "ingredient")])
    }
}

@Suite("Cooklang parser: error positions")
struct ParserErrorPositionTests {
    @Test func columnsCountFromTheFileNotFromTheTextLeftAfterComments() {
        #expect(CooklangParser.parse("Mix [- note -] @{2} now").errors.map { [$0.line, $0.column] } == [[1, 16]])
        #expect(CooklangParser.parse("---\ntitle: x\n---\n\nA [- two\nlines -] #{}").errors.map { [$0.line, $0.column] } == [[6, 10]])
    }
}
