@testable import CookbookShell
import Foundation
import RecipeStore
import Testing
import TestSupport

/// `cookbook check` (issue #14): every problem as `FILE:LINE:COL: error|warning: message`, a
/// summary, exit 0/1/2, `--json`, `--strict`; and `list` pointing at it.
@Suite("cookbook check")
struct CheckTests {
    static let nameless = "Melt @butter{30%g}.\nAdd @{2%g} leeks.\n"

    // MARK: CheckReport

    @Test func aNamelessIngredientIsAnErrorAtItsLineAndColumn() throws {
        let folder = try CookFolder(["Leek.cook": "Add @{2%g} leeks.\n", "Clear.cook": "Boil @water."])
        let report = CheckReport(path: folder.path)
        #expect(report.lines == [folder.path + #"/Leek.cook:1:5: error: ingredient has no name before "{"; write a name, e.g. @salt{1%tsp}"#])
        #expect(report.summary == "1 error, 0 warnings in 2 recipes")
        #expect(report.status == 1)
    }

    /// Issue #35: a large folder's problems are counted by kind, thousands grouped, as the
    /// status line and `list` say them ("12 errors, 3,691 warnings", never "3703 warnings").
    @Test func errorsAndWarningsAreCountedApartAndGrouped() {
        let issue = { (severity: CollectionIssue.Severity) in CollectionIssue(file: "a.cook", location: "", message: "m", severity: severity) }
        let issues = Array(repeating: issue(.error), count: 12) + Array(repeating: issue(.warning), count: 3_691)
        #expect(CheckReport.tally(issues) == "12 errors, 3,691 warnings")
        #expect(CheckReport.tally([issue(.warning)]) == "1 warning")
        #expect(CheckReport.tally(Array(repeating: issue(.error), count: 1_000_000)) == "1,000,000 errors")
    }

    @Test func aCleanFolderIsOk() throws {
        let folder = try CookFolder(["Leek.cook": "Sweat @leeks{2}.", "Soups/Clear.cook": "Boil @water."])
        let report = CheckReport(path: folder.path, strict: true)
        #expect(report.entries.isEmpty)
        #expect(report.summary == "ok: 2 recipes, no problems")
        #expect(report.text == "ok: 2 recipes, no problems\n")
        #expect(report.status == 0)
    }

    @Test func warningsPassUnlessStrict() throws {
        let folder = try CookFolder(["Main.cook": "Serve with @./Gone{}."])
        let report = CheckReport(path: folder.path)
        #expect(report.lines == [folder.path + #"/Main.cook: warning: refers to "./Gone", which is not in the collection"#])
        #expect(report.summary == "0 errors, 1 warning in 1 recipe")
        #expect(report.status == 0)
        #expect(CheckReport(path: folder.path, strict: true).status == 1)
    }

    @Test func entriesAreSortedByFileThenLine() throws {
        let folder = try CookFolder(["b.cook": Self.nameless + "Then @{1} more.", "a.cook": "Add @{1}.", "c.cook": "Fine."])
        let places = CheckReport(path: folder.path).entries.map { "\($0.file.dropFirst(folder.path.count + 1)):\($0.line ?? 0)" }
        #expect(places == ["a.cook:1", "b.cook:2", "b.cook:3"])
    }

    @Test func aDanglingRelatedIdInJSONIsAWarningWithTheRecipe() throws {
        let file = try writeJSON(CollectionFixtures.json(recipes: [CollectionFixtures.recipe("tart", related: ["ghost"])]))
        let report = CheckReport(path: file)
        #expect(report.lines == [file + #": warning: recipe "tart" (#0), field "related": unknown recipe "ghost"; dropped"#])
        #expect(report.entries.map(\.recipe) == ["tart"])
        #expect(report.status == 0)
    }

    @Test func invalidJSONIsAnErrorWithLineAndColumn() throws {
        let file = try writeJSON("{\"version\": 1,\n  \"categories\": [,]}")
        let report = CheckReport(path: file)
        let entry = try #require(report.entries.first)
        #expect(entry.severity == .error)
        #expect(entry.line == 2)
        #expect(entry.column == 18)
        #expect(entry.message.hasPrefix("invalid JSON: "))
        #expect(report.summary == "1 error; the collection could not be opened")
        #expect(report.status == 1)
    }

    @Test func aRefusedCollectionReportsEveryProblemAsAnError() throws {
        let file = try writeJSON(CollectionFixtures.json(recipes: [CollectionFixtures.recipe("tart"), CollectionFixtures.recipe("tart", category: "cakes")]))
        let report = CheckReport(path: file)
        #expect(report.lines == [file + #": error: recipe "tart" (#1), field "id": duplicate id; recipe #0 already uses it"#])
        #expect(report.status == 1)
    }

    @Test func jsonOutputHasTheDocumentedFields() throws {
        let folder = try CookFolder(["Leek.cook": Self.nameless, "Main.cook": "Serve with @./Gone{}."])
        let data = Data(try CheckReport(path: folder.path).json().utf8)
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array.allSatisfy { Set($0.keys) == ["file", "line", "column", "severity", "message", "recipe"] })
        #expect(array[0]["line"] as? Int == 2)
        #expect(array[0]["column"] as? Int == 5)
        #expect(array[0]["severity"] as? String == "error")
        #expect(array[0]["recipe"] as? String == "leek")
        #expect(array[1]["line"] is NSNull)
        #expect(array[1]["severity"] as? String == "warning")
    }

    @Test func controlCharactersInFileNamesAndMessagesAreEscaped() throws {
        let folder = try CookFolder(["Bad\u{1B}[31m.cook": "Add @{1}.", "Main.cook": "Serve with @./Go\u{9B}ne{}."])
        let report = CheckReport(path: folder.path)
        let text = report.text
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
        #expect(text.contains(#"/Bad\e[31m.cook:1:5: error:"#))
        #expect(text.contains(#"./Go\x9bne"#))
        let json = try report.json()
        #expect(!json.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
        #expect(json.contains(#"Bad\u001B[31m"#) || json.contains(#"Bad\u001b[31m"#))
        #expect(json.contains(#"Go\u009Bne"#))
    }

    // MARK: The command

    @Test func theCommandExitsZeroOneAndTwo() async throws {
        let home = try TemporaryFolder.make("check-home")
        let clean = try CookFolder(["Leek.cook": "Sweat @leeks{2}."])
        let broken = try CookFolder(["Leek.cook": Self.nameless])
        let ok = try await CommandRun.cookbook(["check", "--data", clean.path], home: home)
        #expect(ok.status == 0)
        #expect(ok.outputText == "ok: 1 recipe, no problems\n")
        let bad = try await CommandRun.cookbook(["check", "--data", broken.path], home: home)
        #expect(bad.status == 1)
        #expect(bad.outputText.hasPrefix(broken.path + "/Leek.cook:2:5: error: ingredient has no name"))
        #expect(bad.outputText.hasSuffix("\n1 error, 0 warnings in 1 recipe\n"))
        let json = try await CommandRun.cookbook(["check", "--json", "--data", broken.path], home: home)
        #expect(json.status == 1)
        #expect(json.outputText.hasPrefix("["))
        let usage = try await CommandRun.cookbook(["check", "--data", clean.path, "--category", "x"], home: home)
        #expect(usage.status == 2)
        let strictElsewhere = try await CommandRun.cookbook(["list", "--strict", "--data", clean.path], home: home)
        #expect(strictElsewhere.status == 2)
        #expect(strictElsewhere.errorText.hasPrefix("cookbook: --strict goes with check\nusage: "))
    }

    /// Issue #37: the pantry.conf the collection uses is checked too, each problem at its line
    /// (and column, for a line TOML cannot read: an error, since it is skipped and blocks
    /// `cookbook pantry add`); a value that makes no sense is a warning.
    @Test func thePantryIsCheckedLineByLine() async throws {
        let home = try TemporaryFolder.make("check-home")
        let folder = try CookFolder(["Leek.cook": "Sweat @leeks{2}.", "config/pantry.conf": """
            [fridge]
            milk = { quantity = "1%l", colour = "white" }
            cream = "200%ml
            eggs = { expire = "31.02.2026" }

            """])
        let run = try await CommandRun.cookbook(["check", "--data", folder.path], home: home)
        let pantry = folder.path + "/config/pantry.conf"
        #expect(run.status == 1)
        #expect(run.outputText == """
            \(pantry):2: warning: “milk” has an unknown attribute “colour”; valid attributes are: bought, expire, quantity, low
            \(pantry):3:16: error: missing closing quote ("); a "…" string must end on its line
            \(pantry):4: warning: “eggs”: expire “31.02.2026” is not a date; write YYYY-MM-DD or DD.MM.YYYY
            1 error, 2 warnings in 1 recipe

            """, "\(run.errorText)")
        let json = try await CommandRun.cookbook(["check", "--json", "--data", folder.path], home: home)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [[String: Any]])
        #expect(entries.map { $0["line"] as? Int } == [2, 3, 4] && entries[1]["column"] as? Int == 16 && entries[1]["recipe"] is NSNull)
    }

    @Test func strictFailsOnWarnings() async throws {
        let home = try TemporaryFolder.make("check-home")
        let folder = try CookFolder(["Main.cook": "Serve with @./Gone{}."])
        #expect(try await CommandRun.cookbook(["check", "--data", folder.path], home: home).status == 0)
        #expect(try await CommandRun.cookbook(["check", "--strict", "--data", folder.path], home: home).status == 1)
    }

    @Test func listCountsErrorsAndWarningsOnStandardErrorAsCheckDoes() async throws {
        let home = try TemporaryFolder.make("check-home")
        let folder = try CookFolder(["Main.cook": "Serve with @./Gone{}.", "Leek.cook": Self.nameless])
        let run = try await CommandRun.cookbook(["list", "--data", folder.path], home: home)
        #expect(run.status == 0)
        #expect(run.outputText == "leek\tLeek\tuncategorised\nmain\tMain\tuncategorised\n")
        #expect(run.errorText == "cookbook: 1 error, 1 warning — run cookbook check\n")
        let check = try await CommandRun.cookbook(["check", "--data", folder.path], home: home)
        #expect(check.outputText.hasSuffix("\n1 error, 1 warning in 2 recipes\n"), "the same words for the same problems")
        let onlyWarned = try CookFolder(["Main.cook": "Serve with @./Gone{}."])
        let warningsOnly = try await CommandRun.cookbook(["list", "--data", onlyWarned.path], home: home)
        #expect(warningsOnly.errorText == "cookbook: 1 warning — run cookbook check\n")
        let cleanFolder = try CookFolder(["A.cook": "Stir."])
        let clean = try await CommandRun.cookbook(["list", "--data", cleanFolder.path], home: home)
        #expect(clean.status == 0)
        #expect(clean.errorText.isEmpty)
    }

    @Test func theSharedJhaydterFolderChecksAsItLoads() async throws {
        let path = try ProjectPaths.sharedData("cook-collections/jhaydter-recipes/cook")
        let collection = try FolderCollectionLoader.load(folder: path)
        // FolderCollectionTests: 764 recipes, none broken, so only warnings (an id clash).
        #expect(!collection.warnings.contains { $0.severity == .error })
        let run = try await CommandRun.cookbook(["check", "--data", path], home: try TemporaryFolder.make("check-home"))
        #expect(run.status == 0)
        let lines = run.outputText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == collection.warnings.count + 1, "one line per problem, then the summary")
        #expect(lines.last == "0 errors, \(collection.warnings.count) warning\(collection.warnings.count == 1 ? "" : "s") in 764 recipes")
        #expect(lines.dropLast().allSatisfy { $0.contains(": warning: ") })
    }

    private func writeJSON(_ text: String) throws -> String {
        let path = try TemporaryFolder.make("check-json") + "/collection.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
