import Foundation
import RecipeStore
import Testing
import TestSupport
import WebImport

/// Which page a folder's recipes came from (issue #31): read from each file's source keys, as
/// Cooklang's conventions write them, and from the head of each file only.
@Suite("Imported pages: a folder's recipes by the page they came from")
struct ImportedPagesTests {
    private func folder(_ files: [String: String]) throws -> String {
        let folder = try TemporaryFolder.make("imported-pages")
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8) }
        return folder
    }

    /// Every way the conventions give a source, and one without a source at all.
    @Test func eachSourceKeyOfTheConventionsCounts() throws {
        let folder = try folder([
            "Plain.cook": "---\ntitle: Plain\nsource: https://a.example/plain\n---\n\nStir @salt{}.\n",
            "Quoted.cook": "---\nsource: \"https://a.example/quoted\"\nauthor: Kim\n---\nStir.\n",
            "Nested.cook": "---\nsource:\n  name: A Kitchen\n  url: https://a.example/nested\n---\nStir.\n",
            "Dotted.cook": "---\nsource.url: https://a.example/dotted\n---\nStir.\n",
            "Named.cook": "---\nsource.name: https://a.example/named\n---\nStir.\n",
            "Legacy.cook": ">> title: Legacy\n>> source: https://a.example/legacy\n\nStir @salt{}.\n",
            "Crlf.cook": "---\r\nsource: https://a.example/crlf\r\n---\r\nStir.\r\n",
            "Book.cook": "---\nsource: The Palomar Cookbook\n---\nStir.\n",
            "None.cook": "Stir @salt{}.\n",
            "notes.txt": "---\nsource: https://a.example/notes\n---\n",
            ".Hidden.cook": "---\nsource: https://a.example/hidden\n---\n",
        ])
        let pages = ImportedPages(folder: folder)
        #expect(pages.filesRead == 9, "the .cook files directly in the folder, hidden ones left out")
        for (page, file) in [("plain", "Plain.cook"), ("quoted", "Quoted.cook"), ("nested", "Nested.cook"), ("dotted", "Dotted.cook"),
                             ("named", "Named.cook"), ("legacy", "Legacy.cook"), ("crlf", "Crlf.cook")] {
            #expect(pages.file(importedFrom: ["https://www.a.example/\(page)/?utm_source=x"]) == file, "\(page)")
        }
        #expect(pages.file(importedFrom: ["https://a.example/notes"]) == nil, "not a recipe file")
        #expect(pages.file(importedFrom: ["https://a.example/hidden"]) == nil, "a hidden file is not listed")
        #expect(pages.file(importedFrom: ["The Palomar Cookbook"]) == nil, "a book is no page")
    }

    @Test func theFirstFileByNameIsNamedAndAFileWrittenSinceCounts() throws {
        let text = "---\nsource: https://a.example/soup\n---\nStir.\n"
        let folder = try folder(["Soup (2).cook": text, "Soup.cook": text, "Soup (10).cook": text])
        var pages = ImportedPages(folder: folder)
        #expect(pages.file(importedFrom: ["https://a.example/soup"]) == "Soup.cook")
        #expect(pages.file(importedFrom: ["https://a.example/stew"]) == nil)
        pages.add("Stew.cook", source: "https://a.example/stew")
        #expect(pages.file(importedFrom: ["http://a.example/stew/"]) == "Stew.cook")
        #expect(ImportedPages(folder: folder + "/not-made-yet").file(importedFrom: ["https://a.example/soup"]) == nil)
    }

    /// The method is most of a file, and is never read: the work counted is the heads' bytes.
    @Test func onlyEachFilesHeadIsRead() throws {
        let method = String(repeating: "Stir the @onion{1} in the #pan{} for ~{10%minutes}.\n\n", count: 4000)
        var files: [String: String] = [:]
        for number in 1...20 { files["Recipe \(number).cook"] = "---\ntitle: Recipe \(number)\nsource: https://a.example/\(number)\n---\n\n" + method }
        files["Old.cook"] = ">> source: https://a.example/old\n\n" + method
        files["Bare.cook"] = method
        let folder = try folder(files)
        let pages = ImportedPages(folder: folder)
        #expect(pages.file(importedFrom: ["https://a.example/17"]) == "Recipe 17.cook")
        #expect(pages.file(importedFrom: ["https://a.example/old"]) == "Old.cook")
        let total = files.values.reduce(0) { $0 + $1.utf8.count }
        #expect(total > 22 * 200_000)
        #expect(pages.bytesRead <= 22 * FileSources.chunk, "\(pages.bytesRead) bytes read of \(total)")
    }

    /// Front matter longer than one read is read on until its closing line, not cut.
    @Test func longFrontMatterIsReadToItsEnd() throws {
        let nutrition = (1...400).map { "  nutrient\($0): \($0) g" }.joined(separator: "\n")
        let folder = try folder(["Long.cook": "---\ntitle: Long\nnutrition:\n\(nutrition)\nsource: https://a.example/long\n---\nStir.\n"])
        #expect(ImportedPages(folder: folder).file(importedFrom: ["https://a.example/long"]) == "Long.cook")
    }
}

/// The addresses an imported page is known by: what it is compared by.
@Suite("Imported pages: the addresses a page is known by")
struct PageAddressesTests {
    @Test func aFetchedPageByItsURLWhereItsRedirectsEndedAndItsCanonicalLink() throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: ProjectPaths.fixture("import/graph-sections.html"))))
        let recipes = try RecipeImporter().recipes(in: bytes, source: "https://kitchen.example/s/1", pageURL: "https://kitchen.example/s/1",
                                                   finalURL: "https://kitchen.example/recipes/stew")
        #expect(recipes.map(\.addresses) == [["https://kitchen.example/s/1", "https://kitchen.example/recipes/stew", "https://kitchen.example/recipes/lemon-chickpea-stew"]])
    }

    @Test func aSavedPageByItsCanonicalLinkOrItsRecipesURLNeverByItsPath() throws {
        let page = ProjectPaths.fixture("import/graph-sections.html")
        #expect(try RecipeImporter().recipes(from: page).map(\.addresses) == [["https://kitchen.example/recipes/lemon-chickpea-stew"]])
        #expect(try RecipeImporter().recipes(from: ProjectPaths.fixture("import/main-entity.json")).map(\.addresses) == [["https://cafe.example/frappe"]])
        #expect(try RecipeImporter().recipes(from: ProjectPaths.fixture("import/several-recipes.html")).map(\.addresses) == [[], []],
                "a page with no address of its own is never taken for one imported before")
    }
}
