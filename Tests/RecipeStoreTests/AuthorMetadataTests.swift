import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// Cooklang recipes as their authors wrote them: the title names the recipe, and a time given
/// as a range stays a range.
@Suite("Titles and time ranges")
struct AuthorMetadataTests {
    @Test(arguments: [
        ("4-6 hours", 240, 360), ("20-25 minutes", 20, 25), ("20–25 min", 20, 25), ("1 to 2 h", 60, 120), ("10-15", 10, 15),
        ("1 TO 2 Hours", 60, 120), ("20—25 min", 20, 25),
    ])
    func aRangeIsItsTwoEndsNeverTheirSum(text: String, low: Int, high: Int) {
        let range = CookRecipeConverter.range(text)
        #expect(range?.low.value == low)
        #expect(range?.high.value == high)
        #expect(CookRecipeConverter.minutes(text)?.value == low, "the time is the low end, not \(low + high)")
    }

    @Test(arguments: ["1 1/2 hours", "45 minutes", "1h30m", "soon", "6-4 hours", "tomato 20 minutes", "1 hour to go"])
    func otherTimesAreNotRanges(text: String) {
        #expect(CookRecipeConverter.range(text) == nil)
    }

    @Test func titlesNameTheRecipesAndRangesSurviveTheFolder() throws {
        let folder = try CookFolder([
            "lamb-chops.cook": "---\ntitle: Sicilian-style Scottadito Lamb Chops\ntime: 4-6 hours\n---\nGrill @lamb chops{4}.",
            "untitled.cook": "---\nprep time: 20-25 minutes\n---\nMix @flour{100%g}.",
        ])
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        let lamb = try #require(collection.recipes.first { $0.id == "lamb-chops" })
        #expect(lamb.name == "Sicilian-style Scottadito Lamb Chops", "the title, not the file name")
        #expect(lamb.totalMinutes == 240 && lamb.totalUpToMinutes == 360)
        let untitled = try #require(collection.recipes.first { $0.id == "untitled" })
        #expect(untitled.name == "untitled", "no title: the file name")
        #expect(untitled.prepMinutes == 20 && untitled.prepUpToMinutes == 25)
    }

    @Test func theSeedCollectionIsListedByTitle() throws {
        let seed = try ProjectPaths.sharedData("cook-collections/cookcli-seed")
        let names = try FolderCollectionLoader.load(folder: seed).recipes.map(\.name)
        #expect(names.contains("Sicilian-style Scottadito Lamb Chops"))
        #expect(names.contains("Classic Risotto alla Milanese"))
        #expect(!names.contains("lamb-chops"))
    }
}

extension AuthorMetadataTests {
    @Test func sloppyFrontMatterLoadsWithTitlesAndWarningsNotBrokenMarks() throws {
        let folder = try CookFolder([
            "colon.cook": "---\ntitle: Pasta: the quick way\n---\nBoil @pasta{200%g}.",
            "continued.cook": "---\ntitle: Stew\ndescription: A long one\nfor cold days\n---\nSimmer @beans{400%g}.",
            "star.cook": "---\ntitle: *Best* toast\n---\nToast @bread{2%slices}.",
            "quoted.cook": "---\ntitle: \"Nan's\" pie\n---\nBake @apples{4}.",
        ])
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        let names = Set(collection.recipes.map(\.name))
        #expect(names == ["Pasta: the quick way", "Stew", "*Best* toast", "\"Nan's\" pie"])
        #expect(collection.recipes.allSatisfy { $0.problems.isEmpty }, "repaired, not broken")
        #expect(collection.warnings.count == 4, "one warning per repaired file")
        #expect(collection.warnings.allSatisfy { $0.message.hasPrefix("front matter line repaired:") && $0.line != nil })
        #expect(collection.recipes.first { $0.name == "Stew" }?.summary == "A long one for cold days")
    }
}
