import Foundation
import RecipeStore
import Testing
import TestSupport

@Suite("Collection loading and validation")
struct ValidationTests {
    typealias F = CollectionFixtures

    private func loadError(_ json: String) -> String? {
        do {
            _ = try CollectionLoader.decode(Data(json.utf8), file: "my.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func invalidJSONNamesLineAndColumn() {
        let text = "{\n  \"version\": 1,\n  \"categories\": [,]\n}"
        #expect(loadError(text) == "my.json:3:18: invalid JSON: expected a value (string, number, object, list, true, false or null).")
        #expect(loadError("{\"version\": 1,\n \"recipes\": [\"ü\" \"x\"]}") == "my.json:2:18: invalid JSON: expected ',' or ']'.")
        #expect(loadError("{\"a\": \"open\n}") == "my.json:1:12: invalid JSON: a string contains a raw control character (a line break must be written \\n).")
        #expect(loadError("{\"a\": \"open") == "my.json:1:12: invalid JSON: a string is not closed.")
        #expect(loadError("{\"a\": tru}") == "my.json:1:10: invalid JSON: expected true.")
        #expect(loadError("{\"version\": 1") == "my.json:1:14: invalid JSON: the file ends where ',' or '}' was expected.")
        #expect(loadError("[1, 2]") == "my.json: the top level must be a JSON object with \"version\", \"categories\" and \"recipes\"")
    }

    @Test func missingRequiredFieldsAreNamedWithRecipeAndField() {
        let noName = #"{"id":"toast","category":"mains","ingredients":[],"steps":[],"related":[]}"#
        let noID = #"{"name":"Toast","category":"mains","ingredients":[],"steps":[],"related":[]}"#
        let noRelated = #"{"id":"jam","name":"Jam","category":"mains","ingredients":["fruit"],"steps":["Boil."]}"#
        #expect(loadError(F.json(recipes: [F.recipe("ok"), noName, noID, noRelated])) == """
            3 problems:
            my.json: recipe #2, field "id": missing required field
            my.json: recipe "toast" (#1), field "name": missing required field
            my.json: recipe "jam" (#3), field "related": missing required field
            """)
        #expect(loadError(#"{"categories":[],"recipes":[]}"#) == #"my.json: field "version": missing required field (this format is version 1)"#)
    }

    @Test func duplicateIDsUnknownCategoriesAndEmptyNamesRefuseTheFile() {
        let json = F.json(recipes: [
            F.recipe("pie"), F.recipe("pie", name: "Pie again"), F.recipe("soup", category: "stews"), F.recipe("blank", name: "  "),
        ])
        #expect(loadError(json) == """
            3 problems:
            my.json: recipe "pie" (#1), field "id": duplicate id; recipe #0 already uses it
            my.json: recipe "soup" (#2), field "category": unknown category "stews"
            my.json: recipe "blank" (#3), field "name": is empty
            """)
    }

    @Test func wrongTypesAreNamed() {
        let json = F.json(recipes: [#"{"id":"x","name":"X","category":"mains","servings":"four","ingredients":"salt","steps":[1],"related":[]}"#])
        #expect(loadError(json) == """
            3 problems:
            my.json: recipe "x" (#0), field "ingredients": expected a list of ingredient objects or strings
            my.json: recipe "x" (#0), field "steps": expected a list of strings
            my.json: recipe "x" (#0), field "servings": expected a whole number
            """)
    }

    @Test func categoryProblemsAreNamed() {
        let categories = #"[{"id":"mains","name":"Mains"},{"id":"mains","name":"Again"},{"name":"Nameless"}]"#
        #expect(loadError(F.json(recipes: [], categories: categories)) == """
            2 problems:
            my.json: category "mains" (#1), field "id": duplicate id; category #0 already uses it
            my.json: category #2, field "id": missing required field
            """)
    }

    @Test func aNewerVersionIsRefusedWithAnUpgradeHint() {
        #expect(loadError(#"{"version":2,"categories":[],"recipes":[]}"#)
            == "my.json: collection format version 2 is not supported; this Cookbook reads version 1. Upgrade Cookbook or convert the file.")
    }

    @Test func danglingAndSelfRelatedIDsWarnAndAreDropped() throws {
        let json = F.json(recipes: [F.recipe("a", related: ["b", "gone", "a", "b"]), F.recipe("b")])
        let collection = try CollectionLoader.decode(Data(json.utf8), file: "my.json")
        #expect(collection.recipes.map(\.related) == [["b"], []])
        #expect(collection.warnings.map(\.description) == [
            #"my.json: recipe "a" (#0), field "related": unknown recipe "gone"; dropped"#,
            #"my.json: recipe "a" (#0), field "related": a recipe cannot be related to itself; dropped"#,
            #"my.json: recipe "a" (#0), field "related": "b" is listed twice; the repeat was dropped"#,
        ])
    }

    @Test func ingredientsMayBeStringsOrHaveNumericQuantities() throws {
        let recipe = #"{"id":"t","name":"Tea","category":"mains","ingredients":["1 tea bag",{"quantity":250,"unit":"ml","name":"water"},{"quantity":0.5,"name":"lemon"},{"quantity":"","name":""}],"steps":[],"related":[]}"#
        let collection = try CollectionLoader.decode(Data(F.json(recipes: [recipe]).utf8), file: "my.json")
        #expect(collection.recipes[0].ingredients.map(\.text) == ["1 tea bag", "250 ml water", "0.5 lemon"])
        #expect(collection.warnings.map(\.description) == [
            #"my.json: recipe "t" (#0), field "ingredients": an ingredient without a name was dropped"#,
            #"my.json: recipe "t" (#0), field "steps": the recipe has no steps"#,
        ])
    }

    @Test func missingAndFolderPathsAreClearErrors() throws {
        #expect(throws: CollectionError.notFound(path: "/nonexistent/x.json", tried: "no such file")) {
            try CollectionLoader.load(path: "/nonexistent/x.json")
        }
        let folder = NSTemporaryDirectory()
        #expect(throws: CollectionError.unreadable(path: folder, reason: "it is a folder; give the path of a collection .json file")) {
            try CollectionLoader.load(path: folder)
        }
    }
}
