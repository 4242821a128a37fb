import RecipeStore
import Testing
import TestSupport

/// Folders of `.cook` files as collections: the two shared collections, references, ids, and
/// files that cannot be read.
@Suite("Folder collections")
struct FolderCollectionTests {
    @Test func cookcliSeedLoadsWithCategoriesAndReferences() throws {
        let collection = try FolderCollectionLoader.load(folder: try ProjectPaths.sharedData("cook-collections/cookcli-seed"))
        #expect(collection.recipes.count == 12)
        #expect(collection.categories.map(\.name) == ["Breakfast", "Salads", "Shared", "Uncategorised"])
        #expect(collection.recipes.reduce(0) { $0 + $1.related.count } == 4, "four @./ references")
        #expect(collection.warnings.isEmpty, "menus, config, README and db/*.yml are ignored without noise: \(collection.warnings)")
        let pizza = try #require(collection.recipes.first { $0.id == "neapolitan-pizza" })
        #expect(pizza.name == "Neapolitan Pizza")
        #expect(pizza.category == "uncategorised")
        #expect(pizza.related == ["shared/pizza-dough"])
        #expect(pizza.servings == 6)
        #expect(pizza.totalMinutes == 20)
        #expect(pizza.tags == ["italian", "pizza"])
        #expect(pizza.source == "https://www.stadlermade.com/how-to-pizza-dough/neapolitan/")
        #expect(pizza.ingredients.map(\.text).prefix(3) == ["semolina", "6 balls Pizza Dough", "flour"])
    }

    @Test func referenceIsARelatedLinkAndIngredientsDrillDown() throws {
        let store = MemoryRecipeStore(try FolderCollectionLoader.load(folder: try ProjectPaths.sharedData("cook-collections/cookcli-seed")))
        #expect(store.related(to: "neapolitan-pizza").map(\.name) == ["Pizza Dough"])
        #expect(store.related(to: "breakfast/mexican-style-burrito").map(\.name) == ["Red Beans", "Guacamole"])
        let dough = try #require(store.recipe("shared/pizza-dough"))
        #expect(dough.prepMinutes == 30)
        #expect(dough.methodNotes.contains { $0.kind == .note && $0.text.hasPrefix("The flour acts as a buffer") }, "a note, set apart")
        #expect(!dough.steps.contains { $0.hasPrefix("Note:") }, "notes are not steps")
        let usingMozzarella = store.recipes(using: IngredientKey("mozzarella cheese"), range: 0..<10).map(\.name)
        #expect(usingMozzarella.contains("Neapolitan Pizza"))
    }

    @Test func jhaydterCollectionLoadsEveryRecipe() throws {
        let collection = try FolderCollectionLoader.load(folder: try ProjectPaths.sharedData("cook-collections/jhaydter-recipes/cook"))
        #expect(collection.recipes.count == 764)
        #expect(collection.categories.count == 38, "every folder holding recipes, nested ones included")
        #expect(collection.categories.contains { $0.id == "desserts/cake" && $0.name == "desserts / cake" })
        #expect(collection.recipes.reduce(0) { $0 + $1.related.count } == 0, "this collection has no references")
        #expect(collection.recipes.filter { !$0.problems.isEmpty }.isEmpty, "\(collection.warnings)")
        #expect(Set(collection.recipes.map(\.id)).count == 764)
        let withSource = collection.recipes.filter { $0.source != nil }.count
        #expect(withSource > 600, "legacy >> source: lines are read (\(withSource))")
    }

    @Test func brokenRecipeIsListedWithItsProblems() throws {
        let folder = try CookFolder(["Soups/Leek.cook": "Melt @butter{30%g}.\n\nAdd @{2} leeks.\n", "Soups/Clear.cook": "Boil @water."])
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        let store = MemoryRecipeStore(collection)
        #expect(store.recipes(in: "soups", range: 0..<10).map { "\($0.name) \($0.hasProblems)" } == ["Clear false", "Leek true"])
        #expect(store.recipe("soups/leek")?.problems == [#"3:5: ingredient has no name before "{"; write a name, e.g. @salt{1%tsp}"#])
        #expect(store.recipe("soups/leek")?.steps == ["Melt butter.", "Add @{2} leeks."])
        #expect(collection.warnings.map(\.description) == [#"\#(folder.path)/Soups/Leek.cook: line 3, column 5: ingredient has no name before "{"; write a name, e.g. @salt{1%tsp}"#])
    }

    @Test func badUTF8AndUnreadableFilesAreReportedNotFatal() throws {
        let folder = try CookFolder(["Good.cook": "Stir."], bytes: ["Latin1.cook": Array("Add @salt.\nCr".utf8) + [0xE8, 0x6D, 0x65]])
        try folder.addSymlinkLoop("Loop.cook")
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        #expect(collection.recipes.map(\.name) == ["Good", "Latin1", "Loop"])
        let latin = try #require(collection.recipes.first { $0.name == "Latin1" })
        #expect(latin.problems == ["2:3: not valid UTF-8; unreadable bytes are shown as �"])
        #expect(latin.steps == ["Add salt. Cr�me"])
        let loop = try #require(collection.recipes.first { $0.name == "Loop" })
        #expect(loop.problems == ["cannot read the file: too many levels of symbolic links"])
        #expect(collection.warnings.count == 2)
    }

    @Test func idsComeFromThePathAndClashesAreResolved() throws {
        let folder = try CookFolder(["Pizza Dough.cook": "Knead.", "pizza-dough.cook": "Knead more.", "Crème Brûlée.cook": "Burn.", "麻婆豆腐.cook": "Fry."])
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        #expect(collection.recipes.map(\.id.rawValue) == ["crème-brûlée", "pizza-dough", "pizza-dough-2", "麻婆豆腐"])
        #expect(collection.warnings.map(\.message) == [#"its id clashes with Pizza Dough.cook; it was given the id "pizza-dough-2""#])
    }

    @Test func asciiAndUnicodeNamesSlugTheSameWay() throws {
        let folder = try CookFolder(["--Fish & Chips (UK)!.cook": "Fry.", "Mains 2/Café Au-Lait.cook": "Pour.", "!!!.cook": "Stir.",
                                     "Mains 2/CAFE  au\tlait 3.cook": "Pour."])
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        #expect(collection.recipes.map(\.id.rawValue).sorted() == ["fish-chips-uk", "mains-2/cafe-au-lait-3", "mains-2/café-au-lait", "recipe"],
                "punctuation runs become one dash, none at the ends, ASCII and accented letters alike")
    }

    @Test func aSymbolicLinkBackUpTheTreeIsWalkedOnce() throws {
        let folder = try CookFolder(["Soups/Leek.cook": "Sweat @leeks{2}.", "Top.cook": "Stir."])
        try folder.addSymlink("Soups/again", to: "..")
        try folder.addSymlink("Shared", to: "Soups")
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        #expect(collection.recipes.map(\.id.rawValue) == ["soups/leek", "top"], "the loop is not followed, the alias of Soups is walked once")
        #expect(collection.warnings.isEmpty)
    }

    @Test func danglingReferenceWarnsAndIsDropped() throws {
        let folder = try CookFolder(["Main.cook": "Serve with @./Sauces/Gone{}."])
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        #expect(collection.recipes[0].related.isEmpty)
        #expect(collection.warnings.map(\.message) == [#"refers to "./Sauces/Gone", which is not in the collection"#])
    }

    @Test func aFolderWithoutRecipesIsAClearError() throws {
        let folder = try CookFolder(["notes.txt": "not a recipe", "Plan.menu": "@./x{}"])
        #expect(throws: CollectionError.notFound(path: folder.path, tried: "the folder holds no .cook files")) {
            try FolderCollectionLoader.load(folder: folder.path)
        }
    }

    @Test func aSingleCookFileIsAClearError() throws {
        let folder = try CookFolder(["Soup.cook": "Stir."])
        #expect(throws: CollectionError.unreadable(path: folder.path + "/Soup.cook", reason: "it is one Cooklang recipe; give the folder that holds your .cook files")) {
            try CollectionOpener.open(path: folder.path + "/Soup.cook", cacheDirectory: nil)
        }
    }

    @Test func missingFolderIsAClearError() {
        #expect(throws: CollectionError.unreadable(path: "/nonexistent/recipes", reason: "no such file or directory")) {
            try FolderCollectionLoader.load(folder: "/nonexistent/recipes")
        }
    }
}

/// How front-matter times and servings read.
@Suite("Cooklang metadata to recipe fields")
struct CookMetadataTests {
    @Test(arguments: [("45", 45), ("20 min", 20), ("1h30m", 90), ("1 hour 30 minutes", 90), ("1 1/2 hours", 90),
                      ("2 hrs", 120), ("about 1.5 hours", 90), ("1 day", 1440), ("90 seconds", 2)])
    func times(text: String, minutes: Int) throws {
        let folder = try CookFolder(["A.cook": "---\ntime: \(text)\nprep time: \(text)\n---\nStir."])
        let recipe = try FolderCollectionLoader.load(folder: folder.path).recipes[0]
        #expect(recipe.totalMinutes == minutes)
        #expect(recipe.prepMinutes == minutes)
    }

    @Test func unreadableTimesAndServingsAreUnknown() throws {
        let folder = try CookFolder(["A.cook": "---\ntime: soon\nservings: a crowd\n---\nStir."])
        let recipe = try FolderCollectionLoader.load(folder: folder.path).recipes[0]
        #expect(recipe.totalMinutes == nil)
        #expect(recipe.servings == nil)
    }

    @Test func nestedSourceAndAuthorAndDescription() throws {
        let folder = try CookFolder(["A.cook": "---\nauthor: Ada\nsource:\n  name: The Book\n  url: https://example.org\ndescription: Quick.\nserves: 4 people\n---\nStir."])
        let recipe = try FolderCollectionLoader.load(folder: folder.path).recipes[0]
        #expect(recipe.source == "Ada · The Book · https://example.org")
        #expect(recipe.summary == "Quick.")
        #expect(recipe.servings == 4)
    }
}
