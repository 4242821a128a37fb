import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// Typo tolerance (issue #34, item 2): a word of 4+ letters that no recipe holds finds the
/// words one edit away (two from 8 letters; a swap of neighbours is one), after every exact
/// and prefix match; a query that still finds nothing is offered the nearest word.
@Suite("Search: typos")
struct TypoToleranceTests {
    typealias F = CollectionFixtures

    enum Kind: String, CaseIterable { case memory, indexed }

    static func bundled(_ kind: Kind) throws -> any RecipeStore {
        let directory = try TemporaryFolder.make("typos")
        return try CollectionOpener.open(path: ProjectPaths.bundledCollection, cacheDirectory: directory, threshold: kind == .memory ? Int.max : 0)
    }

    private func ids(_ store: any RecipeStore, _ query: String, limit: Int = 500) -> [String] {
        store.search(SearchQuery.parse(query), limit: limit, favourites: []).map(\.recipe.id.rawValue)
    }

    /// The issue's four misspellings, on the bundled collection: what each was meant to find
    /// (read from Resources/recipes.json) comes first.
    @Test(arguments: Kind.allCases)
    func theIssuesMisspellingsFindWhatWasMeant(kind: Kind) throws {
        let store = try Self.bundled(kind)
        let chicken = ids(store, "chiken")
        #expect(Array(chicken.prefix(4)).sorted() == ["chicken-curry", "chicken-noodle-soup", "chicken-stock", "roast-chicken"], "\(chicken)")
        #expect(Array(ids(store, "spagetti").prefix(1)) == ["spaghetti-carbonara"])
        #expect(Set(ids(store, "parmesean")).isSuperset(of: ["spaghetti-carbonara", "lasagne", "minestrone", "caesar-salad"]))
        #expect(Set(ids(store, "tomatoe")).isSuperset(of: ["roasted-tomato-soup", "tomato-sauce", "tomato-egg-stir-fry", "chicken-curry"]))
        let why = store.search(SearchQuery.parse("chiken"), limit: 1, favourites: []).first
        #expect(why?.rank == .similar)
        #expect(why?.why == "≈ chicken")
    }

    @Test func lengthsAndEdits() throws {
        let store = try F.store(F.json(recipes: [
            F.recipe("stew", name: "Lamb Stew"),
            F.recipe("pie", name: "Pie"),
            F.recipe("chicken", name: "Chicken Soup"),
            F.recipe("spaghetti", name: "Spaghetti Bolognese"),
            F.recipe("cardamom", name: "Cardamom Buns"),
        ]))
        #expect(store.search("lamv", limit: 10).map(\.recipe.id) == ["stew"], "4 letters: one edit")
        #expect(store.search("pye", limit: 10).isEmpty, "3 letters: none")
        #expect(store.search("chikcen", limit: 10).map(\.recipe.id) == ["chicken"], "a swap of neighbours is one edit")
        #expect(store.search("chckn", limit: 10).isEmpty, "5 letters, two edits: too far")
        #expect(store.search("spagetty", limit: 10).map(\.recipe.id) == ["spaghetti"], "8 letters: two edits")
        #expect(store.search("cardamon", limit: 10).map(\.recipe.id) == ["cardamom"])
        #expect(store.search("-lamv", limit: 10).count == 5, "an exclusion is never taken for a typo: the stew stays")
        #expect(store.search("-lamv pie", limit: 10).map(\.recipe.id) == ["pie"])
    }

    /// A word a recipe holds is no typo: `bake` does not bring the cakes; and what a typo
    /// finds comes after everything found as typed.
    @Test func similarWordsNeverFloodTheResults() throws {
        let store = try F.store(F.json(recipes: [
            F.recipe("cake", name: "Sponge Cake", steps: ["Whisk."]),
            F.recipe("bread", name: "Bread", steps: ["Bake for an hour."]),
            F.recipe("tomato-soup", name: "Tomato Soup", steps: ["Simmer."]),
            F.recipe("salad", name: "Salad", steps: ["Slice the tomatoes."]),
        ]))
        #expect(store.search("bake", limit: 10).map(\.recipe.id) == ["bread"])
        let tomatoes = store.search("tomatoe", limit: 10)
        #expect(tomatoes.map(\.recipe.id) == ["salad", "tomato-soup"], "the prefix match first, then the spelling nearly so")
        #expect(tomatoes.map(\.rank) == [.steps, .similar])
    }

    /// The words of the collection are gathered only when a word it does not hold is typed:
    /// a search for words it holds (every keystroke of a name) never pays for it.
    @Test func theSpellingVocabularyIsMadeOnlyForATypo() throws {
        let recipes = [Recipe(id: "soup", name: "Chicken Soup", category: "c", ingredients: [], steps: ["Simmer the stock."])]
        let corpus = SearchCorpus(entries: recipes.map(IndexEntry.init), categories: [Category(id: "c", name: "C")])
        let engine = QueryEngine(corpus: corpus, recipe: { recipes[Int($0)] })
        for query in ["chicken", "chicken soup", "simmer", "stock -beef", #""chicken soup""#, "soup #c", "chi"] {
            _ = engine.run(SearchQuery.parse(query), limit: 50, favourites: [])
        }
        #expect(!corpus.spelling.isMade)
        #expect(engine.run(SearchQuery.parse("chiken"), limit: 50, favourites: []).map(\.position) == [0])
        #expect(corpus.spelling.isMade)
    }

    @Test(arguments: Kind.allCases)
    func aQueryThatFindsNothingIsOfferedTheNearestWord(kind: Kind) throws {
        let store = try Self.bundled(kind)
        func suggestion(_ text: String) -> String? { store.suggestion(for: SearchQuery.parse(text), favourites: []) }
        #expect(ids(store, "chikn").isEmpty, "two edits from chicken: too far to find")
        #expect(suggestion("chikn") == "chicken")
        #expect(suggestion("Chikn soup") == "chicken soup", "the other words kept as typed")
        #expect(suggestion("chicken") == nil, "it finds something")
        #expect(suggestion("chikn #dessert") == nil, "chicken #dessert finds nothing either")
        #expect(suggestion("zqxwv") == nil, "nothing near")
    }

    @Test(arguments: [
        ("chicken", "chiken", 1), ("chicken", "chikcen", 1), ("spaghetti", "spagetti", 1), ("parmesan", "parmesean", 1),
        ("tomato", "tomatoe", 1), ("chicken", "chikn", 2), ("abcd", "badc", 2), ("κρέμα", "κρεμα", 1), ("soup", "soup", 0),
        ("chicken", "kitchen", nil),
    ] as [(String, String, Int?)])
    func editDistanceCountsASwapAsOne(a: String, b: String, distance: Int?) {
        #expect(EditDistance.between(a, b, limit: 2) == distance)
        #expect(EditDistance.between(b, a, limit: 2) == distance)
    }
}
