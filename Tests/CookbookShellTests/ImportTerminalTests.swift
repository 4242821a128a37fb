import Foundation
import Testing
import TestSupport

/// Issue #20 in the real binary, in tmux, on a copy of the Cooklang CLI's seed collection: `I`
/// in a category asks for a page, writes its recipe into that category's folder and opens it;
/// a page with no recipe is said in the status line and writes nothing.
@Suite("I in the browser: the real binary in a terminal")
struct ImportTerminalTests {
    @Test func iImportsAPageIntoTheCategoryShownAndOpensIt() async throws {
        let seed = try SeedCopy("import-key")
        let tmux = try TmuxSession.cookbook(home: seed.home, width: 120, height: 40, data: seed.folder, arguments: ["open", "cookbook://category/breakfast"])
        _ = try await tmux.waitFor(text: "Easy Pancakes")
        try tmux.send("I")
        _ = try await tmux.waitFor(text: "Import a recipe from (URL or saved page):")
        try tmux.type(ProjectPaths.fixture("import/article-only.html"))
        try tmux.send("Enter")
        _ = try await tmux.waitFor(text: "Nothing imported: no schema.org Recipe found in")
        try tmux.send("I")
        try tmux.type(ProjectPaths.fixture("import/graph-sections.html"))
        try tmux.send("Enter")
        let screen = try await tmux.waitFor("the imported recipe open") { $0[0].contains("Breakfast › Lemon Chickpea Stew") }
        #expect(screen.contains { $0.contains("Imported Lemon Chickpea Stew as Lemon Chickpea Stew.cook.") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("• 800 g chickpeas (two cans, drained)") })
        #expect(FileManager.default.fileExists(atPath: seed.folder + "/Breakfast/Lemon Chickpea Stew.cook"), "written into the category's folder")
        let files = try FileManager.default.contentsOfDirectory(atPath: seed.folder + "/Breakfast").filter { $0.hasPrefix(".import") }
        #expect(files.isEmpty, "no temporary file left behind")
    }

    /// Issue #31: `I` on a page the category's folder holds already asks in the prompt line;
    /// `n` writes nothing and keeps the place, `y` writes another copy and opens it.
    @Test func iOnAPageImportedBeforeAsksFirst() async throws {
        let seed = try SeedCopy("import-again-key")
        let page = ProjectPaths.fixture("import/graph-sections.html")
        let first = try await CommandRun.cookbook(["import", page, "--data", seed.folder, "--category", "Breakfast"], home: seed.home)
        #expect(first.status == 0, "\(first.errorText)")
        let breakfast = seed.folder + "/Breakfast"
        let before = try FileManager.default.contentsOfDirectory(atPath: breakfast).sorted()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: breakfast + "/Lemon Chickpea Stew.cook"))
        let tmux = try TmuxSession.cookbook(home: seed.home, width: 120, height: 40, data: seed.folder, arguments: ["open", "cookbook://category/breakfast"])
        let start = try await tmux.waitFor(text: "Lemon Chickpea Stew")
        try tmux.send("I")
        _ = try await tmux.waitFor(text: "Import a recipe from (URL or saved page):")
        try tmux.type(page)
        try tmux.send("Enter")
        _ = try await tmux.waitFor(text: "Already imported as Lemon Chickpea Stew.cook — import again? (y/N)")
        try tmux.send("n")
        let refused = try await tmux.waitFor(text: "Nothing imported: the page is already imported as Lemon Chickpea Stew.cook.")
        #expect(refused[0] == start[0], "the place is kept")
        #expect(try FileManager.default.contentsOfDirectory(atPath: breakfast).sorted() == before, "nothing written")
        #expect(try Data(contentsOf: URL(fileURLWithPath: breakfast + "/Lemon Chickpea Stew.cook")) == bytes)

        try tmux.send("I")
        _ = try await tmux.waitFor(text: "Import a recipe from (URL or saved page):")
        try tmux.type(page)
        try tmux.send("Enter")
        _ = try await tmux.waitFor(text: "Already imported as Lemon Chickpea Stew.cook — import again? (y/N)")
        try tmux.send("y")
        _ = try await tmux.waitFor(text: "Imported Lemon Chickpea Stew as Lemon Chickpea Stew (2).cook.")
        #expect(FileManager.default.fileExists(atPath: breakfast + "/Lemon Chickpea Stew (2).cook"))
    }

    @Test func aRecipeImportedFromTheShellAppearsInARunningBrowser() async throws {
        let seed = try SeedCopy("import-live")
        let tmux = try TmuxSession.cookbook(home: seed.home, width: 120, height: 40, data: seed.folder, arguments: ["open", "cookbook://category/breakfast"])
        _ = try await tmux.waitFor(text: "Easy Pancakes")
        let run = try await CommandRun.cookbook(["import", ProjectPaths.fixture("import/several-recipes.html"), "--data", seed.folder, "--category", "Breakfast"],
                                                home: seed.home)
        #expect(run.status == 0, "\(run.errorText)")
        let screen = try await tmux.waitFor("both recipes listed") { lines in lines.contains { $0.contains("Flatbreads") } && lines.contains { $0.contains("Yoghurt Dip") } }
        #expect(screen[0].contains("Breakfast"), "the place is kept")
    }
}
