import Testing
@testable import WebImport

/// Ingredients placed in the steps where their names first occur, timers from durations in
/// the text, and prose that Cooklang reads back as written.
@Suite("Steps: ingredients placed where named, timers, escaping")
struct StepComposerTests {
    private func compose(_ steps: [String], _ lines: [String]) -> (steps: [String], unplaced: [String]) {
        var composer = StepComposer(steps: steps)
        let ingredients = lines.map(ImportedIngredient.init(line:))
        let unplaced = composer.place(ingredients)
        composer.markTimers()
        return (composer.render(), unplaced.map { ingredients[$0].name })
    }

    @Test func eachIngredientIsPlacedOnceWhereItIsFirstNamed() {
        let result = compose(["Fry the Onion in the olive oil.", "Add more oil and the onion."], ["1 onion", "2 tbsp olive oil", "1 tsp oil"])
        #expect(result.steps == ["Fry the @onion{1} in the @olive oil{2%tbsp}.", "Add more @oil{1%tsp} and the onion."],
                "longest names first, so `oil` does not take `olive oil`; the name is written as listed")
        #expect(result.unplaced.isEmpty)
    }

    /// Issue #32: a page's steps are read as cook mode reads a JSON recipe's (`StepNaming`).
    @Test func aShorterNameTheStepsUseIsTheIngredient() {
        let result = compose(["Heat the oil and brown the chicken.", "Add the tomatoes; cook until the oil separates.", "Finish with the coriander."],
                             ["2 tbsp vegetable oil", "700 g boneless chicken thighs, cut into chunks", "1 can chopped tomatoes", "1 tsp ground coriander", "1 handful fresh coriander"])
        #expect(result.steps == ["Heat the @vegetable oil{2%tbsp} and brown the @boneless chicken thighs{700%g}(cut into chunks).",
                                 "Add the @chopped tomatoes{1%can}; cook until the oil separates.", "Finish with the @fresh coriander{1%handful}."])
        #expect(result.unplaced == ["ground coriander"], "named by no step: the mise-en-place paragraph")
    }

    @Test func aPluralInTheTextKeepsTheListedName() {
        #expect(compose(["Halve the tomatoes and the peaches."], ["4 tomato", "2 peach"]).steps == ["Halve the @tomato{4}es and the @peach{2}es."])
        #expect(compose(["Slice the carrots."], ["2 carrot"]).steps == ["Slice the @carrot{2}s."])
    }

    @Test func partsOfWordsAreNoMatch() {
        let result = compose(["Stir the pineapple."], ["1 apple"])
        #expect(result.steps == ["Stir the pineapple."] && result.unplaced == ["apple"])
    }

    @Test func durationsBecomeTimersOutsideComponents() {
        #expect(compose(["Simmer for 20 minutes, rest 1 hour, then 10-15 mins more. Bake at 200 degrees."], []).steps
                == ["Simmer for ~{20%minutes}, rest ~{1%hour}, then ~{10-15%mins} more. Bake at 200 degrees."])
        let phrasings: [(String, String)] = [
            ("Cool for 1 1/2 hours.", "Cool for ~{1.5%hours}."),
            ("Bake 1 hour 30 minutes.", "Bake ~{90%minutes}."),
            ("Bake 10 to 12 minutes.", "Bake ~{10-12%minutes}."),
            ("Rest 1–2 min.", "Rest ~{1-2%min}."),
            ("Wait 1/0 minutes.", "Wait 1/0 minutes."),
            ("Walk 2 m, wait 5 s.", "Walk 2 m, wait 5 s."),
            ("In 2024 days pass.", "In 2024 days pass."),
        ]
        for (text, written) in phrasings { #expect(compose([text], []).steps == [written], "\(text)") }
        #expect(compose(["Add the 5 minute rice."], ["1 cup 5 minute rice"]).steps == ["Add the @5 minute rice{1%cup}."],
                "text taken by an ingredient is not a timer")
    }

    @Test func proseIsEscapedSoItReadsBackAsWritten() {
        #expect(compose(["Email @chef #1 ~ or not -- really [-x-]."], []).steps == ["Email \\@chef \\#1 \\~ or not - - really [ -x-]."], "`--` opens a comment, `[-` a block comment")
        #expect(compose(["= not a section", "> not a note"], []).steps == ["not a section", "not a note"])
        #expect(compose(["Sift the\\flour and sugar\\ then."], ["2 cups flour", "1 cup sugar"]).steps == ["Sift the@flour{2%cups} and @sugar{1%cup} then."],
                "a backslash would escape the next sigil (losing the ingredient): it is dropped")
    }

    /// Thousands of ingredients against a method of thousands of words (issue #30): the work
    /// grows with the words and the names, not with their product — each ingredient does not
    /// search the whole method again, and each timer does not look at every placed ingredient.
    @Test func placingThousandsOfIngredientsIsLinear() {
        let count = 1000
        let lines = (0..<count).map { "1 g spice \($0)" }
        let method = (0..<count).reversed().map { "Add spice \($0) for 5 minutes, then stir." }
        var composer = StepComposer(steps: [method.joined(separator: " ")])
        let unplaced = composer.place(lines.map(ImportedIngredient.init(line:)))
        composer.markTimers()
        let text = composer.render()[0]
        #expect(unplaced.isEmpty && text.contains("Add @spice 999{1%g} for ~{5%minutes}") && text.hasSuffix("Add @spice 0{1%g} for ~{5%minutes}, then stir."))
        let size = method.joined(separator: " ").count + lines.joined().count
        #expect(composer.work <= 40 * size, "\(composer.work) steps of work for \(size) characters")
    }
}
