import Foundation
import RecipeStore
import Testing
import TestSupport
import CookbookApp
@testable import CookbookShell

/// `cookbook search QUERY` (issue #16) run as a user would: the real binary on a collection
/// holding the recipes a new user searched for, in the Search tab's order.
@Suite("cookbook search: the real binary")
struct SearchCommandTests {
    let home: String
    let data: String

    init() throws {
        home = try TemporaryFolder.make("search-command")
        data = home + "/search.json"
        try Data(SearchFixtures.json.utf8).write(to: URL(fileURLWithPath: data))
    }

    private func run(_ arguments: [String]) async throws -> CommandRun {
        try await CommandRun.cookbook(["search"] + arguments + ["--data", data], home: home)
    }

    private func names(_ arguments: String...) async throws -> [String] {
        let result = try await run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.errorText)")
        return result.outputText.split(separator: "\n").map { String($0.split(separator: "\t")[1]) }
    }

    @Test func theFirstUsersSearches() async throws {
        #expect(try await names("pho") == ["Phở bò"])
        #expect(try await names("pie apple").first == "Apple Pie")
        #expect(try await names("pie", "apple") == names("pie apple"), "several arguments are one query")
        #expect(try await names("#sichuan") == ["麻婆豆腐"])
        #expect(try await names("mapo") == ["麻婆豆腐"])
        let garlic = try await names("ing:garlic -ing:onions")
        #expect(garlic.contains("Garlic Bread") && !garlic.contains("Onion Soup"))
        #expect(try await names("ing:garlic", "-ing:onions") == garlic, "an exclusion is not taken for an option")
    }

    @Test func linesAreIdNameCategoryInTheSearchTabsOrder() async throws {
        let apple = try await run(["apple"])
        #expect(apple.outputText == "apple-pie\tApple Pie\tdesserts\napple-crumble\tCrumble\tdesserts\ncider-pork\tCider Pork\tmains\n")
        let store = MemoryRecipeStore(try CollectionLoader.load(path: data))
        for query in ["apple", "garlic", "#baking", "time<=1h", "soup -onion"] {
            let expected = store.search(query, limit: 500).map(\.recipe.id.rawValue)
            let output = try await run([query]).outputText
            #expect(output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) } == expected, "\(query)")
        }
    }

    @Test func jsonSaysWhyAndLimitCuts() async throws {
        let json = try await run(["apple", "--json", "--limit", "2"])
        #expect(json.status == 0)
        let entries = try JSONSerialization.jsonObject(with: Data(json.output)) as? [[String: Any]]
        #expect(entries?.map { $0["id"] as? String } == ["apple-pie", "apple-crumble"])
        #expect(entries?[0]["why"] is NSNull, "matched by its name")
        #expect(entries?[1]["why"] as? String == "id: apple-crumble")
    }

    @Test func nothingFoundIsSilentSuccessAndAnIncompleteTermIsSaid() async throws {
        let none = try await run(["zzz"])
        #expect(none.status == 0 && none.output.isEmpty && none.error.isEmpty)
        let incomplete = try await run(["time<"])
        #expect(incomplete.status == 0)
        #expect(incomplete.errorText == "cookbook: “time<”: a time needs a duration such as 30m, 1h or 1h30; searched as text\n")
    }

    /// Issue #34: nothing found, and a spelling the collection knows would find something.
    @Test func nothingFoundOffersTheNearestSpellingOnStderr() async throws {
        let typo = try await run(["garlk"])
        #expect(typo.status == 0 && typo.output.isEmpty)
        #expect(typo.errorText == "cookbook: No recipes match garlk — did you mean garlic?\n", "\(typo.errorText)")
        let near = try await run(["garlik"])
        #expect(near.outputText.hasPrefix("garlic-bread\t"), "one edit away is found, not suggested: \(near.outputText)")
        #expect(near.errorText.isEmpty)
    }

    @Test func favouritesComeFromTheUsersFile() async throws {
        let file = home + "/data/cookbook/favourites.json"
        try FileManager.default.createDirectory(atPath: home + "/data/cookbook", withIntermediateDirectories: true)
        _ = try FavouritesFile(path: file).apply(FavouritesChange(added: ["onion-soup"]))
        #expect(try await names("@fav") == ["Onion Soup"])
        #expect(try await names("soup -@fav") == ["Phở bò"])
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: file))
        let damaged = try await run(["@fav"])
        #expect(damaged.status == 0 && damaged.output.isEmpty)
        #expect(damaged.errorText.contains(file) && damaged.errorText.hasSuffix("; @fav finds nothing\n"), "said, not swallowed: \(damaged.errorText)")
    }

    @Test(arguments: [
        (["search"], "search needs a query, e.g. cookbook search 'ing:garlic -ing:onion'"),
        (["search", "x", "--limit", "0"], "--limit needs a positive whole number, not \"0\""),
        (["list", "--limit", "3"], "--limit goes with search"),
    ])
    func badCommandLines(arguments: [String], message: String) {
        #expect(throws: Options.Failure(message: message)) { try Options.parse(arguments) }
    }
}
