import RecipeImport
import RecipeStore
import Testing
import TestSupport

/// The benchmark folders `cookbook-gen --cook-folder` writes must be collections a user could
/// have: every file loads without a problem, titles come from front matter, and the
/// references become related links, so the large-folder numbers measure real work.
@Suite("Generated .cook folders")
struct GeneratedFolderTests {
    @Test func everyGeneratedFileLoadsCleanlyWithItsTitleAndReferences() throws {
        let base = try PublicDomainImport.load(path: try ProjectPaths.sharedData("recipes/public-domain-recipes.json"))
        let files = CookFolderGenerator.files(count: 200, from: base)
        #expect(files.count == 200)
        #expect(Set(files.map { $0.path.lowercased() }).count == 200, "no two files share a path")
        let folder = try CookFolder(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        #expect(collection.recipes.count == 200)
        #expect(collection.warnings.isEmpty, "\(collection.warnings.prefix(3))")
        #expect(collection.recipes.allSatisfy { $0.problems.isEmpty && !$0.ingredients.isEmpty && $0.source != nil })
        #expect(collection.categories.allSatisfy { $0.id.rawValue.contains("/") }, "recipes sit in nested folders")
        let store = MemoryRecipeStore(collection)
        let linked = collection.recipes.filter { !$0.related.isEmpty }
        #expect(linked.count == 4, "every fiftieth file refers to another recipe")
        #expect(linked.allSatisfy { recipe in recipe.related.allSatisfy { store.recipe($0) != nil } }, "references resolve")
        let first = try #require(files.first)
        #expect(first.text.hasPrefix("---\ntitle: "))
        #expect(collection.recipes.contains { $0.name == base.recipes.first?.name })
    }
}
