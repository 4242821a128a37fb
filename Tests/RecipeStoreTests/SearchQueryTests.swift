import RecipeStore
import Testing

/// The query language (issue #16) as parsed: every term kind, exclusions, quotes, and the
/// incomplete terms that are searched as text with a reading for the status line.
@Suite("Search query language: parsing")
struct SearchQueryTests {
    typealias Q = SearchQuery

    private func clauses(_ text: String) -> [Q.Clause] { Q.parse(text).clauses }

    @Test func wordsAreFoldedAndKeptInOrder() {
        #expect(clauses("Pie  APPLE") == [Q.Clause(.word("pie")), Q.Clause(.word("apple"))])
        #expect(clauses("Phở") == [Q.Clause(.word("pho"))])
        #expect(Q.parse("   ").isEmpty)
    }

    @Test func everyTermKind() {
        #expect(clauses(#""apple pie" #Sichuan in:Mains ing:Garlic time<30m time<=1h serves>=4 @fav"#) == [
            Q.Clause(.phrase("apple pie")), Q.Clause(.tag("sichuan")), Q.Clause(.category("mains")),
            Q.Clause(.ingredient(IngredientKey("garlic"))), Q.Clause(.time(.less, minutes: 30)), Q.Clause(.time(.atMost, minutes: 60)),
            Q.Clause(.serves(.atLeast, 4)), Q.Clause(.favourites),
        ])
        #expect(Q.parse("ing:onions").clauses == [Q.Clause(.ingredient(IngredientKey("onion")))], "normalised like the ingredient index")
        #expect(Q.parse(#"ing:"olive oil""#).clauses == [Q.Clause(.ingredient(IngredientKey("olive oil")))])
        #expect(Q.parse(#"#"gluten free""#).clauses == [Q.Clause(.tag("gluten free"))], "a tag with a space, quoted")
        #expect(Q.parse("servings=2 time>90 time>=1h30").clauses == [
            Q.Clause(.serves(.equal, 2)), Q.Clause(.time(.more, minutes: 90)), Q.Clause(.time(.atLeast, minutes: 90)),
        ])
    }

    @Test func aMinusExcludesAnyTerm() {
        #expect(clauses("-onion -#spicy -ing:onion -\"red onion\" -@fav") == [
            Q.Clause(.word("onion"), excluded: true), Q.Clause(.tag("spicy"), excluded: true),
            Q.Clause(.ingredient(IngredientKey("onion")), excluded: true), Q.Clause(.phrase("red onion"), excluded: true),
            Q.Clause(.favourites, excluded: true),
        ])
        #expect(clauses("-") == [Q.Clause(.word("-"))], "a lone minus is text")
    }

    @Test(arguments: [
        ("time<", [SearchQuery.Clause(.word("time<"))], "“time<”: a time needs a duration such as 30m, 1h or 1h30; searched as text"),
        ("time<soon", [SearchQuery.Clause(.word("time<soon"))], "“time<soon”: a time needs a duration such as 30m, 1h or 1h30; searched as text"),
        ("ing:", [SearchQuery.Clause(.word("ing:"))], "“ing:”: an ingredient needs a name; searched as text"),
        ("in:", [SearchQuery.Clause(.word("in:"))], "“in:”: a category needs a name; searched as text"),
        ("#", [SearchQuery.Clause(.word("#"))], "“#”: a tag needs a name; searched as text"),
        ("serves>=many", [SearchQuery.Clause(.word("serves>=many"))], "“serves>=many”: servings need a number; searched as text"),
        ("\"apple pie", [SearchQuery.Clause(.phrase("apple pie"))], "“\"apple pie” has no closing quote; read as a phrase to the end"),
    ])
    func incompleteTermsAreTextAndSaySo(text: String, expected: [SearchQuery.Clause], reading: String) {
        let query = SearchQuery.parse(text)
        #expect(query.clauses == expected)
        #expect(query.readings == [reading])
    }

    @Test func wordsWithAColonOrComparisonThatAreNoTermsAreText() {
        #expect(clauses("timer 1:2 mapo-tofu @home") == [Q.Clause(.word("timer")), Q.Clause(.word("1:2")), Q.Clause(.word("mapo-tofu")), Q.Clause(.word("@home"))])
        #expect(Q.parse("timer 1:2").readings.isEmpty)
    }

    @Test(arguments: [("45", 45), ("45m", 45), ("45min", 45), ("45mins", 45), ("2h", 120), ("1h30", 90), ("1h30m", 90), ("1.5h", 90)])
    func durations(text: String, minutes: Int) {
        #expect(Q.parse("time<=" + text).clauses == [Q.Clause(.time(.atMost, minutes: minutes))])
    }

    @Test func theWordsANameHighlights() {
        #expect(Q.parse(#"pie -apple "crust top" #baking"#).matchedWords == ["pie", "crust top"])
    }
}
