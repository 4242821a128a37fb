import Cooklang
import RecipeStore
import Testing
import TestSupport

/// Issue #32, a cook's second read-through: a `serves` that is what the recipe makes — whole
/// cakes and pies, loaves, dozens, so many of a measured thing — is its yield, never a number
/// of servings to scale by (`serves: 1 10 inch cake` is no "serves 1" whose 12 servings are
/// twelve cheesecakes). Every case is a value from the shared jhaydter collection.
@Suite("Servings: whole bakes and dozens are a yield")
struct YieldServingsTests {
    /// (the `serves` value, the servings read, the yield shown)
    static let cases: [(String, Int?, String?)] = [
        ("1 10 inch cake", nil, "1 10 inch cake"),       // Martha Stewart's New York-Style Cheesecake
        ("1 9 inch pie", nil, "1 9 inch pie"),           // Banana Cream Pie
        ("1 8-inch cake", nil, "1 8-inch cake"),         // Dominique Ansel's Chocolate Cake
        ("1 9-in single pie  crust", nil, "1 9-in single pie  crust"),
        ("1 9-in or 10-in piecrust and topping", nil, "1 9-in or 10-in piecrust and topping"),
        ("2 9\" cakes", nil, "2 9\" cakes"),
        ("3 layer 8 inch cake", nil, "3 layer 8 inch cake"),
        ("1 8-oz jar", nil, "1 8-oz jar"),
        ("2 loaves", nil, "2 loaves"),
        ("1 loaf", nil, "1 loaf"),
        ("6 dozen", nil, "6 dozen"),                     // Chocolate Crinkles
        ("3-4 dozen", nil, "3-4 dozen"),
        ("14 dozen cookies", nil, "14 dozen cookies"),
        // Portions and pieces are servings, as `4 people` and `6 balls` are.
        ("4 people", 4, nil),
        ("24 cookies", 24, nil),
        ("16-18 pieces", 16, nil),
        ("48 bars", 48, nil),
        ("24 mini cups", 24, nil),
        ("8 (one 9-inch pie)", 8, nil),
        ("15-20", 15, nil),
    ]

    @Test(arguments: cases) func aYieldIsNoServings(_ value: String, _ servings: Int?, _ yield: String?) {
        let converter = CookRecipeConverter(parsed: CooklangParser.parse(">> serves: \(value)\nBeat @eggs{5}.\n"))
        #expect(converter.servings == servings, "\(value)")
        #expect(converter.facts.first { $0.key == "yield" }?.value == yield, "\(value)")
    }

    @Test func theCheesecakeMakesOneCakeAndServesNoOne() throws {
        let folder = try ProjectPaths.sharedData("cook-collections/jhaydter-recipes/cook")
        let store = try CollectionOpener.open(path: folder, cacheDirectory: try TemporaryFolder.make("yield-cheesecake"))
        let recipe = try #require(store.recipe(RecipeID("desserts/martha-stewarts-new-york-style-cheesecake")))
        #expect(recipe.servings == nil)
        #expect(recipe.facts.contains { $0.key == "yield" && $0.value == "1 10 inch cake" })
    }
}
