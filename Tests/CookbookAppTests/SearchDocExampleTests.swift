import CookbookApp
import Foundation
import RecipeStore
import Testing
import TestSupport

/// What docs/search.md shows is what search does (issue #34): every row of its Examples table
/// finds and leaves out what it says, and the status line says the suggestion sentence it quotes.
@Suite("docs/search.md examples")
struct SearchDocExampleTests {
    static func document() throws -> String {
        try String(contentsOfFile: ProjectPaths.root + "/docs/search.md", encoding: .utf8)
    }

    /// The rows of the Examples table: collection, query, a name found, a name not found.
    static func examples(_ text: String) -> [(collection: String, query: String, finds: String, notFound: String)] {
        guard let start = text.range(of: "## Examples") else { return [] }
        let section = String(text[start.upperBound...]).components(separatedBy: "\n## ")[0]
        return section.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 6, cells[2].hasPrefix("`"), cells[2].hasSuffix("`") else { return nil }
            return (cells[1], String(cells[2].dropFirst().dropLast()), cells[3], cells[4])
        }
    }

    @Test func everyExampleFindsWhatItSays() throws {
        let rows = Self.examples(try Self.document())
        #expect(rows.count >= 8, "the Examples table is missing or was not read")
        let bundled = MemoryRecipeStore(try CollectionLoader.load(path: ProjectPaths.bundledCollection))
        let folder = MemoryRecipeStore(try FolderCollectionLoader.load(folder: try ProjectPaths.sharedData("cook-collections/jhaydter-recipes/cook")))
        for row in rows {
            let store = row.collection == "bundled" ? bundled : folder
            #expect(["bundled", "jhaydter-recipes"].contains(row.collection), "unknown collection \(row.collection)")
            let names = store.search(SearchQuery.parse(row.query), limit: AppState.searchLimit, favourites: []).map(\.recipe.name)
            if !row.finds.isEmpty { #expect(names.contains(row.finds), "`\(row.query)` finds \(names), not \(row.finds)") }
            if !row.notFound.isEmpty { #expect(!names.contains(row.notFound), "`\(row.query)` finds \(row.notFound)") }
        }
    }

    /// docs/cli.md quotes what `cookbook search` says on stderr: the same suggestion.
    @Test func theCommandLinesSuggestionIsTheStoresSuggestion() throws {
        let text = try String(contentsOfFile: ProjectPaths.root + "/docs/cli.md", encoding: .utf8)
        let quoted = try #require(text.firstMatch(of: /cookbook: (No recipes match (\S+) — did you mean (\S+)\?)`/))
        let store = MemoryRecipeStore(try CollectionLoader.load(path: ProjectPaths.bundledCollection))
        let suggestion = try #require(store.suggestion(for: SearchQuery.parse(String(quoted.output.2)), favourites: []))
        #expect(suggestion == String(quoted.output.3))
        #expect(SearchSuggestion.message(query: String(quoted.output.2), suggestion: suggestion) == String(quoted.output.1))
    }

    @Test func theQuotedSuggestionIsWhatTheStatusLineSays() throws {
        let text = try Self.document()
        let quoted = try #require(text.firstMatch(of: /“(No recipes match (\S+) — did you mean \S+\? Enter searches it)”/))
        let env = try AppFixtures.bundledEnvironment()
        var state = AppState(width: 100, height: 24)
        state.type("/" + String(quoted.output.2), env: env)
        #expect(AppView.render(state, env: env).lines.last?.trimmingCharacters(in: .whitespaces) == String(quoted.output.1))
    }
}
