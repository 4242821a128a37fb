import FileSystem
import Foundation
import RecipeStore
import Testing
import TestSupport

/// `cookbook export --cook DIR` (issue #19): the bundled JSON collection written as `.cook`
/// files reads back, recipe by recipe and answer by answer, as the same collection.
@Suite("Export to a Cooklang folder")
struct ExportTests {
    @Test func theBundledCollectionReadsBackTheSame() async throws {
        let home = try TemporaryFolder.make("export")
        let run = try await CommandRun.cookbook(["export", "--cook", home + "/out", "--data", ProjectPaths.bundledCollection], home: home)
        #expect(run.status == 0, "\(run.errorText)")
        let original = try CollectionOpener.open(path: ProjectPaths.bundledCollection, cacheDirectory: nil)
        let exported = try CollectionOpener.open(path: home + "/out", cacheDirectory: nil)
        #expect(exported.recipeCount == original.recipeCount && exported.warnings.isEmpty, "\(exported.warnings)")
        var idOf: [RecipeID: RecipeID] = [:]
        for category in original.categories {
            for summary in original.recipes(in: category.id, range: 0..<original.recipeCount(in: category.id)) {
                let folder = CookFileWriter.fileSafe(category.name)
                let id = ShoppingList.recipeID(forPath: "./" + folder + "/" + CookFileWriter.fileSafe(summary.name), isFolder: true)
                idOf[summary.id] = id
            }
        }
        for (id, newID) in idOf {
            let before = try #require(original.recipe(id)), after = try #require(exported.recipe(newID), "\(newID)")
            #expect(after.name == before.name && after.summary == before.summary && after.servings == before.servings, "\(id)")
            #expect(after.prepMinutes == before.prepMinutes && after.cookMinutes == before.cookMinutes && after.tags == before.tags, "\(id)")
            #expect(exported.category(after.category)?.name == original.category(before.category)?.name, "\(id)")
            // In order of use (what no step names first), each line once at its amount.
            let lines = { (recipe: Recipe) in recipe.ingredients.map { [$0.quantity, $0.unit, $0.name, $0.note ?? "", "\($0.isFixed)"].joined(separator: "|") }.sorted() }
            #expect(lines(after) == lines(before), "\(id)")
            #expect(after.steps.count == before.steps.count, "\(id): the same steps, none added (cook mode on them: CookExportStepsTests)")
            #expect((0..<before.steps.count).map { after.use(ofStep: $0).ingredients.map(\.text) } == (0..<before.steps.count).map { before.use(ofStep: $0).ingredients.map(\.text) },
                    "\(id): each step with the ingredients it names")
            #expect(after.related == before.related.compactMap { idOf[$0] }, "\(id): related recipes as references")
        }
        #expect(CookFileWriter.fileSafe(".NET cake") == "NET cake" && CookFileWriter.fileSafe("..") == "recipe" && CookFileWriter.fileSafe("a/b") == "a-b",
                "no hidden file or folder, which a collection would skip")
        let again = try await CommandRun.cookbook(["export", "--cook", home + "/out", "--data", ProjectPaths.bundledCollection], home: home)
        #expect(again.status == 1 && again.errorText.contains("is not empty; export into a new folder"), "never written over")
    }

    /// A write cut short (a full disk; here a file-size limit of 1,500 bytes, which the longest
    /// bundled recipes pass) fails the export naming the file and why, and leaves no half recipe:
    /// every file there is whole, as a full export writes it.
    @Test func anExportCutShortLeavesNoHalfRecipe() async throws {
        let home = try TemporaryFolder.make("export-cut")
        let whole = try await CommandRun.cookbook(["export", "--cook", home + "/whole", "--data", ProjectPaths.bundledCollection], home: home)
        #expect(whole.status == 0, "\(whole.errorText)")
        let run = try await CommandRun.shell(#"exec prlimit --fsize=1500 "$COOKBOOK" export --cook "$OUT" --data "$DATA""#,
                                             home: home, environment: ["OUT": home + "/cut", "DATA": ProjectPaths.bundledCollection])
        #expect(run.status == 1 && run.errorText.contains("cannot write \(home)/cut/") && run.errorText.contains("File too large"), "\(run.errorText)")
        let written = FilePath.files(under: home + "/cut")
        #expect(!written.isEmpty, "the recipes before the long one were written")
        for file in written {
            #expect(try FilePath.readAll(home + "/cut/" + file) == FilePath.readAll(home + "/whole/" + file), "\(file) is whole")
        }
    }
}
