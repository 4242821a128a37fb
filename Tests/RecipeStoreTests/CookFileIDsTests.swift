@testable import RecipeStore
import Testing
import TestSupport

/// The one rule that names a folder's recipes after their files (`CookFileIDs`, issue #33 point
/// 2): the loader, the shopping list, a new recipe, an import and the session all ask it, so the
/// id a file is shown and saved under is the id every one of them works out for it.
@Suite("Recipe ids from .cook file paths: one rule")
struct CookFileIDsTests {
    /// Paths as a folder holds them and as shopping lists, menus and references write them.
    @Test(arguments: [
        ("Pancakes.cook", "pancakes"),
        ("Shared/Pizza Dough.cook", "shared/pizza-dough"),
        ("./Shared/Pizza Dough", "shared/pizza-dough"),
        ("./Breakfast/../Shared/Pizza Dough.cook", "shared/pizza-dough"),
        ("Main Dishes/Pasta/Cacio e Pepe.COOK", "main-dishes/pasta/cacio-e-pepe"),
        ("Desserts/Crème brûlée.cook", "desserts/crème-brûlée"),
        ("Soups/Leek & Potato Soup!.cook", "soups/leek-potato-soup"),
        ("Mains/麻婆豆腐.cook", "mains/麻婆豆腐"),
        ("Quick/!!!.cook", "quick/recipe"),
        ("./", ""),
    ])
    func aPathGivesTheIdItsFileHas(path: String, id: String) {
        #expect(CookFileIDs.recipeID(ofFile: path) == RecipeID(id))
    }

    /// Every file of the shared Cooklang collections: the id the loader gives it is the rule's
    /// for its path, but for the later of two files whose ids clash (`-2`, with a warning).
    @Test(arguments: ["cookcli-seed", "jhaydter-recipes/cook"])
    func theLoaderGivesEveryFileTheRulesID(collection: String) throws {
        let folder = try ProjectPaths.sharedData("cook-collections/" + collection)
        let walker = try DirectoryWalker(root: folder)
        let identity = FolderCollectionLoader.identify(walker.entries, folder: folder)
        #expect(walker.entries.count > 10)
        for index in walker.entries.indices {
            let path = walker.entries[index].relativePath
            if identity.renamed[index] == nil {
                #expect(identity.id(of: index) == CookFileIDs.recipeID(ofFile: path), "\(path)")
                #expect(ShoppingList.recipeID(forPath: "./" + String(path.dropLast(5)), isFolder: true) == identity.id(of: index), "\(path) as a list names it")
            }
        }
    }

    /// Where the two rules differed: a name ending in a character that joins the next (U+0600)
    /// lost its `.cook` to the loader, which cuts five bytes, but not to the shopping list's
    /// rule, which compared characters; the loader's is kept, so a list or reference naming the
    /// file with its extension finds it.
    @Test func aNameEndingInAJoiningCharacterLosesOnlyItsExtension() throws {
        let name = "Harira\u{600}"
        let folder = try CookFolder(["Soups/\(name).cook": "Simmer @lentils{200%g}.\n", "Menu.cook": "Serve @./Soups/\(name).cook{}.\n"])
        let store = try FolderCollectionLoader.load(folder: folder.path)
        let id = try #require(store.recipes.first { $0.name == name }?.id)
        #expect(ShoppingList.recipeID(forPath: "./Soups/\(name).cook", isFolder: true) == id)
        #expect(ShoppingList.recipeID(forPath: "./Soups/\(name)", isFolder: true) == id)
        #expect(store.recipes.first { $0.name == "Menu" }?.related == [id], "the reference with its extension leads to it")
    }

    /// Where the rules still differ, on purpose: two files whose names slug alike. The loader
    /// gives the later file `-2`; a path names the first one's id, since a list entry, a new
    /// file's name or an import's name is compared with ids, not with the files behind them (a
    /// new recipe or import takes no name whose id is taken, so never makes such a pair).
    @Test func ofTwoFilesWhoseIdsClashThePathRuleNamesTheFirst() throws {
        let folder = try CookFolder(["Soups/Leek Soup.cook": "Sweat @leeks{2}.\n", "Soups/leek-soup.cook": "Boil @leeks{3}.\n"])
        let store = try FolderCollectionLoader.load(folder: folder.path)
        #expect(Set(store.recipes.map(\.id)) == ["soups/leek-soup", "soups/leek-soup-2"])
        #expect(store.warnings.contains { $0.message.contains("it was given the id \"soups/leek-soup-2\"") })
        #expect(CookFileIDs.recipeID(ofFile: "Soups/leek-soup.cook") == "soups/leek-soup")
        #expect(CookFileIDs.unclashed("soups/leek-soup") { ["soups/leek-soup-2", "soups/leek-soup-3"].contains($0) } == "soups/leek-soup-4")
    }

    /// A folder's category id, as `cookbook import --category` matches folders by it.
    @Test func aFolderGivesItsCategoryID() {
        #expect(CookFileIDs.categoryID(ofFolder: "Main Dishes") == "main-dishes")
        #expect(CookFileIDs.categoryID(ofFolder: "Main Dishes/Pasta") == "main-dishes/pasta")
        #expect(CookFileIDs.categoryID(ofFolder: "") == "")
    }
}
