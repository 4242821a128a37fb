import Foundation
import RecipeStore
import Testing
import TestSupport

/// Cooklang's `pantry.conf` (issue #17): read with its sections, stock and dates; what it covers
/// of a shopping list goes under "In your pantry", what it covers in part is taken off.
@Suite("Shopping: the pantry")
struct PantryTests {
    @Test func theSeedsPantryIsReadWhole() throws {
        let seed = try ProjectPaths.sharedData("cook-collections/cookcli-seed")
        let pantry = PantryConfig(parsing: try String(contentsOfFile: seed + "/config/pantry.conf", encoding: .utf8))
        #expect(pantry.problems.isEmpty)
        #expect(pantry.items.first == PantryItem(name: "water", section: nil, stock: .unlimited, line: 1, quantityText: "unlim"), "before any section: none")
        let butter = pantry.item(named: "Butter")
        #expect(butter == PantryItem(name: "butter", section: "fridge", stock: .amount(250, unit: "g"),
                                     expire: PantryDate(year: 2026, month: 4, day: 15), line: 4, quantityText: "250%g", expireText: "2026-04-15"))
        #expect(pantry.item(named: "eggs")?.stock == .amount(12, unit: ""))
        #expect(pantry.item(named: "eggs")?.bought == "2026-03-07")
        #expect(pantry.item(named: "fennel seeds")?.stock == .some("some"))
        #expect(pantry.item(named: "tinned tomatoes")?.isStocked == false, "0 on hand is none")
        #expect(pantry.item(named: "smoked paprika")?.section == "spice rack")
        #expect(pantry.item(named: "saffron") == nil)
    }

    @Test func mistakesAreSaidWithTheirLineAndTheRestCounts() {
        let pantry = PantryConfig(parsing: """
            [fridge]
            milk = { quantity = "1%l", colour = "white" }
            cheese = { expire = "31.02.2026" }
            eggs = 12
            yoghurt = { expire = "15.05.2026" }
            rice = "5%kg"
            """)
        #expect(pantry.problems == [
            LineProblem(line: 2, message: "“milk” has an unknown attribute “colour”; valid attributes are: bought, expire, quantity, low"),
            LineProblem(line: 3, message: "“cheese”: expire “31.02.2026” is not a date; write YYYY-MM-DD or DD.MM.YYYY"),
            LineProblem(line: 4, message: "“eggs” must be a quantity string (\"500%g\") or { quantity = …, expire = … }"),
        ])
        #expect(pantry.items.map(\.name) == ["milk", "cheese", "yoghurt", "rice"], "a bad attribute leaves the rest of its item")
        #expect(pantry.item(named: "milk")?.stock == .amount(1, unit: "l") && pantry.item(named: "cheese")?.expire == nil)
        #expect(pantry.item(named: "yoghurt")?.stock == .some(nil), "no quantity: some, amount not said")
        #expect(pantry.item(named: "yoghurt")?.expire?.description == "2026-05-15", "Cooklang's DD.MM.YYYY")
        let broken = PantryConfig(parsing: "[fridge]\nmilk = { quantity = \"1%l\"\n")
        #expect(broken.problems == [LineProblem(line: 2, message: "column 26: expected \",\" or \"}\"; an inline table must end with \"}\" on the line it starts")])
    }

    @Test func anItemNestedThirtyThousandLevelsDeepIsAProblemNotACrash() {
        let deep = String(repeating: "{ a = ", count: 30_000) + "1" + String(repeating: " }", count: 30_000)
        let pantry = PantryConfig(parsing: "[fridge]\nmilk = \(deep)\nbutter = \"250%g\"\n")
        #expect(pantry.problems == [LineProblem(line: 2, message: "column \(8 + 128 * 6): lists and inline tables are nested more than 128 levels deep")])
        #expect(pantry.items.map(\.name) == ["butter"], "the rest of the file still counts")
    }

    /// Issue #30: a pantry of thousands of bad lines was read again whole once per bad line
    /// (a megabyte of them took 20 s) and past a thousand it came out empty; now the re-reads
    /// are bounded and the rest is read a line at a time, so what is good still counts.
    @Test func thousandsOfBadLinesNeverEmptyThePantry() {
        let text = "[fridge]\nmilk = \"1%l\"\n" + String(repeating: "milk = \"2%l\"\n", count: 2_000) + "[baking]\nflour = \"1%kg\"\n"
        let pantry = PantryConfig(parsing: text)
        #expect(pantry.item(named: "flour") == PantryItem(name: "flour", section: "baking", stock: .amount(1, unit: "kg"), line: 2_004, quantityText: "1%kg"))
        #expect(pantry.item(named: "milk")?.stock == .amount(1, unit: "l"), "the first milk, as written")
        #expect(pantry.problems.contains { $0.message == "too many lines could not be read; the rest is read a line at a time" })
        #expect(pantry.problems.count <= 1_001, "at most a thousand lines said")
    }

    @Test func datesReadBothWaysAndCountDays() throws {
        #expect(PantryDate(parsing: "2026-04-15") == PantryDate(parsing: "15.04.2026"))
        #expect(PantryDate(parsing: "1970-01-01")?.day == 0)
        #expect(PantryDate(parsing: "2000-03-01")!.day - PantryDate(parsing: "2000-02-28")!.day == 2, "2000 is a leap year")
        #expect(PantryDate(parsing: "1900-03-01")!.day - PantryDate(parsing: "1900-02-28")!.day == 1, "1900 is not")
        #expect(PantryDate(parsing: "2023-02-29") == nil && PantryDate(parsing: "2026/04/15") == nil && PantryDate(parsing: "15.4.26") == nil)
        #expect(PantryDate(unixTime: 1_776_211_200).description == "2026-04-15")
        for text in ["1999-12-31", "2024-02-29", "2026-11-30"] { #expect(PantryDate(parsing: text)?.description == text) }
    }

    private func item(_ lines: [IngredientLine]) -> ShoppingItem {
        ShoppingItem.merge(lines.map { ($0, "a recipe") })[0]
    }

    private func stock(_ quantity: String) -> PantryItem {
        PantryConfig(parsing: "flour = \"\(quantity)\"").items[0]
    }

    @Test func whatThePantryCovers() {
        let flour = item([IngredientLine(quantity: "840", unit: "g", name: "flour")])
        #expect(flour.covered(by: stock("1%kg")) == .all(have: "1 kg"))
        guard case let .part(remaining, have) = flour.covered(by: stock("500%g")) else { Issue.record("not a part"); return }
        #expect(remaining.text == "340 g flour" && have == "500 g")
        #expect(flour.covered(by: stock("unlim")) == .all(have: "unlimited"))
        #expect(flour.covered(by: stock("some")) == .all(have: "some"), "an amount not said is enough")
        #expect(flour.covered(by: stock("0")) == .none)
        #expect(flour.covered(by: stock("2%tins")) == .all(have: "2 tins"), "amounts that cannot be compared: on hand")
        let more = item([IngredientLine(quantity: "840", unit: "g", name: "flour"), IngredientLine(quantity: "2", unit: "cup", name: "flour")])
        guard case let .part(grams, _) = more.covered(by: stock("500%g")) else { Issue.record("not a part"); return }
        #expect(grams.text == "340 g flour", "the cups cannot be weighed against grams; the grams short are what is left")
        let eggs = item([IngredientLine(quantity: "3", name: "eggs")])
        #expect(eggs.covered(by: stock("12")) == .all(have: "12"))
        let cups = item([IngredientLine(quantity: "5", unit: "cup", name: "milk"), IngredientLine(quantity: "2", name: "milk")])
        guard case let .part(milk, _) = cups.covered(by: stock("1%l")) else { Issue.record("not a part"); return }
        #expect(milk.text == "3/4 cup milk", "5 US cups are 1.18 l, 0.77 cup more than 1 l (3/4 cup as a cook measures it); the count of 2 cannot be compared")
        let salt = item([IngredientLine(quantity: "a pinch", name: "salt")])
        #expect(salt.covered(by: stock("1%kg")) == .all(have: "1 kg"))
    }

    @Test func theRisottosParmesanIsInThePantry() throws {
        let seed = try ProjectPaths.sharedData("cook-collections/cookcli-seed")
        let store = try CollectionOpener.open(path: seed, cacheDirectory: try TemporaryFolder.make("pantry"))
        let read = { (name: String) in try String(contentsOfFile: seed + "/config/" + name, encoding: .utf8) }
        let list = ShoppingList(file: ShoppingListFile(parsing: "./Risotto\n"), checks: ShoppingCheckLog(parsing: ""),
                                aisles: AisleConfig(parsing: try read("aisle.conf")), pantry: PantryConfig(parsing: try read("pantry.conf")),
                                store: store, isFolder: true)
        let pantry = try #require(list.groups.last)
        #expect(pantry.heading == .pantry)
        #expect(pantry.entries.map(\.text).contains("60 g parmesan cheese (have 200 g)"))
        #expect(pantry.entries.map(\.text).contains("320 g arborio rice (have 1 kg)"))
        let bought = list.groups.dropLast().flatMap(\.entries).map(\.item.name)
        #expect(bought.contains("saffron threads") && !bought.contains("parmesan cheese"))
    }

    @Test func aLineTOMLCannotReadIsSkippedAndTheRestCounts() {
        let pantry = PantryConfig(parsing: "[fridge]\nmilk = { quantity = \"1%l\"\nbutter = \"250%g\"\nlemons = { quantity = 1.5 }\n[pantry]\nrice = \"5%kg\"\n")
        #expect(pantry.items.map(\.name) == ["butter", "rice"])
        #expect(pantry.problems.map(\.line) == [2, 4])
        #expect(pantry.item(named: "rice")?.section == "pantry")
        let negative = PantryConfig(parsing: "parmesan = \"-200%g\"\n")
        #expect(negative.item(named: "parmesan")?.isStocked == false)
        #expect(negative.problems == [LineProblem(line: 1, message: "“parmesan”: quantity “-200%g” is below zero; counted as none")])
    }

    @Test func theItemNamedSoComesFirstThenOneWithStock() {
        let pantry = PantryConfig(parsing: "\"extra virgin olive oil\" = \"500%ml\"\n\"olive oil\" = \"750%ml\"\n[a]\nsalt = \"0\"\n[b]\nsalt = \"1%kg\"\n")
        #expect(pantry.item(named: "Olive Oil")?.stock == .amount(750, unit: "ml"), "not the extra virgin one its key also names")
        #expect(pantry.item(named: "salt")?.section == "b", "the entry with some left")
        let tins = ShoppingItem.merge([(IngredientLine(quantity: "3", unit: "tin", name: "tomatoes"), "Soup")])[0]
        guard case let .part(rest, _) = tins.covered(by: PantryConfig(parsing: "tomatoes = \"2%tins\"").items[0]) else { Issue.record("not a part"); return }
        #expect(rest.text == "1 tin tomatoes", "tin and tins are one unit")
    }

    /// What is left to buy of a count agrees with the count shown: 4.25 tins read `4 1/2 tins`,
    /// and with 2 in the pantry, `2 1/2` more are bought (not the `2 1/4` the exact value leaves).
    @Test func theCountToBuyIsTheCountShownLessWhatIsOnHand() {
        let tins = ShoppingItem.merge([(IngredientLine(quantity: "4.25", unit: "tins", name: "beans"), "Beans")])[0]
        #expect(tins.text == "4 1/2 tins beans")
        guard case let .part(rest, _) = tins.covered(by: PantryConfig(parsing: "beans = \"2%tins\"").items[0]) else { Issue.record("not a part"); return }
        #expect(rest.text == "2 1/2 tins beans")
        #expect(tins.covered(by: PantryConfig(parsing: "beans = \"4.3%tins\"").items[0]) == .all(have: "4.3 tins"), "enough for the 4.25 needed")
    }

    @Test func cookableCountsWhatWouldBeUsedUpAndSkipsRecipesWithoutIngredients() throws {
        let folder = try CookFolder(["Lemonade.cook": "Squeeze @lemon{5} with @sugar{50%g}.\n", "Notes.cook": "Boil the kettle and pour.\n"])
        let store = try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("cookable"))
        let pantry = PantryConfig(parsing: "lemon = { quantity = \"3\", expire = \"2026-04-14\" }\nsugar = \"1%kg\"\n")
        let ranked = CookableRecipe.rank(store: store, pantry: pantry, today: try #require(PantryDate(parsing: "2026-04-12")), isFolder: true)
        #expect(ranked.map(\.recipe.name) == ["Lemonade"], "a recipe with nothing to buy is not ranked")
        #expect(ranked.first?.percent == 50 && ranked.first?.missing == ["2 lemons"])
        #expect(ranked.first?.expiring.map(\.name) == ["lemon"] && ranked.first?.expiring.map(\.days) == [2], "the three lemons it would use up count")
    }
}
