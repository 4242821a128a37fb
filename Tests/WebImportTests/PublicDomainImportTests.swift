import Foundation
import RecipeStore
import Testing
import TestSupport
@testable import WebImport

/// Real ingredient lines and prose through the importer: the 410 public-domain recipes of
/// `../shared`, each given as a schema.org Recipe, written as `.cook` files and read back by
/// our loader: every listed ingredient once, every step, nothing the loader finds wrong.
@Suite("Importing 410 real recipes given as JSON-LD")
struct PublicDomainImportTests {
    @Test func everyRecipeReadsBackWithEachIngredientOnceAndEveryStep() throws {
        let path = try ProjectPaths.sharedData("recipes/public-domain-recipes.json")
        guard case let .array(items) = try JSONValue.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path)))) else {
            Issue.record("the shared recipes are a JSON list")
            return
        }
        let folder = try TemporaryFolder.make("public-import")
        var expected: [String: (ingredients: [String], steps: Int)] = [:]
        for case let .object(raw) in items {
            let object: [String: JSONValue] = ["@type": .string("Recipe"), "name": raw["title"] ?? .null,
                                               "recipeIngredient": raw["ingredients"] ?? .null, "recipeInstructions": raw["steps"] ?? .null]
            let recipe = SchemaRecipe(object)
            let file = CookFileComposer(recipe)
            let written = try RecipeFileWriter.write(file.text, title: recipe.title, into: folder)
            let relative = String(written.dropFirst(folder.count + 1).dropLast(5))
            expected[relative] = (recipe.ingredients.map { ImportedIngredient(line: $0).name }, file.stepCount)
        }
        #expect(expected.count == 410)
        let store = try CollectionOpener.open(path: folder, cacheDirectory: nil)
        #expect(store.recipeCount == 410)
        var checked = 0
        for (relative, want) in expected {
            let recipe = try #require(store.recipe(ShoppingList.recipeID(forPath: "./" + relative, isFolder: true)), "\(relative)")
            #expect(recipe.problems.isEmpty, "\(relative): \(recipe.problems)")
            // The loader lists an ingredient written twice with the same amount once; count uses.
            #expect(recipe.ingredients.flatMap { Array(repeating: $0.name, count: $0.uses) }.sorted() == want.ingredients.sorted(), "\(relative)")
            #expect(recipe.steps.count == want.steps, "\(relative)")
            checked += 1
        }
        #expect(checked == 410)
    }

    @Test func aCommentMarkInANoteOrNameIsDefused() {
        #expect(ImportedIngredient(line: "2 dates (optional -- or not)").component == "@dates{2}(optional - - or not)")
        #expect(ImportedIngredient(line: "1 pinch salt--fine").component == "@salt- -fine{1%pinch}")
    }
}
