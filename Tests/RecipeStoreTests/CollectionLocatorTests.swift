import Foundation
import RecipeStore
import Testing
import TestSupport

@Suite("Where the collection comes from")
struct CollectionLocatorTests {
    func locator(env: [String: String] = [:], files: Set<String>) -> CollectionLocator {
        CollectionLocator(environment: env, executablePath: "/opt/cb/bin/cookbook") { files.contains($0) }
    }

    @Test func theOptionWinsThenTheEnvironmentThenInstalledThenSourceTree() throws {
        let installed = "/opt/cb/bin/../share/cookbook/recipes.json"
        let source = "/opt/cb/Resources/recipes.json"
        let all: Set<String> = ["/mine.json", "/env.json", installed, source, "/opt/cb/Package.swift"]
        #expect(try locator(env: ["COOKBOOK_DATA": "/env.json"], files: all).locate(option: "/mine.json") == "/mine.json")
        #expect(try locator(env: ["COOKBOOK_DATA": "/env.json"], files: all).locate(option: nil) == "/env.json")
        #expect(try locator(files: all).locate(option: nil) == installed)
        #expect(try locator(files: [source, "/opt/cb/Package.swift"]).locate(option: nil) == source)
    }

    @Test func theSourceTreeIsFoundAtAnyDepthBelowIt() throws {
        // The binary in .build/<triple>/release, however deep; the tree is the nearest folder
        // with both Package.swift and Resources/recipes.json.
        let tree: Set<String> = ["/src/cookbook/Package.swift", "/src/cookbook/Resources/recipes.json", "/src/Package.swift"]
        let binary = CollectionLocator(environment: [:], executablePath: "/src/cookbook/.build/x86_64-unknown-linux-gnu/release/cookbook") { tree.contains($0) }
        #expect(binary.sourceTreeCollection(above: binary.executablePath) == "/src/cookbook/Resources/recipes.json")
        #expect(binary.sourceTreeCollection(above: "/src/cookbook/Sources/RecipeStore/Store/Deeper/File.swift") == "/src/cookbook/Resources/recipes.json")
        #expect(binary.sourceTreeCollection(above: "/elsewhere/bin/cookbook") == nil)
        #expect(try binary.locate(option: nil) == "/src/cookbook/Resources/recipes.json")
    }

    @Test func thisSourceTreesCollectionIsFoundFromTheLocatorsOwnFile() {
        // However deep the file has moved, its compile-time path leads to this tree's collection.
        let real = CollectionLocator(environment: [:], executablePath: "/nowhere/cookbook") { FileManager.default.fileExists(atPath: $0) }
        #expect(real.sourceTreeCollection(above: CollectionLocator.sourceFile) == ProjectPaths.bundledCollection)
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
            #expect(error.description == "/opt/cb/bin/../share/cookbook/recipes.json: no recipe collection there (no --data, no $COOKBOOK_DATA, "
                    + "nothing installed, and no source tree (Package.swift and Resources/recipes.json) above /opt/cb/bin/cookbook or \(CollectionLocator.sourceFile)).")
        }
    }
}
