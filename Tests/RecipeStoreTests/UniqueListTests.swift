import Cooklang
@testable import RecipeStore
import Testing
import TestSupport

/// A list of values each kept once, in order of first appearance, below and past the point
/// where a set takes over from checking one by one.
@Suite("Unique lists")
struct UniqueListTests {
    @Test(arguments: [0, 5, 16, 17, 40, 500])
    func keepsFirstAppearancesInOrderAtAnySize(distinct: Int) {
        var random = SplitMix64(seed: UInt64(distinct) + 7)
        let values = (0..<(distinct * 3)).map { _ in Int(random.next() % UInt64(max(distinct, 1))) }
        var list = UniqueList<Int>()
        for value in values { list.append(value) }
        var expected: [Int] = []
        for value in values where !expected.contains(value) { expected.append(value) }
        #expect(list.elements == expected)
    }

    @Test func aRecipesCookwareAndAStepsAreEachListedOnce() {
        let pans = (0..<30).map { "#pan\($0){}" }.joined(separator: " ")
        let converter = CookRecipeConverter(parsed: CooklangParser.parse("Use \(pans) and #pan3{} and #pot{} then #pot{}."))
        #expect(converter.cookware == (0..<30).map { "pan\($0)" } + ["pot"])
        #expect(converter.stepUses.first?.cookware == (0..<30).map { "pan\($0)" } + ["pot"])
    }

    @Test func aRecipesLinksAreEachRecipeOnceNeverItselfInOrder() throws {
        let references = (0..<40).map { "./R\($0 % 20)" } + ["./Self", "./Gone"]
        let folder = try CookFolder(Dictionary(uniqueKeysWithValues: (0..<20).map { ("R\($0).cook", "Stir.") })
            .merging(["Self.cook": references.map { "@\($0){}" }.joined(separator: " ")]) { first, _ in first })
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        let linking = try #require(collection.recipes.first { $0.id == "self" })
        #expect(linking.related == (0..<20).map { RecipeID("r\($0)") })
        #expect(collection.warnings.map(\.message) == [#"refers to "./Gone", which is not in the collection"#])
    }
}
