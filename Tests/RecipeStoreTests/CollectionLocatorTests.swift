import RecipeStore
import Testing

@Suite("Where the collection comes from")
struct CollectionLocatorTests {
    func locator(env: [String: String] = [:], files: Set<String>) -> CollectionLocator {
        CollectionLocator(environment: env, executablePath: "/opt/cb/bin/cookbook") { files.contains($0) }
    }

    @Test func theOptionWinsThenTheEnvironmentThenInstalledThenSourceTree() throws {
        let installed = "/opt/cb/bin/../share/cookbook/recipes.json"
        let source = CollectionLocator.sourceTreeCollection
        let all: Set<String> = ["/mine.json", "/env.json", installed, source]
        #expect(try locator(env: ["COOKBOOK_DATA": "/env.json"], files: all).locate(option: "/mine.json") == "/mine.json")
        #expect(try locator(env: ["COOKBOOK_DATA": "/env.json"], files: all).locate(option: nil) == "/env.json")
        #expect(try locator(files: all).locate(option: nil) == installed)
        #expect(try locator(files: [source]).locate(option: nil) == source)
        #expect(source.hasSuffix("/Resources/recipes.json"))
    }

    @Test func anExplicitPathThatDoesNotExistIsAnError() {
        #expect(throws: CollectionError.notFound(path: "/nope.json", tried: "given with --data")) {
            try locator(files: ["/opt/cb/bin/../share/cookbook/recipes.json"]).locate(option: "/nope.json")
        }
        #expect(throws: CollectionError.notFound(path: "/gone.json", tried: "given by $COOKBOOK_DATA")) {
            try locator(env: ["COOKBOOK_DATA": "/gone.json"], files: []).locate(option: nil)
        }
    }

    @Test func nothingAnywhereListsWhereItLooked() {
        do {
            _ = try locator(files: []).locate(option: nil)
            Issue.record("located a collection that does not exist")
        } catch {
            #expect(error.description == "/opt/cb/bin/../share/cookbook/recipes.json: no recipe collection there (no --data, no $COOKBOOK_DATA, nothing installed, and no source tree at \(CollectionLocator.sourceTreeCollection)).")
        }
    }
}
