import Foundation
import Testing
import TestSupport
@testable import CookbookShell

/// `cookbook cookable` on the Cooklang CLI's seed collection (issue #17): recipes ranked by what
/// its `config/pantry.conf` covers, what is missing, and what to use before it expires.
@Suite("cookbook cookable: the real binary")
struct CookableCommandTests {
    private func run(_ arguments: String...) async throws -> CommandRun {
        let home = try TemporaryFolder.make("cookable")
        let seed = try ProjectPaths.sharedData("cook-collections/cookcli-seed")
        return try await CommandRun.cookbook(["cookable"] + arguments + ["--data", seed], home: home)
    }

    @Test func rankedByWhatThePantryCovers() async throws {
        let run = try await run("--today", "2026-04-12")
        #expect(run.status == 0, "\(run.errorText)")
        let rows = run.outputText.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        // Best first by score: the percentage, plus 10 for each item about to expire it uses up.
        let scores = rows.compactMap { row in Int(row[0].dropLast()).map { $0 + (row[4].isEmpty ? 0 : 10 * row[4].split(separator: ";").count) } }
        #expect(scores.count == rows.count && scores == scores.sorted(by: >), "best first: \(rows)")
        let toast = try #require(rows.firstIndex { $0[1] == "breakfast/chocolate-toast-delight" }), guacamole = try #require(rows.firstIndex { $0[1] == "shared/guacamole" })
        #expect(rows[toast][0] == "33%" && rows[guacamole][0] == "37%" && toast < guacamole, "the butter about to expire lifts the toast above the guacamole")
        let risotto = try #require(rows.first { $0[1] == "risotto" })
        #expect(risotto[2] == "Classic Risotto alla Milanese")
        #expect(risotto[3].hasPrefix("missing: 1 onion; 1 pinch saffron threads"), "\(risotto)")
        #expect(!risotto[3].contains("parmesan") && !risotto[3].contains("arborio"), "the pantry has them")
        #expect(risotto[4] == "use soon: butter (3 days left)")
    }

    /// Names may hold commas (`butter, melted`): the missing items are joined with `; `, which
    /// a name cannot hold, so each reads whole; `--json` keeps them a list.
    @Test func missingItemsAreSeparatedSoNamesWithCommasReadWhole() async throws {
        let folder = try CookFolder(["Toast.cook": "Brush with @butter, melted{3%tbsp}, dip in @large eggs, beaten{2} and @milk{1%cup}.\n",
                                     "config/pantry.conf": "milk = \"1%l\"\n"])
        let home = try TemporaryFolder.make("cookable-commas")
        let run = try await CommandRun.cookbook(["cookable", "--data", folder.path, "--today", "2026-04-12"], home: home)
        #expect(run.status == 0, "\(run.errorText)")
        let row = run.outputText.split(separator: "\n").first.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(row?[3] == "missing: 3 tbsp butter, melted; 2 large eggs, beaten", "\(run.outputText)")
        let json = try await CommandRun.cookbook(["cookable", "--json", "--data", folder.path, "--today", "2026-04-12"], home: home)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [[String: Any]])
        #expect(entries.first?["missing"] as? [String] == ["3 tbsp butter, melted", "2 large eggs, beaten"])
    }

    @Test func minimumAndJSON() async throws {
        // The risotto's `warm water` and `cold butter` are products of their own (issue #32: the
        // name as written), which the pantry does not list: 6 of its 11 covered, 54%.
        let run = try await run("--min", "50", "--json", "--today", "2026-04-12")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [[String: Any]])
        #expect(!entries.isEmpty && entries.allSatisfy { ($0["percent"] as? Int ?? 0) >= 50 })
        let risotto = try #require(entries.first { $0["id"] as? String == "risotto" })
        let soon = risotto["expiring"] as? [[String: Any]]
        #expect(soon?.first?["name"] as? String == "butter" && soon?.first?["days"] as? Int == 3)
        #expect((try await self.run("--min", "101")).errorText.contains("--min needs a percentage from 0 to 100, not \"101\""))
    }
}
