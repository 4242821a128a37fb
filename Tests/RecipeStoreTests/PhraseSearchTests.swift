import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// A phrase matches its words one after the other, in one field (issue #34, item 1): never a
/// recipe that only has each word somewhere — however many of those come first.
@Suite("Search: phrases are words in a row")
struct PhraseSearchTests {
    typealias F = CollectionFixtures

    /// The recipes of jhaydter-recipes that say "brown butter" (found by reading the files:
    /// four names and a hyphenated one; the steps that say it belong to them too).
    static let brownButter: Set<String> = [
        "cookies-and-bars/brown-butter-chocolate-chunk-cookies", "cookies-and-bars/brown-butter-iced-oatmeal-cookies",
        "cookies-and-bars/brown-butter-macadamia-nut", "ingredients/butter/brown-butter-with-sage",
        "breakfast/overnight-brown-butter-yeast-raised-waffles",
    ]

    enum Kind: String, CaseIterable { case memory, indexed }

    static func folder(_ kind: Kind) throws -> any RecipeStore {
        let folder = try ProjectPaths.sharedData("cook-collections/jhaydter-recipes/cook")
        switch kind {
        case .memory: return MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder))
        case .indexed: return try CollectionOpener.open(path: folder, cacheDirectory: try TemporaryFolder.make("phrase-folder"))
        }
    }

    @Test(arguments: Kind.allCases)
    func brownButterIsNotBrownSugarAndButter(kind: Kind) throws {
        let store = try Self.folder(kind)
        let hits = store.search(SearchQuery.parse(#""brown butter""#), limit: 500, favourites: [])
        #expect(Set(hits.map(\.recipe.id.rawValue)) == Self.brownButter, "\(hits.map(\.recipe.id))")
        #expect(store.search(SearchQuery.parse(#""brown butter" in:desserts"#), limit: 500, favourites: []).isEmpty)
        #expect(Set(store.search(SearchQuery.parse("brown butter"), limit: 500, favourites: []).map(\.recipe.id.rawValue)).isSuperset(of: Self.brownButter),
                "without quotes the words may be anywhere")
    }

    /// In the 764-recipe folder every recipe holding the words of "brown butter" is checked:
    /// the budget of reads is not reached (docs/search.md says so).
    @Test func theFolderIsCheckedWhole() throws {
        let collection = try FolderCollectionLoader.load(folder: try ProjectPaths.sharedData("cook-collections/jhaydter-recipes/cook"))
        let corpus = SearchCorpus(entries: collection.recipes.map(IndexEntry.init), categories: collection.categories)
        var reads = 0
        let engine = QueryEngine(corpus: corpus, recipe: { reads += 1; return collection.recipes[Int($0)] })
        let hits = engine.run(SearchQuery.parse(#""brown butter""#), limit: 500, favourites: [])
        #expect(Set(hits.map { collection.recipes[Int($0.position)].id.rawValue }) == Self.brownButter)
        #expect(reads > 100 && reads < QueryEvaluation.checkLimit, "\(reads) recipes read")
    }

    /// Eighty recipes with the words apart come before the two with the phrase: every one is
    /// checked, so none of them is shown (the check stopped after 64 and let the rest through).
    @Test func everyCandidateIsCheckedNotOnlyTheFirst64() throws {
        let scattered = (0..<80).map { F.recipe("cookie-\($0)", name: "Cookie \($0)", steps: ["Cream the brown sugar and butter."]) }
        let store = try F.store(F.json(recipes: scattered + [
            F.recipe("blondies", name: "Blondies", steps: ["Whisk the sugar into the brown butter."]),
            F.recipe("sage-pasta", name: "Sage Pasta", summary: "Pasta in brown butter with sage."),
        ]))
        #expect(store.search(#""brown butter""#, limit: 500).map(\.recipe.id) == ["sage-pasta", "blondies"], "the description ranks above the steps")
        #expect(store.search(#"cream -"brown butter""#, limit: 500).count == 80, "an excluded phrase leaves out only the recipes holding it")
    }

    @Test func aPhraseDoesNotRunFromOneStepIntoTheNextAndIgnoresPunctuation() throws {
        let store = try F.store(F.json(recipes: [
            F.recipe("across", name: "Across", steps: ["Let it brown", "Butter the tin."]),
            F.recipe("hyphen", name: "Brown-Butter Waffles"),
            F.recipe("comma", name: "Comma", steps: ["Add the brown, butter and flour."]),
        ]))
        #expect(store.search(#""brown butter""#, limit: 10).map(\.recipe.id) == ["hyphen", "comma"])
        #expect(!store.search("brown butter", limit: 10).isEmpty, "the words are there, apart")
        #expect(store.search("brown-butter", limit: 10).map(\.recipe.id) == ["hyphen", "comma"], "a hyphenated word is its words in a row")
    }

    @Test func aPhraseFoundWordByWordInTheDescriptionButInOrderInTheStepsSaysSteps() throws {
        let store = try F.store(F.json(recipes: [
            F.recipe("a", name: "A", summary: "Butter, then brown it.", steps: ["Serve with brown butter."]),
        ]))
        let hits = store.search(#""brown butter""#, limit: 10)
        #expect(hits.map(\.why) == ["steps"])
        #expect(hits.map(\.rank) == [.steps])
    }

    /// Checks read recipes only for the hits that could be shown, and never more than the
    /// budget: 300 candidates, a limit of 5, all holding the phrase — five reads.
    @Test func checksReadOnlyWhatCouldBeShown() throws {
        let recipes = (0..<300).map { Recipe(id: RecipeID("r\($0)"), name: "R \($0)", category: "c", ingredients: [], steps: ["Make a brown butter."]) }
        let corpus = SearchCorpus(entries: recipes.map(IndexEntry.init), categories: [Category(id: "c", name: "C")])
        var reads = 0
        let engine = QueryEngine(corpus: corpus, recipe: { reads += 1; return recipes[Int($0)] })
        #expect(engine.run(SearchQuery.parse(#""brown butter""#), limit: 5, favourites: []).count == 5)
        #expect(reads == 5)
        reads = 0
        let scattered = (0..<3_000).map { Recipe(id: RecipeID("s\($0)"), name: "S \($0)", category: "c", ingredients: [], steps: ["Brown the onion in butter."]) }
        let many = QueryEngine(corpus: SearchCorpus(entries: scattered.map(IndexEntry.init), categories: [Category(id: "c", name: "C")]),
                               recipe: { reads += 1; return scattered[Int($0)] })
        #expect(many.run(SearchQuery.parse(#""brown butter""#), limit: 500, favourites: []).isEmpty)
        #expect(reads == QueryEvaluation.checkLimit, "past the budget nothing unchecked is shown")
    }
}
