import RecipeStore
import Testing
import TestSupport

@Suite("Search: ranking, diacritics, CJK")
struct SearchTests {
    typealias F = CollectionFixtures

    let store: MemoryRecipeStore

    init() throws {
        store = try F.store(F.json(recipes: [
            F.recipe("pineapple-salsa", name: "Pineapple Salsa", ingredients: ["pineapple"]),
            F.recipe("apple-pie", name: "Apple Pie", category: "desserts", ingredients: ["apples"]),
            F.recipe("toffee-apple", name: "Toffee Apple", category: "desserts", ingredients: ["apples", "sugar"]),
            F.recipe("apple", name: "Apple", category: "desserts", ingredients: ["apple"]),
            F.recipe("crumble", name: "Rhubarb Crumble", category: "desserts", tags: ["applesauce-free"], ingredients: ["rhubarb", "crab apples"]),
            F.recipe("creme-brulee", name: "Crème brûlée", category: "desserts", ingredients: ["cream", "egg yolks"]),
            F.recipe("apfelkuchen", name: "Äpfelkuchen", category: "desserts", ingredients: ["äpfel"]),
            F.recipe("mapo-tofu", name: "麻婆豆腐", ingredients: ["豆腐", "花椒"]),
            F.recipe("egg-fried-rice", name: "蛋炒饭", ingredients: ["鸡蛋", "rice"]),
            F.recipe("tofu-soup", name: "豆腐汤", category: "soups", ingredients: ["豆腐"]),
            F.recipe("full-width", name: "ＣＲＥＭＥ ｓｏｄａ", category: "soups", ingredients: ["soda"]),
        ]))
    }

    private func names(_ query: String, limit: Int = 20) -> [String] { store.search(query, limit: limit).map(\.recipe.name) }

    @Test func exactThenPrefixThenWordThenInside() {
        let hits = store.search("apple", limit: 20)
        #expect(hits.map(\.recipe.name) == ["Apple", "Apple Pie", "Toffee Apple", "Pineapple Salsa", "Rhubarb Crumble"])
        #expect(hits.map(\.rank) == [.exactName, .namePrefix, .nameWord, .nameInside, .tag])
        #expect(hits.map(\.why) == [nil, nil, nil, nil, "tag: applesauce-free"])
    }

    @Test func theLimitKeepsTheBest() {
        #expect(names("apple", limit: 2) == ["Apple", "Apple Pie"])
        #expect(names("apple", limit: 0) == [])
    }

    @Test func caseAndDiacriticsDoNotMatter() {
        #expect(names("CREME") == ["Crème brûlée", "ＣＲＥＭＥ ｓｏｄａ"])
        #expect(names("brulee") == ["Crème brûlée"])
        #expect(names("BRÛLÉE") == ["Crème brûlée"])
        #expect(names("apfel") == ["Äpfelkuchen"])
        #expect(names("  crème ") == ["Crème brûlée", "ＣＲＥＭＥ ｓｏｄａ"])
    }

    @Test func cjkSearchMatchesAnyRunOfCharacters() {
        #expect(names("麻婆") == ["麻婆豆腐"])
        #expect(store.search("豆腐", limit: 10).map(\.recipe.name) == ["豆腐汤", "麻婆豆腐"])
        #expect(store.search("豆腐", limit: 10).map(\.rank) == [.namePrefix, .nameWord])
        #expect(names("炒饭") == ["蛋炒饭"])
        #expect(names("鸡蛋") == ["蛋炒饭"])
    }

    @Test func searchCoversIngredientsAndTags() {
        #expect(names("rhubarb") == ["Rhubarb Crumble"])
        #expect(names("sugar") == ["Toffee Apple"])
        #expect(names("yolk") == ["Crème brûlée"])
        #expect(names("applesauce") == ["Rhubarb Crumble"])
    }

    @Test func nothingMatchesNothing() {
        #expect(names("") == [])
        #expect(names("   ") == [])
        #expect(names("zzz") == [])
    }
}
