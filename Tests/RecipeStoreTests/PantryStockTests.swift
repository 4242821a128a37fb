import RecipeStore
import Testing
import TestSupport

/// What counts as stock (issue #32): stock that expired before today is no stock, so what needs
/// it is bought and a recipe ranks no higher for it; an item at or under its `low` mark in
/// `pantry.conf` is on the shopping list, needed by a recipe or not.
@Suite("Shopping: expired and low stock")
struct PantryStockTests {
    private let folder: CookFolder
    private let store: any RecipeStore

    init() throws {
        folder = try CookFolder(["Lemonade.cook": "Squeeze @lemons{5} with @sugar{50%g} into @milk{200%ml}.\n"])
        store = try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("pantry-stock"))
    }

    private func day(_ text: String) throws -> PantryDate { try #require(PantryDate(parsing: text)) }

    private func list(_ file: String, pantry: String, today: String) throws -> ShoppingList {
        ShoppingList(file: ShoppingListFile(parsing: file), checks: ShoppingCheckLog(parsing: ""), aisles: nil,
                     pantry: PantryConfig(parsing: pantry), today: try day(today), store: store, isFolder: true)
    }

    private func texts(_ list: ShoppingList, _ heading: ShoppingList.Heading) -> [String] {
        list.groups.first { $0.heading == heading }?.entries.map(\.text) ?? []
    }

    @Test func expiredStockIsBoughtAndSaidExpired() throws {
        let pantry = "lemons = { quantity = \"10\", expire = \"2026-04-10\" }\nsugar = \"1%kg\"\n"
        let after = try list("./Lemonade\n", pantry: pantry, today: "2026-04-11")
        #expect(texts(after, .other).contains("5 lemons (expired)"), "\(after.groups)")
        #expect(!texts(after, .pantry).contains { $0.contains("lemons") })
        let onTheDay = try list("./Lemonade\n", pantry: pantry, today: "2026-04-10")
        #expect(texts(onTheDay, .pantry).contains("5 lemons (have 10)"), "good on its expiry day")
    }

    /// Each row: the stock, its `low` mark, whether it is low (cases as pantry files write them).
    static let lowMarks: [(quantity: String, low: String, isLow: Bool)] = [
        ("1", "1", true),             // at the mark
        ("2", "1", false),
        ("0", "1", true),             // none left
        ("150%g", "0.2%kg", true),    // within a dimension
        ("250%g", "0.2%kg", false),
        ("1%l", "500%ml", false),
        ("2%tins", "2%tin", true),    // one unit, singular or plural
        ("2%tins", "1%kg", false),    // nothing to compare
        ("unlim", "1", false),
        ("some", "1", false),
    ]

    @Test(arguments: lowMarks) func lowMeansAtOrUnderTheMark(_ row: (quantity: String, low: String, isLow: Bool)) {
        let item = PantryConfig(parsing: "x = { quantity = \"\(row.quantity)\", low = \"\(row.low)\" }\n").items.first
        #expect(item?.isLow == row.isLow)
    }

    @Test func aLowItemIsOnTheListNeededOrNot() throws {
        let pantry = """
            milk = { quantity = "1%l", low = "1%l" }
            eggs = { quantity = "1", low = "2" }
            rice = { quantity = "2%kg", low = "500%g" }
            sugar = "1%kg"
            """
        let empty = try list("", pantry: pantry, today: "2026-04-11")
        #expect(texts(empty, .other) == ["milk (low: 1 l left)", "eggs (low: 1 left)"], "\(empty.groups)")
        let lemonade = try list("./Lemonade\n", pantry: pantry, today: "2026-04-11")
        #expect(texts(lemonade, .other).contains("200 ml milk (low: 1 l left)"), "needed, covered, yet low: bought")
        #expect(texts(lemonade, .other).filter { $0.contains("milk") }.count == 1, "once")
        #expect(texts(lemonade, .pantry) == ["50 g sugar (have 1 kg)"])
        let twice = try list("", pantry: "[fridge]\neggs = { quantity = \"1\", low = \"2\" }\n[cellar]\neggs = { quantity = \"0\", low = \"2\" }\n", today: "2026-04-11")
        #expect(texts(twice, .other) == ["eggs (low: 1 left)"], "one item, however many places keep it low")
    }

    /// Issue #32, a cook's second read-through: the aisle file's synonyms are one product in the
    /// pantry too. A low item is listed once, whichever synonym the pantry and the recipe use,
    /// and an empty or expired entry under one synonym never hides stock under another.
    @Test func stockUnderAnySynonymCountsAndALowItemIsListedOnce() throws {
        let sauce = try CookFolder(["Sauce.cook": "Simmer @tinned tomatoes{2%tins} in @oil{2%tbsp} with @salt{1%tsp}.\n"])
        let store = try CollectionOpener.open(path: sauce.path, cacheDirectory: try TemporaryFolder.make("pantry-synonyms"))
        let aisles = AisleConfig(parsing: """
            [tins]
            tin tomatoes | tinned tomatoes
            [oils]
            olive oil | extra virgin olive oil | oil
            [spices]
            salt | sea salt | flaky salt
            """)
        let pantry = PantryConfig(parsing: """
            "tinned tomatoes" = { quantity = "1%tins", low = "1%tin" }
            "extra virgin olive oil" = { quantity = "500%ml", expire = "2026-01-01" }
            oil = "1%l"
            salt = "0"
            "sea salt" = "1%kg"
            """)
        let list = ShoppingList(file: ShoppingListFile(parsing: "./Sauce\n"), checks: ShoppingCheckLog(parsing: ""), aisles: aisles,
                                pantry: pantry, today: try day("2026-04-11"), store: store, isFolder: true)
        let all = list.groups.flatMap { $0.entries.map(\.text) }
        #expect(all.filter { $0.contains("tomatoes") }.count == 1, "\(all)")
        #expect(all.contains("2 tins tin tomatoes (low: 1 tin left, buy 1 tin)"), "one tin, not `1 tins`: \(all)")
        #expect(texts(list, .pantry).contains("2 tbsp olive oil (have 1 l)"), "the fresh oil, not the expired olive oil: \(all)")
        #expect(texts(list, .pantry).contains("1 tsp salt (have 1 kg)"), "the sea salt, not salt = 0: \(all)")
        let cookable = CookableRecipe.rank(store: store, pantry: pantry, aisles: aisles, today: try day("2026-04-11"), isFolder: true)
        #expect(cookable.first?.missing == ["1 tin tin tomatoes"], "\(cookable.map(\.missing))")
    }

    @Test func cookableRankingIgnoresExpiredStock() throws {
        let pantry = "lemons = { quantity = \"10\", expire = \"2026-04-10\" }\nsugar = \"1%kg\"\nmilk = \"1%l\"\n"
        let expired = try #require(CookableRecipe.rank(store: store, pantry: PantryConfig(parsing: pantry), today: try day("2026-04-12"), isFolder: true).first)
        #expect(expired.percent == 66 && expired.missing == ["5 lemons (expired)"], "\(expired)")
        #expect(expired.expiring.isEmpty && expired.score == 66, "no bonus for what has gone off")
        let fresh = try #require(CookableRecipe.rank(store: store, pantry: PantryConfig(parsing: pantry), today: try day("2026-04-08"), isFolder: true).first)
        #expect(fresh.percent == 100 && fresh.score == 100 + CookableRecipe.expiringBonus)
    }
}
