import Foundation
import RecipeStore
import Testing
import TestSupport

/// `cookbook import` (issue #20) as a user runs it: pages in, `.cook` files out, never over
/// another file, nothing written on failure, and the exit statuses other tools rely on.
@Suite("cookbook import")
struct ImportCommandTests {
    private let page = ProjectPaths.fixture("import/graph-sections.html")

    private func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func aPageBecomesACookFileTheBrowserShowsWhole() async throws {
        let home = try TemporaryFolder.make("import")
        let run = try await CommandRun.cookbook(["import", page, "--into", home + "/recipes"], home: home)
        #expect(run.status == 0, "\(run.errorText)")
        #expect(run.outputText == "Imported Lemon Chickpea Stew → \(home)/recipes/Lemon Chickpea Stew.cook (6 ingredients, 4 steps, 2 sections)\n")
        let show = try await CommandRun.cookbook(["show", "lemon-chickpea-stew", "--data", home + "/recipes"], home: home)
        #expect(show.outputText.contains("Uncategorised · serves 4 · prep 15m · cook 1h 5m · total 1h 20m"), "\(show.outputText)")
        #expect(show.outputText.contains("Start the base:\n- 2 tbsp olive oil\n- 1 onion (finely chopped)\n- 3 cloves garlic\nSimmer:\n- 800 g chickpeas (two cans, drained)\n- 1 1/2 cups vegetable stock\n- 1 lemon\n"))
        #expect(show.outputText.contains("== Start the base ==\n1. Warm the olive oil"))
        #expect(show.outputText.contains("== Simmer ==\n3. Add the chickpeas"))

        let again = try await CommandRun.cookbook(["import", page, "--into", home + "/recipes", "--again"], home: home)
        #expect(again.status == 0)
        #expect(files(in: home + "/recipes") == ["Lemon Chickpea Stew (2).cook", "Lemon Chickpea Stew.cook"], "never over an existing file")
    }

    @Test func aDryRunPrintsTheFileAndWritesNothing() async throws {
        let home = try TemporaryFolder.make("import")
        let run = try await CommandRun.cookbook(["import", ProjectPaths.fixture("import/text-instructions.html"), "--into", home + "/recipes", "--dry-run"], home: home)
        #expect(run.status == 0, "\(run.errorText)")
        #expect(run.outputText == """
            ---
            title: "Toast with Butter"
            author: "Sam Sample"
            servings: 2
            time: "5 minutes"
            recipeYield: "Makes 2 slices"
            ---

            Mise en place: @Salt to taste{}.

            Toast the @bread{2%slices} until golden.

            Spread the @butter{1%tbsp} while it is warm.

            Cut in half and eat.

            """)
        #expect(!FileManager.default.fileExists(atPath: home + "/recipes"))
    }

    @Test func aPageWithNoRecipeExitsOneAndWritesNothing() async throws {
        let home = try TemporaryFolder.make("import")
        let article = ProjectPaths.fixture("import/article-only.html")
        let run = try await CommandRun.cookbook(["import", article, "--into", home + "/recipes"], home: home)
        #expect(run.status == 1)
        #expect(run.errorText == "cookbook: no schema.org Recipe found in \(article)\n")
        #expect(files(in: home + "/recipes").isEmpty)
    }

    @Test func standardInputJSONAndSeveralSources() async throws {
        let home = try TemporaryFolder.make("import")
        let json = try Data(contentsOf: URL(fileURLWithPath: ProjectPaths.fixture("import/main-entity.json")))
        let run = try await CommandRun.cookbook(["import", "-", ProjectPaths.fixture("import/several-recipes.html"), ProjectPaths.fixture("import/article-only.html"),
                                                 "--into", home + "/r", "--json"], home: home, input: Array(json))
        #expect(run.status == 1, "one of three sources had no recipe")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any])
        let imported = try #require(report["imported"] as? [[String: Any]])
        #expect(imported.map { $0["title"] as? String } == ["Café Frappé & Ice", "Flatbreads", "Yoghurt Dip"])
        #expect(imported.map { $0["source"] as? String } == ["-", ProjectPaths.fixture("import/several-recipes.html"), ProjectPaths.fixture("import/several-recipes.html")])
        let failed = try #require(report["failed"] as? [[String: Any]])
        #expect(failed.map { $0["error"] as? String } == ["no schema.org Recipe found in \(ProjectPaths.fixture("import/article-only.html"))"])
        #expect(files(in: home + "/r") == ["Café Frappé & Ice.cook", "Flatbreads.cook", "Yoghurt Dip.cook"], "the good sources are written")
    }

    @Test func withoutIntoTheCollectionsFolderAndCategoryAreUsed() async throws {
        let seed = try SeedCopy("import")
        let run = try await CommandRun.cookbook(["import", page, "--data", seed.folder, "--category", "Soups"], home: seed.home)
        #expect(run.status == 0, "\(run.errorText)")
        #expect(FileManager.default.fileExists(atPath: seed.folder + "/Soups/Lemon Chickpea Stew.cook"))
        let list = try await CommandRun.cookbook(["list", "--data", seed.folder, "--category", "soups"], home: seed.home)
        #expect(list.outputText == "soups/lemon-chickpea-stew\tLemon Chickpea Stew\tsoups\n", "\(list.outputText)")
        // The id `cookbook list` shows names the same folder: `soups` is `Soups`, not a new one.
        let byID = try await CommandRun.cookbook(["import", ProjectPaths.fixture("import/text-lines.html"), "--data", seed.folder, "--category", "soups"], home: seed.home)
        #expect(byID.status == 0 && FileManager.default.fileExists(atPath: seed.folder + "/Soups/Green Tea.cook"), "\(byID.errorText)")
        #expect(!FileManager.default.fileExists(atPath: seed.folder + "/soups"))
    }

    @Test func badUsageExitsTwo() async throws {
        let home = try TemporaryFolder.make("import")
        let none = try await CommandRun.cookbook(["import"], home: home)
        #expect(none.status == 2 && none.errorText.hasPrefix("cookbook: import needs a SOURCE"))
        let json = try await CommandRun.cookbook(["import", page, "--data", ProjectPaths.bundledCollection], home: home)
        #expect(json.status == 2 && json.errorText.hasPrefix("cookbook: the collection \(ProjectPaths.bundledCollection) is one JSON file; import writes .cook files: give --into DIR"))
        let escape = try await CommandRun.cookbook(["import", page, "--into", home + "/r", "--category", "../outside"], home: home)
        #expect(escape.status == 2 && escape.errorText.contains("--category needs a folder name inside the collection"))
        let dry = try await CommandRun.cookbook(["list", "--dry-run"], home: home)
        #expect(dry.status == 2 && dry.errorText.hasPrefix("cookbook: --into and --dry-run go with import"))
    }

    @Test func urlsAreFetchedFollowingRedirectsAndHTTPErrorsAreClear() async throws {
        let body = try Array(Data(contentsOf: URL(fileURLWithPath: page)))
        let server = try LocalHTTPServer(routes: [
            "/old": .init(status: 301, headers: ["Location": "/recipes/stew"]),
            "/recipes/stew": .init(body: body),
            "/huge": .init(body: Array(repeating: UInt8(ascii: " "), count: 11 << 20)),
        ])
        defer { server.stop() }
        let home = try TemporaryFolder.make("import")
        let run = try await CommandRun.cookbook(["import", server.base + "/old", "--into", home + "/r"], home: home)
        #expect(run.status == 0, "\(run.errorText)")
        #expect(server.requested == ["/old", "/recipes/stew"])
        let text = try String(contentsOfFile: home + "/r/Lemon Chickpea Stew.cook", encoding: .utf8)
        #expect(text.contains("source: \"\(server.base)/old\""), "the URL the user gave is the source")
        let missing = try await CommandRun.cookbook(["import", server.base + "/gone", "--dry-run"], home: home)
        #expect(missing.status == 1 && missing.errorText == "cookbook: cannot fetch \(server.base)/gone: the server answered HTTP 404\n")
        let huge = try await CommandRun.cookbook(["import", server.base + "/huge", "--dry-run"], home: home)
        #expect(huge.status == 1 && huge.errorText == "cookbook: cannot fetch \(server.base)/huge: the page is larger than 10 MB\n")
        server.stop()
        let refused = try await CommandRun.cookbook(["import", server.base + "/old", "--dry-run"], home: home)
        #expect(refused.status == 1 && refused.errorText.hasPrefix("cookbook: cannot fetch \(server.base)/old: "), "\(refused.errorText)")
    }
}
