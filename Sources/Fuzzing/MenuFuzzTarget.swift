import RecipeStore

extension FuzzTarget {
    /// A Cooklang `.menu` (`ShoppingMenu`) on any text, over a small kitchen folder, as `A`
    /// adds it: each reference gives one recipe to nest; the menu added to a shopping list
    /// reads back as written and makes a list, and removing it leaves no recipe.
    public static let menu: FuzzTarget = {
        let collection = FuzzFolder.kitchenCollection
        return FuzzTarget(
            name: "menu",
            seeds: [Array(FuzzFolder.kitchen[4].1.utf8)] + [
                "---\nservings: 2\n---\n==Saturday==\nBreakfast: \\\n- @oats{1%cup} with @milk{1/2%cup}\nLunch: \\\n- @./Quick Toast{}\n-- leftovers\nDinner: @./Mains/Margherita{3%balls} @./Breads/Pizza Dough{0} @./Gone{2}\n",
                "@./Mains/Leek Soup{1/0%servings} @./Mains/Margherita{-2} @./Breads/Pizza Dough{1e300} @./x{%} @./../Quick Toast.cook{}\n",
            ].map { Array($0.utf8) } + FuzzSeeds.files(under: "cook-collections", suffix: ".menu", limit: 4),
            tokens: ["@./", "@./Mains/Margherita{", "@./Breads/Pizza Dough{", "{", "}", "%", "%servings", "%balls", "%kg", "==", "\\\n", "--",
                     "[-", "-]", "1/0", "0", "-1", "1e308", "../", "\n"],
            shapes: [.nested("@./Mains/Margherita{2} ")]
        ) { bytes in
            guard let collection else { return }
            let store = MemoryRecipeStore(collection)
            let menu = ShoppingMenu(parsing: String(decoding: bytes, as: UTF8.self))
            let (recipes, problems) = menu.recipes(store: store, isFolder: true)
            precondition(recipes.count == menu.references.count, "a reference gave no recipe, or several")
            _ = problems
            var file = ShoppingListFile(parsing: "")
            file.addMenu("./Fuzz Menu", recipes: recipes)
            ShoppingListFuzzCheck.readsBack(file, after: "adding a menu")
            // A week's menu names tens of recipes; the list of one naming tens of thousands (each
            // expanded) would only measure the expansion, which the `references` target covers.
            if recipes.count <= 2_000 {
                let list = ShoppingList(file: file, checks: ShoppingCheckLog(parsing: ""), aisles: nil, menus: ["./Fuzz Menu.menu": menu], store: store, isFolder: true)
                _ = list.groups.flatMap(\.entries).map(\.text)
            }
            file.removeRecipe("./Fuzz Menu.menu")
            ShoppingListFuzzCheck.readsBack(file, after: "removing a menu")
            precondition(file.entries.allSatisfy { $0 == .other }, "a menu removed left recipes or items behind")
        }
    }()
}
