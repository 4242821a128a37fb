import RecipeStore
import Testing
import TestSupport

/// A menu on the shopping list as the official tools write it (issue #32): one entry, the
/// menu's file path with its recipes nested under it; the menu's own ingredients come from its
/// file once, so taking the menu off takes them too. A recipe added again stays one entry, and
/// a free-hand `2 lemons` is an amount and a name.
@Suite("Shopping: menu entries, adding twice, free-hand amounts")
struct ShoppingMenuEntryTests {
    private let folder: CookFolder
    private let store: any RecipeStore
    private let menu = ShoppingMenu(parsing: "== Day 1 ==\n@./Dinner{4%servings} with @lemons{2}.\n")

    init() throws {
        folder = try CookFolder([
            "Dinner.cook": "---\nservings: 2\n---\nServe @./Sauce{} over @pasta{200%g}, with @lemons{1}.\n",
            "Sauce.cook": "Simmer @tomatoes{400%g}.\n",
        ])
        store = try CollectionOpener.open(path: folder.path, cacheDirectory: try TemporaryFolder.make("menu-entry"))
    }

    private func texts(_ file: ShoppingListFile) -> [String] {
        ShoppingList(file: file, checks: ShoppingCheckLog(parsing: ""), aisles: nil, menus: ["./Plans/Week.menu": menu], store: store, isFolder: true)
            .groups.flatMap(\.entries).map(\.text)
    }

    @Test func aMenuIsWrittenAsTheOfficialToolsWriteItAndTakenOffWhole() {
        var file = ShoppingListFile(parsing: "salt\n")
        file.addMenu("./Plans/Week", recipes: menu.recipes(store: store, isFolder: true).recipes)
        #expect(file.text == "salt\n./Plans/Week.menu\n  ./Dinner{2}\n    ./Sauce\n", "the recipe's own references listed, as the official tools expand only those")
        #expect(Set(texts(file)) == ["salt", "4 lemons", "800 g tomatoes", "400 g pasta"], "the menu's own 2 lemons once, with the dinner's 2: \(texts(file))")
        file.removeRecipe("./Plans/Week.menu")
        #expect(file.text == "salt\n", "nothing of the menu stays behind")
    }

    @Test func aMenuTheOfficialToolsWroteCountsItsRecipesOnceAndItsOwnItems() {
        // Their add_menu multiplies the menu's scale (2) into each recipe's: Dinner{4} is final.
        let file = ShoppingListFile(parsing: "./Plans/Week.menu{2}\n  ./Dinner{4}\n    ./Sauce\n")
        #expect(Set(texts(file)) == ["8 lemons", "1.6 kg tomatoes", "800 g pasta"], "the menu's 2 lemons twice, the dinner's 1 four times: \(texts(file))")
    }

    /// Each row: the list, the recipe added and how many times, the list after, what it had.
    static let addedAgain: [(before: String, scale: Double, after: String, had: Double?)] = [
        ("", 2, "./Dinner{2}\n", nil),
        ("./Dinner{2}\n", 2, "./Dinner{4}\n", 2),
        ("./Dinner\n", 1, "./Dinner{2}\n", 1),
        ("./Dinner{2} -- tonight\n  ./Sauce\n", 0.5, "./Dinner{2.5} -- tonight\n  ./Sauce\n", 2),
        ("./Dinner {3}\n", 1, "./Dinner {4}\n", 3),
        ("./Plans/Week.menu\n  ./Dinner\n", 1, "./Plans/Week.menu\n  ./Dinner\n./Dinner\n", nil),   // a menu's recipe is the menu's
    ]

    @Test(arguments: addedAgain) func aRecipeAddedAgainIsOneEntryWithTheSum(_ row: (before: String, scale: Double, after: String, had: Double?)) {
        var file = ShoppingListFile(parsing: row.before)
        #expect(file.addRecipe("./Dinner", scale: row.scale) == row.had)
        #expect(file.text == row.after)
    }

    /// Each row: what was typed, then the name, amount and unit written (as cooks write items).
    static let spoken: [(typed: String, name: String, quantity: String, unit: String)] = [
        ("2 lemons", "lemons", "2", ""),
        ("500 g flour", "flour", "500", "g"),
        ("1/2 lemon", "lemon", "1/2", ""),
        ("½ cup cream", "cream", "½", "cup"),
        ("2 cloves garlic", "cloves garlic", "2", ""),
        ("1 1/2 lemons", "1 1/2 lemons", "", ""),   // two words of amount: write lemons{1.5}
        ("7up", "7up", "", ""),
        ("2", "2", "", ""),
        ("lemons{2}", "lemons", "2", ""),
    ]

    @Test(arguments: spoken) func aFreeHandItemIsAnAmountAndAName(_ row: (typed: String, name: String, quantity: String, unit: String)) throws {
        let item = try ShoppingItemText.parse(row.typed)
        #expect([item.name, item.quantity, item.unit] == [row.name, row.quantity, row.unit])
    }

    @Test func freeHandLemonsMergeWithARecipesLemons() throws {
        let item = try ShoppingItemText.parse("2 lemons")
        var file = ShoppingListFile(parsing: "./Dinner\n")
        file.addItem(item.name, quantity: item.quantity, unit: item.unit)
        #expect(file.text == "./Dinner\nlemons{2}\n")
        #expect(texts(file).contains("3 lemons") && !texts(file).contains("2 lemons"), "\(texts(file))")
    }
}
