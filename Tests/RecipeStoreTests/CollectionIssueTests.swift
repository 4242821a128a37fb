import Foundation
import RecipeStore
import Testing
import TestSupport

/// The structured place of each collection problem: line, column, severity and recipe, set by
/// the loaders that know them (what `cookbook check` prints), with the messages unchanged.
@Suite("Collection issues")
struct CollectionIssueTests {
    @Test func aParseErrorInACookFileIsAnErrorWithItsLineAndColumn() throws {
        let folder = try CookFolder(["Soups/Leek.cook": "Melt @butter{30%g}.\n\nAdd @{2} leeks.\n", "Soups/Clear.cook": "Boil @water."])
        let issues = try FolderCollectionLoader.load(folder: folder.path).warnings
        let issue = try #require(issues.first)
        #expect(issues.count == 1)
        #expect(issue.line == 3)
        #expect(issue.column == 5)
        #expect(issue.severity == .error)
        #expect(issue.recipe == "soups/leek")
        #expect(issue.description == #"\#(folder.path)/Soups/Leek.cook: line 3, column 5: ingredient has no name before "{"; write a name, e.g. @salt{1%tsp}"#)
    }

    @Test func aMissingReferenceAndAnIdClashAreWarningsNamingTheRecipe() throws {
        let folder = try CookFolder(["Main.cook": "Serve with @./Gone{}.", "Pizza Dough.cook": "Knead.", "pizza dough.cook": "Knead again."])
        let issues = try FolderCollectionLoader.load(folder: folder.path).warnings
        let missing = try #require(issues.first { $0.message.hasPrefix("refers to") })
        #expect(missing.severity == .warning)
        #expect(missing.recipe == "main")
        #expect(missing.line == nil)
        let clash = try #require(issues.first { $0.message.hasPrefix("its id clashes") })
        #expect(clash.severity == .warning)
        #expect(clash.recipe == "pizza-dough-2")
    }

    @Test func salvagedFrontMatterIsAWarningAtItsLineThatLeavesTheRecipeWhole() throws {
        let folder = try CookFolder(["Pasta.cook": "---\ntitle: Pasta: the quick way\n---\nBoil @pasta{200%g}.\n"])
        let collection = try FolderCollectionLoader.load(folder: folder.path)
        let issue = try #require(collection.warnings.first)
        #expect(collection.warnings.count == 1)
        #expect(issue.severity == .warning)
        #expect(issue.line == 2)
        #expect(issue.message.hasPrefix("front matter line repaired: "))
        #expect(collection.recipes.first?.problems == [])
    }

    @Test func aFileThatIsNotUTF8IsAnErrorAtTheFirstBadByte() throws {
        let folder = try CookFolder(bytes: ["Latin1.cook": Array("Add @salt.\nCr".utf8) + [0xE8, 0x6D, 0x65]])
        let issue = try #require(try FolderCollectionLoader.load(folder: folder.path).warnings.first)
        #expect(issue.severity == .error)
        #expect(issue.line == 2)
        #expect(issue.column == 3)
    }

    @Test func aUTF16FileIsABrokenRecipeAndAnError() throws {
        let folder = try CookFolder(bytes: ["Wide.cook": [0xFF, 0xFE, 0x41, 0x00]])
        let issue = try #require(try FolderCollectionLoader.load(folder: folder.path).warnings.first)
        #expect(issue.severity == .error)
        #expect(issue.recipe == "wide")
        #expect(issue.message == "the file is UTF-16; save it as UTF-8")
    }

    @Test func aDanglingRelatedIdInJSONIsAWarningNamingTheRecipe() throws {
        let json = CollectionFixtures.json(recipes: [CollectionFixtures.recipe("tart", related: ["ghost"])])
        let issue = try #require(try CollectionLoader.decode(Data(json.utf8), file: "c.json").warnings.first)
        #expect(issue.severity == .warning)
        #expect(issue.recipe == "tart")
        #expect(issue.field == "related")
        #expect(issue.description == #"c.json: recipe "tart" (#0), field "related": unknown recipe "ghost"; dropped"#)
    }

    @Test func aRefusedJSONCollectionsProblemsAreErrors() throws {
        let json = CollectionFixtures.json(recipes: [CollectionFixtures.recipe("tart"), CollectionFixtures.recipe("tart")])
        #expect {
            _ = try CollectionLoader.decode(Data(json.utf8), file: "c.json")
        } throws: { error in
            guard case let .invalid(issues)? = error as? CollectionError else { return false }
            return issues.map(\.severity) == [.error] && issues.map(\.recipe) == ["tart"]
        }
    }

    @Test func anIssueWrittenBeforeSeverityExistedDecodesAsAWarning() throws {
        let old = Data(#"{"file":"a.json","location":"recipe #1","message":"the recipe has no steps"}"#.utf8)
        let issue = try JSONDecoder().decode(CollectionIssue.self, from: old)
        #expect(issue.severity == .warning)
        #expect(issue.line == nil)
        #expect(issue.recipe == nil)
    }

    @Test func everyFieldSurvivesJSONCoding() throws {
        let issue = CollectionIssue(file: "a.cook", location: "line 2, column 7", message: "m", line: 2, column: 7, severity: .error, recipe: "a")
        #expect(try JSONDecoder().decode(CollectionIssue.self, from: JSONEncoder().encode(issue)) == issue)
    }
}
