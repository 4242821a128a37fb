import Foundation
import Testing
import TestSupport

/// `cookbook import` of a page the folder holds already (issue #31): said on stderr, exit 3,
/// nothing written — not a byte, not a file — unless `--again` asks for another copy.
@Suite("cookbook import: a page imported before")
struct ImportAgainTests {
    private let page = ProjectPaths.fixture("import/graph-sections.html")

    /// Every entry of `folder` (hidden ones too) with its bytes.
    private func contents(of folder: String) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            contents[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return contents
    }

    private func said(_ source: String, file: String) -> String {
        "cookbook: \(source) is already imported as \(file); nothing written (--again imports another copy)\n"
    }

    @Test func aSavedPageImportedAgainIsSaidAndWritesNothingUnlessAgainIsGiven() async throws {
        let home = try TemporaryFolder.make("import-again")
        let folder = home + "/recipes"
        let first = try await CommandRun.cookbook(["import", page, "--into", folder], home: home)
        #expect(first.status == 0, "\(first.errorText)")
        let before = try contents(of: folder)

        let again = try await CommandRun.cookbook(["import", page, "--into", folder], home: home)
        #expect(again.status == 3)
        #expect(again.errorText == said(page, file: folder + "/Lemon Chickpea Stew.cook"), "the page's canonical link is its address")
        #expect(again.outputText.isEmpty)
        #expect(try contents(of: folder) == before, "not a file nor a byte written")

        let copy = try await CommandRun.cookbook(["import", page, "--into", folder, "--again"], home: home)
        #expect(copy.status == 0, "\(copy.errorText)")
        #expect(copy.outputText.hasPrefix("Imported Lemon Chickpea Stew → \(folder)/Lemon Chickpea Stew (2).cook"))
        #expect(try contents(of: folder).keys.sorted() == ["Lemon Chickpea Stew (2).cook", "Lemon Chickpea Stew.cook"])
    }

    /// The URL given (with a newsletter's tracking), then a short link that redirects to it:
    /// the same page by where the redirect ends. Then the saved page, whose canonical link is
    /// the address a file written from it keeps.
    @Test func aURLMatchesByWhereItsRedirectsEndAndByTheCanonicalLink() async throws {
        let body = try Array(Data(contentsOf: URL(fileURLWithPath: page)))
        let server = try LocalHTTPServer(routes: [
            "/s/1": .init(status: 301, headers: ["Location": "/recipes/stew"]),
            "/recipes/stew": .init(body: body),
            "/recipes/stew?utm_source=newsletter&utm_medium=email": .init(body: body),
        ])
        defer { server.stop() }
        let home = try TemporaryFolder.make("import-again")
        let folder = home + "/r"
        let tracked = server.base + "/recipes/stew?utm_source=newsletter&utm_medium=email"
        let first = try await CommandRun.cookbook(["import", tracked, "--into", folder], home: home)
        #expect(first.status == 0, "\(first.errorText)")
        let before = try contents(of: folder)

        let short = try await CommandRun.cookbook(["import", server.base + "/s/1", "--into", folder], home: home)
        #expect(short.status == 3, "\(short.errorText)")
        #expect(short.errorText == said(server.base + "/s/1", file: folder + "/Lemon Chickpea Stew.cook"))
        #expect(server.requested.suffix(2) == ["/s/1", "/recipes/stew"], "fetched: only the page tells where it ends and what it calls itself")
        #expect(try contents(of: folder) == before)

        // Into another folder: the URL first, then the saved page of the same recipe.
        let saved = try await CommandRun.cookbook(["import", page, "--into", home + "/s"], home: home)
        #expect(saved.status == 0)
        let byCanonical = try await CommandRun.cookbook(["import", server.base + "/recipes/stew", "--into", home + "/s"], home: home)
        #expect(byCanonical.status == 3 && byCanonical.errorText.contains("is already imported as \(home)/s/Lemon Chickpea Stew.cook"), "\(byCanonical.errorText)")
    }

    /// Several sources: the new ones are written, each one imported before is said; a failure
    /// is still 1. `--json` lists them under `alreadyImported`. A page given twice in one run
    /// is imported once.
    @Test func severalSourcesAndJSON() async throws {
        let home = try TemporaryFolder.make("import-again")
        let folder = home + "/r"
        let json = ProjectPaths.fixture("import/main-entity.json")
        let twice = try await CommandRun.cookbook(["import", page, page, "--into", folder], home: home)
        #expect(twice.status == 3)
        #expect(twice.errorText == said(page, file: folder + "/Lemon Chickpea Stew.cook"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Lemon Chickpea Stew.cook"])

        let mixed = try await CommandRun.cookbook(["import", page, json, "--into", folder, "--json"], home: home)
        #expect(mixed.status == 3)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(mixed.output)) as? [String: Any])
        #expect((report["imported"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Café Frappé & Ice"])
        #expect((report["failed"] as? [Any])?.isEmpty == true)
        let skipped = try #require(report["alreadyImported"] as? [[String: String]])
        #expect(skipped == [["source": page, "file": folder + "/Lemon Chickpea Stew.cook"]])
        #expect(mixed.errorText.isEmpty, "--json says it in the JSON")

        let failing = try await CommandRun.cookbook(["import", json, ProjectPaths.fixture("import/article-only.html"), "--into", folder], home: home)
        #expect(failing.status == 1, "a failure outranks a page imported before")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["Café Frappé & Ice.cook", "Lemon Chickpea Stew.cook"])
    }

    /// A recipe written by hand (or by another tool) that names the page under `source.url`
    /// counts as well: the folder has that page.
    @Test func aHandWrittenSourceCounts() async throws {
        let home = try TemporaryFolder.make("import-again")
        let folder = home + "/r"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let mine = "---\ntitle: My stew\nsource:\n  name: Kitchen\n  url: http://www.kitchen.example/recipes/lemon-chickpea-stew/\n---\n\nStir @chickpeas{800%g}.\n"
        try mine.write(toFile: folder + "/My stew.cook", atomically: false, encoding: .utf8)
        let run = try await CommandRun.cookbook(["import", page, "--into", folder], home: home)
        #expect(run.status == 3)
        #expect(run.errorText == said(page, file: folder + "/My stew.cook"))
        #expect(try String(contentsOfFile: folder + "/My stew.cook", encoding: .utf8) == mine)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["My stew.cook"])
    }
}
