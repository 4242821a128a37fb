import Foundation
import RecipeStore
import Testing
import TestSupport

/// The query language run over a collection (issue #16), asked of the in-memory store and of
/// the on-disk index built from the same file: both must give these answers, in this order,
/// with these reasons.
@Suite("Search query language: results")
struct QueryEngineTests {
    enum Kind: String, CaseIterable { case memory, indexed }

    static func store(_ kind: Kind) throws -> any RecipeStore {
        let directory = try TemporaryFolder.make("query")
        let path = directory + "/search.json"
        try Data(SearchFixtures.json.utf8).write(to: URL(fileURLWithPath: path))
        return try CollectionOpener.open(path: path, cacheDirectory: directory, threshold: kind == .memory ? Int.max : 0)
    }

    private func ids(_ store: any RecipeStore, _ query: String, favourites: Set<RecipeID> = []) -> [String] {
        store.search(SearchQuery.parse(query), limit: 50, favourites: favourites).map(\.recipe.id.rawValue)
    }

    @Test(arguments: Kind.allCases)
    func theFirstUsersSearches(kind: Kind) throws {
        let store = try Self.store(kind)
        #expect((kind == .indexed) == (store is IndexedRecipeStore))
        #expect(ids(store, "pho") == ["pho-bo"], "Phở folds to pho")
        #expect(ids(store, "pie apple") == ["apple-pie", "cider-pork"], "any order; both words in the name rank first")
        #expect(ids(store, "#sichuan") == ["mapo-tofu"])
        #expect(ids(store, "mapo") == ["mapo-tofu"], "the id")
        #expect(ids(store, "ing:garlic -ing:onions") == ["mapo-tofu", "garlic-bread"])
    }

    @Test(arguments: Kind.allCases)
    func rankingNameThenIdTagsIngredientsDescriptionSteps(kind: Kind) throws {
        let hits = try Self.store(kind).search(SearchQuery.parse("apple"), limit: 50, favourites: [])
        #expect(hits.map(\.recipe.id.rawValue) == ["apple-pie", "apple-crumble", "cider-pork"])
        #expect(hits.map(\.rank) == [.namePrefix, .id, .steps])
        #expect(hits.map(\.why) == [nil, "id: apple-crumble", "steps"])
        let onion = try Self.store(kind).search(SearchQuery.parse("onion"), limit: 50, favourites: [])
        #expect(onion.map(\.recipe.id.rawValue) == ["onion-soup", "pho-bo"])
        #expect(onion.map(\.why) == [nil, "steps"])
        let baking = try Self.store(kind).search(SearchQuery.parse("baking"), limit: 50, favourites: [])
        #expect(baking.map(\.recipe.id.rawValue) == ["apple-pie", "garlic-bread", "apple-crumble"], "ties keep the collection's order")
        #expect(Set(baking.map(\.why)) == ["tag: baking"])
        let broth = try Self.store(kind).search(SearchQuery.parse("broth"), limit: 50, favourites: [])
        #expect(broth.map(\.why) == ["description"], "the description ranks above the steps that also say it")
        #expect(try ids(Self.store(kind), "garlic") == ["garlic-bread", "mapo-tofu", "onion-soup"])
    }

    @Test(arguments: Kind.allCases)
    func filtersAloneKeepTheCollectionsOrderAndSayWhy(kind: Kind) throws {
        let store = try Self.store(kind)
        let hits = store.search(SearchQuery.parse("#vegetarian"), limit: 50, favourites: [])
        #expect(hits.map(\.recipe.id.rawValue) == ["garlic-bread", "onion-soup"])
        #expect(hits.map(\.rank) == [.filtered, .filtered])
        #expect(hits.map(\.why) == ["tag: vegetarian", "tag: vegetarian"])
        #expect(ids(store, "in:soups") == ["pho-bo", "onion-soup"])
        #expect(ids(store, "in:des") == ["apple-pie", "apple-crumble"], "a category name prefix")
        #expect(ids(store, "time<30m") == ["mapo-tofu", "garlic-bread"], "prep + cook: 25 and 15 minutes")
        #expect(ids(store, "time<=1h") == ["mapo-tofu", "garlic-bread", "apple-crumble", "cider-pork"], "the crumble's 60 minutes included")
        #expect(ids(store, "time>=2h") == ["pho-bo"])
        #expect(ids(store, "serves>=6") == ["apple-pie", "apple-crumble"])
        #expect(ids(store, "serves=2") == ["cider-pork"])
        #expect(ids(store, "@fav", favourites: ["onion-soup", "pho-bo", "no-such-recipe"]) == ["pho-bo", "onion-soup"])
        #expect(ids(store, "#bak") == ["apple-pie", "garlic-bread", "apple-crumble"], "a tag prefix")
    }

    @Test(arguments: Kind.allCases)
    func combinationsAndExclusions(kind: Kind) throws {
        let store = try Self.store(kind)
        #expect(ids(store, "ing:garlic -ing:onion #vegetarian time<45m") == ["garlic-bread"])
        #expect(ids(store, "#baking -apple") == ["garlic-bread"], "an excluded word matches anywhere: the crumble's id")
        #expect(ids(store, "-#baking -#vegetarian") == ["pho-bo", "mapo-tofu", "cider-pork"], "exclusions alone keep the rest")
        #expect(ids(store, "soup -@fav", favourites: ["onion-soup"]) == ["pho-bo"])
        #expect(ids(store, "in:soups #vegetarian") == ["onion-soup"])
        #expect(ids(store, "apple zzz") == [], "every word must match")
        #expect(ids(store, "chicken and rice") == [], "a common word is not required, the others still are")
        #expect(ids(store, "garlic and bread") == ["garlic-bread"])
        #expect(ids(store, "the and") == [], "common words alone are still required")
    }

    @Test(arguments: Kind.allCases)
    func phrasesKeepTheirOrder(kind: Kind) throws {
        let store = try Self.store(kind)
        #expect(ids(store, #""apple pie""#) == ["apple-pie"])
        #expect(ids(store, #""pie apple""#) == [])
        #expect(ids(store, #""garlic butter""#) == ["garlic-bread"], "the words of a step")
        #expect(ids(store, #""fill the crust""#) == ["apple-pie"], "common words inside a phrase count for its order")
        #expect(ids(store, #""crust the fill""#) == [])
        #expect(ids(store, #"#baking -"garlic butter""#) == ["apple-pie", "apple-crumble"], "an excluded phrase")
        #expect(ids(store, #"#baking -"butter garlic""#) == ["apple-pie", "garlic-bread", "apple-crumble"], "out of order: not excluded")
    }

    @Test(arguments: Kind.allCases)
    func malformedTermsSearchAsText(kind: Kind) throws {
        let store = try Self.store(kind)
        #expect(ids(store, "time<") == [])
        #expect(ids(store, "ing:") == [])
        #expect(ids(store, "ing: garlic") == [], "ing: alone is a word every recipe lacks")
        #expect(ids(store, "") == [])
    }

    @Test(arguments: Kind.allCases)
    func cjkByCharacterAndTheIdWhenTheNameIsNotLatin(kind: Kind) throws {
        let store = try Self.store(kind)
        #expect(ids(store, "豆腐") == ["mapo-tofu"])
        let tofu = store.search(SearchQuery.parse("tofu"), limit: 10, favourites: [])
        #expect(tofu.map(\.why) == ["id: mapo-tofu"])
        #expect(ids(store, "川菜") == ["mapo-tofu"], "the description, character by character")
    }

    @Test(arguments: Kind.allCases)
    func aPhraseStillBeingTypedFindsItsLastWordAsAPrefix(kind: Kind) throws {
        let store = try Self.store(kind)
        #expect(ids(store, #""an apple pu"#) == ["apple-crumble"], "the description says “An apple pudding”")
        #expect(ids(store, #""apple pu""#) == ["apple-crumble"])
    }

    @Test(arguments: Kind.allCases)
    func theWordsOfTheWholeNameInAnyOrderAreTheExactName(kind: Kind) throws {
        let hits = try Self.store(kind).search(SearchQuery.parse("pie apple"), limit: 5, favourites: [])
        #expect(hits.first?.recipe.id == "apple-pie")
        #expect(hits.first?.rank == .exactName)
    }

    @Test func anExcludedWordInsideAnotherWordOfANameDoesNotExclude() throws {
        let F = CollectionFixtures.self
        let store = try F.store(F.json(recipes: [
            F.recipe("graham", name: "Graham Cracker Chicken", ingredients: ["chicken"]),
            F.recipe("ham-hock", name: "Ham Hock and Chicken", ingredients: ["chicken", "ham hock"]),
        ]))
        #expect(store.search("chicken -ham", limit: 10).map(\.recipe.id) == ["graham"])
    }

    /// A Cooklang recipe's id holds its folder (`Mains/leek-soup`): only the file's name is
    /// searched as the id, the folder being the category (`in:`).
    @Test func aFoldersNameIsNotSearchedAsEveryRecipesId() throws {
        let store = MemoryRecipeStore(try FolderCollectionLoader.load(folder: AppFixtures.kitchenFolder))
        #expect(store.search("mains", limit: 10).allSatisfy { $0.rank != .id }, "\(store.search("mains", limit: 10))")
        #expect(store.search("leek", limit: 10).first.map { $0.rank <= .id } == true)
        #expect(!store.search(SearchQuery.parse("in:mains"), limit: 10, favourites: []).isEmpty)
    }
}
