import Foundation
import RecipeStore
import Testing
import TestSupport

/// Issue #32 "Amounts a cook can trust": which products are one (the name as written, folded,
/// plus the aisle file's synonyms as whole names), and how a recipe's own list sums an
/// ingredient written twice; every case is a real one from the shared collections.
@Suite("Kitchen: ingredient identity and sums")
struct KitchenIdentityTests {
    private static func seed() throws -> String { try ProjectPaths.sharedData("cook-collections/cookcli-seed") }
    private static func jhaydter() throws -> String { try ProjectPaths.sharedData("cook-collections/jhaydter-recipes/cook") }
    private static func aisles() throws -> AisleConfig {
        AisleConfig(parsing: try String(contentsOfFile: try seed() + "/config/aisle.conf", encoding: .utf8))
    }
    private static func store(_ folder: String, _ label: String) throws -> any RecipeStore {
        try CollectionOpener.open(path: folder, cacheDirectory: try TemporaryFolder.make(label))
    }
    private static func recipe(_ path: String, in store: any RecipeStore) throws -> Recipe {
        try #require(store.recipe(ShoppingList.recipeID(forPath: path, isFolder: true)), "\(path) is in the collection")
    }

    /// (name a recipe writes, another name, whether they are one product with no aisle file)
    static let identities: [(String, String, Bool)] = [
        ("ripe tomatoes", "tinned tomatoes", false),      // Caprese / Red Beans (seed)
        ("crushed tomatoes", "tomatoes", false),          // Eggplant Parmesan Pasta / Plant-Based Chili
        ("yeast", "fresh yeast", false),                  // Bread Machine French Bread / Pizza Dough
        ("dried oregano", "fresh oregano", false),        // the seed's aisle and pantry
        ("ground cumin", "cumin", false),
        ("egg", "eggs", false),                           // two spellings: lists join them by their amounts (NumberSpellings)
        ("egg", "Egg", true),
        ("Crème Fraîche", "creme fraiche", true),
        ("tipo zero flour", "tipo  zero flour ", true),
    ]

    @Test(arguments: identities) func aProductIsItsNameFolded(_ a: String, _ b: String, _ same: Bool) {
        #expect((IngredientIdentity(a) == IngredientIdentity(b)) == same, "\(a) / \(b)")
    }

    /// (name as written, the aisle the seed's aisle.conf puts it in, the name its list shows)
    static let aisleCases: [(String, String?, String)] = [
        ("yeast", nil, "yeast"),                              // not "fresh yeast", not its aisle
        ("fresh yeast", "tinned goods and baking", "fresh yeast"),
        ("crushed tomatoes", nil, "crushed tomatoes"),        // not "ripe tomatoes", not fruit and veg
        ("ripe tomatoes", "fruit and veg", "ripe tomatoes"),
        ("tinned tomatoes", "tinned goods and baking", "tin tomatoes"),  // the line's first name
        ("Pepper", "dried herbs and spices", "black pepper"),
        ("eggs", "milk and dairy", "egg"),
        ("dried oregano", "dried herbs and spices", "dried oregano"),
        ("oregano", nil, "oregano"),
        ("basil leaves", nil, "basil leaves"),                // "fresh basil" is another line
        ("onions, sliced", nil, "onions, sliced"),            // a synonym is a whole name
    ]

    @Test(arguments: aisleCases) func theAisleFileNamesWholeNames(_ name: String, _ aisle: String?, _ shown: String) throws {
        let aisles = try Self.aisles()
        #expect(aisles.section(of: name) == aisle, "\(name)")
        #expect(aisles.commonName(of: name) == shown, "\(name)")
    }

    @Test func freshAndTinnedTomatoesStayTwoProductsInTheirOwnAisles() throws {
        // Issue #32: "3 large + 2 tins ripe tomatoes" under fruit and veg.
        let store = try Self.store(try Self.seed(), "kitchen-tomatoes")
        let list = ShoppingList(file: ShoppingListFile(parsing: "./Salads/Caprese\n./Breakfast/Mexican Style Burrito\n"),
                                checks: ShoppingCheckLog(parsing: ""), aisles: try Self.aisles(), store: store, isFolder: true)
        let entries = list.groups.flatMap { group in group.entries.map { (group.heading.title, $0.text) } }
        #expect(entries.contains { $0 == ("fruit and veg", "3 large ripe tomatoes") }, "\(entries)")
        #expect(entries.contains { $0 == ("tinned goods and baking", "2 tins tin tomatoes") }, "\(entries)")
        #expect(!entries.contains { $0.1.contains("+") && $0.1.contains("tomatoes") }, "no tomatoes summed with others")
    }

    @Test func crushedTomatoesAndYeastKeepTheNamesTheAuthorWrote() throws {
        let store = try Self.store(try Self.jhaydter(), "kitchen-jhaydter-names")
        let list = ShoppingList(file: ShoppingListFile(parsing: """
            ./italian/Eggplant Parmesan Pasta
            ./sauces-and-dressings/New York Times' Classic Marinara Sauce
            ./breads/Bread Machine French Bread
            """), checks: ShoppingCheckLog(parsing: ""), aisles: try Self.aisles(), store: store, isFolder: true)
        let names = list.groups.flatMap { group in group.entries.map { (group.heading.title, $0.item.name) } }
        #expect(names.contains { $0 == ("Other", "crushed tomatoes") }, "\(names)")
        #expect(names.contains { $0 == ("fruit and veg", "tomatoes") }, "named by its own line of the aisle file")
        #expect(names.contains { $0 == ("Other", "yeast") })
        #expect(!names.contains { $0.1 == "fresh yeast" || $0.1 == "ripe tomatoes" })
    }

    @Test func thePantrysFreshOreganoDoesNotCoverDriedOregano() {
        let pantry = PantryConfig(parsing: "[garden]\n\"fresh oregano\" = { quantity = \"unlim\" }\n[fridge]\neggs = \"12\"\n")
        #expect(pantry.item(named: "dried oregano") == nil)
        #expect(pantry.item(named: "Fresh Oregano")?.stock == .unlimited)
        #expect(pantry.item(named: "egg") == nil, "a name is its own; a list's item finds either number (ShoppingList.stock)")
        #expect(pantry.items(named: "egg", eitherNumber: true).map(\.name) == ["eggs"])
    }

    /// (recipe, the line its ingredient list shows) — a line written twice is listed once, summed,
    /// a count's noun following the sum (`@lime{1}` twice is `2 limes`).
    static let sums: [(String, String, String)] = [
        ("jhaydter-recipes/cook", "./desserts/cake/Tiramisù", "12 eggs"),
        ("cookcli-seed", "./Breakfast/Mexican Style Burrito", "2 limes"),
        ("cookcli-seed", "./Shared/Pizza Dough", "840 g tipo zero flour"),
        // Issue #32, a cook's second read-through: `@egg{7}` and `@eggs{6}` are one line.
        ("jhaydter-recipes/cook", "./desserts/cake/The Original Boston Cream Pie", "13 eggs"),
    ]

    @Test(arguments: sums) func anIngredientWrittenTwiceIsListedOnceSummed(_ folder: String, _ path: String, _ line: String) throws {
        let store = try Self.store(try ProjectPaths.sharedData("cook-collections/" + folder), "kitchen-sums")
        let texts = RecipeIngredients.entries(of: try Self.recipe(path, in: store)).map(\.text)
        #expect(texts.filter { $0 == line }.count == 1, "\(texts)")
        let name = String(line.split(separator: " ").last!)
        #expect(texts.filter { $0.hasSuffix(" " + name) }.count == 1, "listed once: \(texts)")
    }

    /// Two recipes' eggs, one written `egg` and one `eggs`, are one line of the shopping list
    /// and of "What can I cook?", and the pantry's `eggs` is their stock.
    @Test func theSingularAndThePluralAreOneItemOnTheList() throws {
        let store = try Self.store(try Self.jhaydter(), "kitchen-eggs")
        let list = ShoppingList(file: ShoppingListFile(parsing: "./cookies-and-bars/Chocolate Crinkles\n./desserts/cake/The Original Boston Cream Pie\n"),
                                checks: ShoppingCheckLog(parsing: ""), aisles: nil, pantry: PantryConfig(parsing: "eggs = \"12\"\n"),
                                store: store, isFolder: true)
        let texts = list.groups.flatMap(\.entries).map(\.text)
        #expect(texts.filter { $0.contains("egg") && !$0.contains("egg white") && !$0.contains("egg yolk") } == ["17 eggs (have 12, buy 5)"], "\(texts)")
        let recipe = try Self.recipe("./desserts/cake/The Original Boston Cream Pie", in: store)
        let half = RecipeIngredients.entries(of: recipe.adjusted(by: 0.5)).map(\.text)
        #expect(half.contains("6 1/2 eggs") && !half.contains { $0.hasSuffix(" egg") }, "\(half)")
    }

    /// The seed's aisle file lists `shallot`: a list item written `shallots` (or joined from
    /// both) is in its aisle, as the pantry's `eggs` is stock of `egg`; a mass noun has no other form.
    @Test func theAisleFileFindsEitherNumber() throws {
        let aisles = try Self.aisles()
        #expect(aisles.section(of: "shallots") == nil, "a synonym is a whole name")
        #expect(aisles.section(of: "shallots", eitherNumber: true) == "fruit and veg")
        #expect(aisles.section(of: "peppers", eitherNumber: true) == nil, "`pepper` the spice has no plural")
        let store = try Self.store(try Self.seed(), "kitchen-shallots")
        let list = ShoppingList(file: ShoppingListFile(parsing: "shallots\n"), checks: ShoppingCheckLog(parsing: ""),
                                aisles: aisles, store: store, isFolder: true)
        #expect(list.groups.first { $0.heading == .aisle("fruit and veg") }?.entries.map(\.text) == ["shallots"], "\(list.groups)")
    }

    @Test func amountsThatCannotBeSummedStandSideBySideOnOneLine() {
        let entries = RecipeIngredients.entries([
            IngredientLine(quantity: "1", unit: "tbsp", name: "sea salt"), IngredientLine(quantity: "1", unit: "pinch", name: "Sea salt"),
            IngredientLine(quantity: "1", unit: "tsp", name: "sea salt", note: "to finish"), IngredientLine(quantity: "2", name: "onions"),
        ], sections: [])
        #expect(entries.map(\.text) == ["1 1/3 tbsp + 1 pinch sea salt (to finish)", "2 onions"])
        #expect(entries[0].lines.count == 3)
    }

    @Test func aRecipeInSectionsSumsWithinEachSection() {
        let entries = RecipeIngredients.entries([
            IngredientLine(quantity: "200", unit: "g", name: "flour"), IngredientLine(quantity: "50", unit: "g", name: "flour"),
            IngredientLine(quantity: "20", unit: "g", name: "flour"),
        ], sections: [ListHeading(before: 0, text: "Dough"), ListHeading(before: 2, text: "Dusting")])
        #expect(entries.map(\.text) == ["250 g flour", "20 g flour"])
        #expect(entries.map(\.headings) == [["Dough"], ["Dusting"]])
    }

    /// The recipe screen's list, the shopping list of the recipe alone and "What can I cook?"
    /// with an empty pantry group the same lines and show the same totals, for every recipe of
    /// both folders without references or sections.
    @Test(arguments: ["cookcli-seed", "jhaydter-recipes/cook"]) func theRecipeTheListAndTheCookableViewAgree(_ folder: String) throws {
        let path = try ProjectPaths.sharedData("cook-collections/" + folder)
        let store = try Self.store(path, "kitchen-agree")
        let pantry = PantryConfig(parsing: "")
        var compared = 0
        for category in store.categories {
            for summary in store.recipes(in: category.id, range: 0..<store.recipeCount(in: category.id)) {
                guard let recipe = store.recipe(summary.id), !recipe.ingredients.isEmpty, recipe.ingredientSections.isEmpty,
                      recipe.ingredients.allSatisfy({ $0.reference == nil }) else { continue }
                let screen = RecipeIngredients.entries(of: recipe)
                let list = ShoppingList(file: ShoppingListFile(parsing: "./\(summary.id.rawValue)\n"), checks: ShoppingCheckLog(parsing: ""),
                                        aisles: nil, store: store, isFolder: true)
                let items = list.groups.flatMap(\.entries).map(\.item)
                let cookable = CookableRecipe(recipe, summary: summary, pantry: pantry, today: PantryDate(day: 0), store: store, isFolder: true)
                #expect(screen.count == items.count, "\(summary.id): \(screen.map(\.text)) / \(items.map(\.text))")
                #expect(cookable.missing == items.map(\.text), "\(summary.id)")
                for (entry, item) in zip(screen, items) {
                    #expect(IngredientIdentity(entry.lines[0].name.trimmingCharacters(in: .init(charactersIn: " ,"))) == item.identity, "\(summary.id)")
                    let summed = entry.lines.count > 1 || entry.lines[0].uses > 1
                    if summed { #expect(entry.text.hasPrefix(item.text), "\(summary.id): \(entry.text) / \(item.text)") }
                }
                compared += 1
            }
        }
        #expect(compared >= (folder == "cookcli-seed" ? 6 : 600), "recipes compared: \(compared)")
    }
}
