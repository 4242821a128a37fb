import Foundation
import RecipeStore
import Testing
import TestSupport

/// A shopping list worked out from its files over the Cooklang CLI's seed collection (issue #17):
/// recipes expanded at their multipliers and merged, grouped by the seed's aisles, ticked from
/// the check log.
@Suite("Shopping: a list over a collection")
struct ShoppingListTests {
    let store: any RecipeStore
    let aisles: AisleConfig

    init() throws {
        let seed = try ProjectPaths.sharedData("cook-collections/cookcli-seed")
        store = try CollectionOpener.open(path: seed, cacheDirectory: try TemporaryFolder.make("shopping"))
        aisles = AisleConfig(parsing: try String(contentsOfFile: seed + "/config/aisle.conf", encoding: .utf8))
    }

    private func list(_ text: String, checked: String = "") -> ShoppingList {
        ShoppingList(file: ShoppingListFile(parsing: text), checks: ShoppingCheckLog(parsing: checked), aisles: aisles, store: store, isFolder: true)
    }

    private func lines(_ list: ShoppingList) -> [String] {
        list.groups.flatMap { group in ["[\(group.heading.title)]"] + group.entries.map { ($0.checked ? "x " : "- ") + $0.text } }
    }

    @Test func theDoughsFlourIsOneItemInItsAisle() {
        let dough = list("./Shared/Pizza Dough\n")
        #expect(dough.problems.isEmpty)
        #expect(lines(dough).contains("- 840 g tipo zero flour"))
        #expect(dough.groups.first { $0.entries.contains { $0.item.name == "tipo zero flour" } }?.heading == .aisle("tinned goods and baking"))
        let twice = list("./Shared/Pizza Dough{2}\n")
        #expect(lines(twice).contains("- 1.68 kg tipo zero flour") && lines(twice).contains("- 1.07 l water"))
    }

    @Test func itemsTicksAndTheOtherGroup() {
        let shopping = list("./Salads/Caprese\ncoffee{1%bag}\nolive oil{4%l}\nunobtainium\n", checked: "+ Coffee\n+ olive oil\n- olive oil\n")
        let all = lines(shopping)
        #expect(all.contains("x 1 bag coffee"), "ticked, case aside")
        #expect(all.contains { $0.hasPrefix("- ") && $0.hasSuffix("olive oil") }, "unticked again")
        #expect(shopping.groups.last?.heading == .other && shopping.groups.last?.entries.contains { $0.item.name == "unobtainium" } == true, "no aisle names it: Other, last")
        #expect(shopping.groups.first { $0.entries.contains { $0.item.name.lowercased().contains("mozzarella") } }?.heading == .aisle("milk and dairy"))
    }

    @Test func menusExpandTheirRecipesAndUnknownRecipesAreSaid() {
        let menu = list("./Plans/Weekend\n  ./Shared/Pizza Dough{2}\n./Nope\nsalt\n")
        #expect(lines(menu).contains("- 1.68 kg tipo zero flour"), "a menu's recipe, at its multiplier")
        #expect(menu.problems == ["./Nope: no such recipe in the collection"])
        #expect(ShoppingList.recipeID(forPath: "./Shared/Pizza Dough", isFolder: true) == "shared/pizza-dough")
        #expect(ShoppingList.recipeID(forPath: "./apple-pie", isFolder: false) == "apple-pie")
        #expect(ShoppingList.recipeID(forPath: "./Breakfast/../Shared/Pizza Dough.cook", isFolder: true) == "shared/pizza-dough")
    }

    @Test func aReferencedRecipeIsExpandedByItsYield() {
        // The pizza asks for 6 balls of the dough, which makes 6: the dough's flour once more.
        let both = list("./Shared/Pizza Dough\n./Neapolitan Pizza\n")
        #expect(lines(both).contains("- 1.68 kg tipo zero flour"), "\(lines(both))")
        #expect(!lines(both).contains { $0.contains("Pizza Dough") }, "the reference is replaced by what it needs")
        #expect(both.problems.isEmpty)
    }

    @Test func aReferenceInAnotherUnitIsScaledByTheYield() throws {
        // The caprese drizzles 50 ml of a vinaigrette that yields 200 ml: a quarter of its 150 ml of oil.
        let caprese = list("./Salads/Caprese\n")
        #expect(lines(caprese).contains { $0.hasSuffix("40 ml olive oil") }, "its oil under the aisle's common name: \(lines(caprese))")
        let folder = try CookFolder(["Sauce.cook": "---\nyield: 500%ml\n---\nWhisk @butter{250%g}.\n",
                                     "Eggs.cook": "Pour @./Sauce{150%ml} and @./Sauce{1%cup} and @./Sauce{2%jars}.\n"])
        let store = try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("yield"))
        let eggs = ShoppingList(file: ShoppingListFile(parsing: "./Eggs\n"), checks: ShoppingCheckLog(parsing: ""), aisles: nil, store: store, isFolder: true)
        // 150 ml of 500 ml is 75 g of butter; a US cup (236.59 ml) is 118.29 g more.
        #expect(eggs.groups.flatMap(\.entries).map(\.text) == ["195 g butter", "2 jars Sauce"], "\(eggs.groups)")
        #expect(eggs.problems == ["Eggs asks for 2 jars of Sauce, whose yield is not in jars"])
    }

    @Test func aCycleOfReferencesIsSaidAndCut() throws {
        let folder = try CookFolder(["A.cook": "Make @./B{1} and @sugar{10%g}.\n", "B.cook": "Make @./A{1} and @flour{100%g}.\n"])
        let store = try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("cycle"))
        let cyclic = ShoppingList(file: ShoppingListFile(parsing: "./A\n"), checks: ShoppingCheckLog(parsing: ""), aisles: nil, store: store, isFolder: true)
        #expect(cyclic.problems == ["a recipe references itself: A → B → A"])
        let items = cyclic.groups.flatMap(\.entries).map(\.item.text)
        #expect(items.contains("100 g flour") && items.contains("10 g sugar"), "\(items)")
    }

    @Test func aReferenceWrittenTwiceIsExpandedTwiceAndSynonymsAreOneItem() throws {
        let folder = try CookFolder(["Dough.cook": "---\nyield: 2%balls\n---\nMix @flour{100%g}.\n",
                                     "Pizzas.cook": "Stretch @./Dough{1%balls}. Later, another @./Dough{1%balls}; @pepper{1%pinch} and @black pepper{2%pinch}.\n"])
        let store = try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("twice"))
        let aisles = AisleConfig(parsing: "[spices]\nblack pepper | pepper\n")
        let list = ShoppingList(file: ShoppingListFile(parsing: "./Pizzas\n"), checks: ShoppingCheckLog(parsing: ""), aisles: aisles, store: store, isFolder: true)
        #expect(list.groups.flatMap(\.entries).map(\.text) == ["3 pinches black pepper", "100 g flour"], "\(list.groups)")
        var menuProblems: [String] = []
        let menu = ShoppingMenu(parsing: "@./Dough{460%g} and @./Nope{2}, with @coffee{1%bag}\n")
        let (recipes, problems) = menu.recipes(store: store, isFolder: true)
        menuProblems = problems
        #expect(recipes.map(\.scale) == [1, 2], "a unit the yield is not in adds it once; a missing recipe keeps its number")
        #expect(menuProblems == ["460 g of Dough: its yield is not in g; added once", "./Nope: no such recipe in the collection"])
        var file = ShoppingListFile(parsing: "")
        file.addMenu("./Snacks", recipes: [])
        #expect(file.text == "./Snacks.menu\n", "a menu of items only is one entry too: its items come from its file")
    }

    /// A scaled count shows its noun in the plural (`2 limes`) but is still the author's `lime`:
    /// one line, in the aisle that names `lime` (issue #32).
    @Test func aScaledCountStaysTheAuthorsIngredientInItsAisle() {
        let curry = list("./Thai Green Curry{2}\n")
        #expect(curry.groups.first { $0.entries.contains { $0.item.name == "lime" } }?.heading == .aisle("fruit and veg"), "\(lines(curry))")
        #expect(lines(curry).contains("- 2 limes"))
        let both = list("./Thai Green Curry{1.25}\n./Shared/Guacamole\n")
        #expect(lines(both).filter { $0.hasSuffix("lime") || $0.hasSuffix("limes") } == ["- 1 3/4 limes"], "1 1/4 + 1/2: \(lines(both))")
        #expect(!lines(both).contains("[Other]"), "\(lines(both))")
    }

    /// Renamed to the aisle's first synonym (`tinned tomatoes` → `tin tomatoes`), a line keeps
    /// its exact amount: the same amounts as the cannellini beans beside it give the same total.
    @Test func aLineRenamedByItsAisleAddsExactAmounts() {
        let beans = list("./Shared/Red Beans{0.67}\n./Breakfast/Mexican Style Burrito{0.17}\n")
        let tins = lines(beans).filter { $0.hasSuffix("tin tomatoes") || $0.hasSuffix("cannellini beans") }
        #expect(tins == ["- 1 3/4 tins cannellini beans", "- 1 3/4 tins tin tomatoes"], "1.34 + 0.34 tins each: \(lines(beans))")
    }

    @Test func sumsAreShownAsAScaleShowsThem() {
        func sum(_ lines: [(String, String)]) -> String {
            ShoppingItem.merge(lines.map { (IngredientLine(quantity: $0.0, unit: $0.1, name: "rice"), "x") })[0].text
        }
        #expect(sum([("1", "kg"), ("5", "g")]) == "1005 g rice", "the author's own grams summed exactly: the grid is for computed values")
        #expect(sum([("1", "kg"), ("333.333", "g")]) == "1.33 kg rice", "no two decimals state it: the grid, kg with two decimals")
        #expect(sum([("0", "kg"), ("125", "g")]) == "125 g rice")
        #expect(sum([("1", "kg"), ("500", "g")]) == "1.5 kg rice")
        #expect(sum([("1", "kg"), ("5", "mg")]) == "1 kg rice", "a thousandth is close enough")
    }
}
