import Cooklang
import RecipeStore
import Testing
import TestSupport

/// `.cook` files written to break the loader (issue #11): numbers too large for any clock or
/// table. Each recipe stays listed with the number dropped and a problem saying why.
@Suite("Hostile .cook files")
struct HostileCookTests {
    private func converted(_ text: String) -> CookRecipeConverter { CookRecipeConverter(parsed: CooklangParser.parse(text)) }

    @Test(arguments: ["99999999999999999999", "6405119470038039 days", String(repeating: "9", count: 400), "9999999999999999999999 hours", "1/0.000000000000000000001"])
    func hugeTimeIsDroppedWithAProblem(_ time: String) {
        let recipe = converted("---\ntime: \(time)\nprep time: \(time)\ncook time: \(time)\n---\nBoil @water{1%l}.")
        #expect(recipe.totalMinutes == nil)
        #expect(recipe.prepMinutes == nil)
        #expect(recipe.cookMinutes == nil)
        #expect(recipe.problems.contains("total time \"\(time)\" is too large; ignored"))
        #expect(recipe.problems.contains("prep time \"\(time)\" is too large; ignored"))
    }

    @Test func hugeServingsAreDroppedWithAProblem() {
        let recipe = converted("---\nservings: 99999999999999999999 people\n---\nEat.")
        #expect(recipe.servings == nil)
        #expect(recipe.problems == ["servings \"99999999999999999999 people\" is too large; ignored"])
    }

    @Test func ordinaryNumbersGiveNoProblem() {
        let recipe = converted(">> servings: 4\n>> time: 1h30m\nEat.")
        #expect(recipe.servings == 4)
        #expect(recipe.totalMinutes == 90)
        #expect(recipe.problems.isEmpty)
    }

    @Test func aFolderWithAHugeTimeStillListsEveryRecipe() throws {
        let folder = try CookFolder(["Huge.cook": "---\ntime: 99999999999999999999\n---\nBoil @water{1%l}.", "Toast.cook": "Toast @bread{2%slices}."])
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        #expect(collection.recipes.map(\.name).sorted() == ["Huge", "Toast"])
        let huge = try #require(collection.recipes.first { $0.name == "Huge" })
        #expect(huge.totalMinutes == nil)
        #expect(huge.ingredients.map(\.text) == ["1 l water"])
        #expect(huge.problems == ["total time \"99999999999999999999\" is too large; ignored"], "the recipe says what was dropped")
        #expect(collection.warnings.map(\.message) == ["total time \"99999999999999999999\" is too large; ignored"])
    }

    @Test func hugeAmountsStayAsWritten() {
        let nines = String(repeating: "9", count: 400)
        let recipe = converted("Add @flour{\(nines)%g} and #pots{\(nines)} for ~{\(nines)%minutes}.")
        #expect(recipe.ingredients.map(\.quantity) == [nines])
        #expect(recipe.steps == ["Add flour and pots for \(nines) minutes."])
    }
}
