import Cooklang
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

    /// `--shape real` writes what issue #35's real export holds, the same folder every time: a
    /// nested `nutrition:` mapping of 6–10 keys in every file, tags as a list, descriptions with
    /// an unquoted `": "` in about a fifth of the files and unindented continuation lines in about
    /// one in thirty (each read with a warning, never an error), and amounts in German and Dutch
    /// units, Unicode fractions and decimal commas.
    @Test func theRealShapeCarriesWhatARealExportHolds() throws {
        let base = try PublicDomainImport.load(path: try ProjectPaths.sharedData("recipes/public-domain-recipes.json"))
        let files = CookFolderGenerator.files(count: 900, from: base, shape: .real)
        #expect(files.map(\.text) == CookFolderGenerator.files(count: 900, from: base, shape: .real).map(\.text), "seeded")
        #expect(files.map(\.path) == CookFolderGenerator.files(count: 900, from: base).map(\.path), "the same folders and names")
        var repaired = 0, joined = 0, descriptions: [Int] = [], units: Set<String> = [], amounts: [String] = []
        for file in files {
            let recipe = CooklangParser.parse(file.text)
            #expect(recipe.errors.isEmpty, "\(file.path): \(recipe.errors.prefix(2))")
            guard case let .mapping(nutrition)? = recipe.metadata("nutrition") else {
                Issue.record("\(file.path): no nutrition mapping")
                continue
            }
            #expect((6...10).contains(nutrition.count))
            #expect(recipe.metadata("tags")?.items?.isEmpty == false, "\(file.path): tags")
            #expect(recipe.metadata("title")?.text?.isEmpty == false)
            descriptions.append(recipe.metadata("description")?.text?.count ?? 0)
            for warning in recipe.warnings {
                switch warning.kind {
                case .repairedFrontMatterLine: repaired += 1
                case .joinedFrontMatterLine: joined += 1
                }
            }
            units.formUnion(recipe.ingredients.map(\.units))
            amounts += recipe.ingredients.compactMap { $0.quantity?.text }
        }
        #expect((900 / 7...900 / 4).contains(repaired), "\(repaired) repaired lines: about a fifth of the files")
        #expect((900 / 60...900 / 15).contains(joined), "\(joined) joined lines: about one file in thirty")
        #expect(descriptions.filter { $0 < 200 }.isEmpty, "descriptions of 200 characters or more")
        #expect(descriptions.contains { $0 > 500 })
        #expect(units.isSuperset(of: ["EL", "TL", "Prise", "Stück", "el", "tl", "snufje"]), "\(units.sorted())")
        #expect(amounts.contains("½") && amounts.contains("0,25") && amounts.contains { $0.contains("¾") }, "fractions and decimal commas")
    }
}
