import RecipeStore
import Testing

/// Which characters of a name a results list highlights for a query's words (issue #16).
@Suite("Search: highlighted matches in names")
struct SearchHighlightTests {
    private func marked(_ name: String, _ query: String) -> String {
        let ranges = SearchHighlight.ranges(in: name, words: SearchQuery.parse(query).matchedWords)
        return String(name.enumerated().map { index, character in ranges.contains { $0.contains(index) } ? character : "·" })
    }

    @Test func foldedWordsMapBackToTheCharactersTheyCameFrom() {
        #expect(marked("Phở bò", "pho") == "Phở···")
        #expect(marked("Apple Pie", "pie apple") == "Apple·Pie")
        #expect(marked("Weißwurst", "weiss") == "Weiß·····", "ß folds to two letters, one character is marked")
        #expect(marked("ＣＲＥＭＥ soda", "creme") == "ＣＲＥＭＥ·····")
        #expect(marked("麻婆豆腐", "豆腐") == "··豆腐")
    }

    @Test func excludedWordsAndFiltersAreNotHighlighted() {
        #expect(marked("Onion Soup", "soup -onion #french") == "······Soup")
        #expect(marked("Onion Soup", "ing:onion") == "··········")
    }

    @Test func overlappingAndRepeatedMatchesMerge() {
        #expect(SearchHighlight.ranges(in: "banana", words: ["ana"]) == [1..<6])
        #expect(SearchHighlight.ranges(in: "Pie Pie", words: ["pie"]) == [0..<3, 4..<7])
        #expect(SearchHighlight.ranges(in: "Pie", words: []) == [])
    }
}
