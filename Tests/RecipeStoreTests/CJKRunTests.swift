import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// In scripts written without spaces a query term matches a run of characters, never
/// characters scattered through a recipe (issue #34, item 3).
@Suite("Search: CJK and Thai text is matched as a run")
struct CJKRunTests {
    typealias F = CollectionFixtures

    enum Kind: String, CaseIterable { case memory, indexed }

    /// みそ: ざるそば has み (in みりん) and そ (in そば) but never みそ; 味噌汁 is written in kanji.
    @Test(arguments: Kind.allCases)
    func misoIsNotMirinAndSoba(kind: Kind) throws {
        let directory = try TemporaryFolder.make("cjk")
        let store = try CollectionOpener.open(path: ProjectPaths.bundledCollection, cacheDirectory: directory, threshold: kind == .memory ? Int.max : 0)
        func ids(_ query: String) -> [String] { store.search(SearchQuery.parse(query), limit: 500, favourites: []).map(\.recipe.id.rawValue) }
        #expect(ids("みそ") == [])
        #expect(ids("味噌") == ["miso-soup"])
        #expect(ids("みりん").contains("zaru-soba"), "a run that is there is found")
        #expect(ids("豆腐").first == "mapo-tofu")
    }

    @Test func aRunInTheStepsIsFoundAndScatteredCharactersAreNot() throws {
        let store = try F.store(F.json(recipes: [
            F.recipe("miso", name: "Miso Soup", steps: ["だしにみそを溶く。"]),
            F.recipe("soba", name: "Zaru Soba", steps: ["みりんとそばつゆ。"]),
            F.recipe("tom-yum", name: "Tom Yum", steps: ["ต้มยำกุ้งน้ำใส"]),
            F.recipe("scattered-thai", name: "Shrimp", steps: ["ต้มน้ำ แล้วใส่กุ้ง"]),
        ]))
        #expect(store.search("みそ", limit: 10).map(\.recipe.id) == ["miso"])
        #expect(store.search("-みそ", limit: 10).map(\.recipe.id) == ["soba", "tom-yum", "scattered-thai"], "excluded as a run too")
        #expect(store.search("ยำ", limit: 10).map(\.recipe.id) == ["tom-yum"], "inside a run of Thai")
        #expect(store.search("ต้มยำ", limit: 10).map(\.recipe.id) == ["tom-yum"])
        #expect(store.search("ต้มกุ้ง", limit: 10).map(\.recipe.id) == [], "ต้ม and กุ้ง apart")
        #expect(store.search("กุ้ง", limit: 10).map(\.recipe.id) == ["tom-yum", "scattered-thai"])
    }

    @Test func theRunMatcherTokens() throws {
        let miso = try #require(PhraseMatcher("みそ"))
        #expect(miso.occurs(inFolded: "だしにみそを溶く"))
        #expect(!miso.occurs(inFolded: "みりんとそば"))
        #expect(!miso.occurs(inFolded: "み そ"), "written apart is not a run")
        let phrase = try #require(PhraseMatcher("brown butter"))
        #expect(phrase.occurs(inFolded: "the brown-butter waffles"))
        #expect(phrase.occurs(inFolded: "add brown buttery crumbs"), "the last word may be a prefix")
        #expect(!phrase.occurs(inFolded: "browned butter"))
        #expect(!phrase.occurs(inFolded: "brown sugar and butter"))
        #expect(PhraseMatcher("butter") == nil, "one word is matched without a matcher")
    }
}
