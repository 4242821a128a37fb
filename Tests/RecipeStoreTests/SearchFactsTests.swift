@testable import RecipeStore
import Testing

/// The words search keeps of a description or steps (issue #16): folded, each once in order of
/// first use, CJK character by character, without single letters and the commonest words.
@Suite("Search: the words of descriptions and steps")
struct SearchFactsTests {
    @Test func wordsAreFoldedDistinctAndInOrder() {
        #expect(SearchFacts.words(of: "Fry the ONIONS, then fry the garlic; onions soften.") == ["fry", "onions", "garlic", "soften"])
        #expect(SearchFacts.words(of: "Crème fraîche & Phở: 2 x 180°C") == ["creme", "fraiche", "pho", "180", "c"].filter { $0.count > 1 })
        #expect(SearchFacts.words(of: "麻辣烫香的川菜。") == ["麻", "辣", "烫", "香", "的", "川", "菜"])
        #expect(SearchFacts.words(of: "Łódź-style κρέμα") == ["lodz", "style", "κρεμα"])
    }

    @Test func severalTextsShareOneList() {
        #expect(SearchFacts.wordList(of: ["Heat the oil.", "Add oil and Rice."]) == "heat oil add rice")
        #expect(SearchFacts.wordList(of: []) == "")
    }

    @Test func stopWordsAreShortSoTheyAreCheckedAsPackedBytes() {
        #expect(SearchFacts.stopWords.allSatisfy { $0.utf8.count <= 5 }, "isStopWord packs words of five bytes or fewer")
        #expect(SearchFacts.words(of: "The and a with into") == [])
    }

    @Test func theFactsOfARecipe() {
        let recipe = Recipe(id: "r", name: "R", category: "c", summary: "A quick soup.", servings: 4, prepMinutes: 10, cookMinutes: 20,
                            ingredients: [], steps: ["Simmer.", "Serve hot."])
        #expect(SearchFacts(recipe) == SearchFacts(summaryWords: "quick soup", stepWords: "simmer serve hot", totalMinutes: 30, servings: 4))
        let total = Recipe(id: "r", name: "R", category: "c", ingredients: [], steps: [], totalMinutes: 90)
        #expect(SearchFacts(total).totalMinutes == 90)
        #expect(SearchFacts(Recipe(id: "r", name: "R", category: "c", ingredients: [], steps: [])).totalMinutes == nil)
    }
}
