import Foundation
import Navigation
import Testing
import TestSupport

@Suite("Codable path")
struct PathCodingTests {
    let coding = makeTestCoding()

    private func json(_ representation: NavigationPath.CodableRepresentation) throws -> String {
        String(decoding: try JSONEncoder().encode(representation), as: UTF8.self)
    }

    @Test func theJSONIsAFlatTagValueArrayNewestFirst() throws {
        let path = NavigationPath([CategoryID("desserts"), RecipeID("apple-pie"), Ingredient("butter")])
        let representation = try #require(path.codable(using: coding))
        #expect(representation.items == ["ingredient", "{\"name\":\"butter\"}", "recipe", "\"apple-pie\"", "category", "\"desserts\""])
        #expect(try json(representation) == #"["ingredient","{\"name\":\"butter\"}","recipe","\"apple-pie\"","category","\"desserts\""]"#)
    }

    @Test func roundTripRestoresTheSamePath() throws {
        let path = NavigationPath([CategoryID("soups"), RecipeID("pho"), RecipeID("beef-stock"), Ingredient("star anise")])
        let data = try JSONEncoder().encode(try #require(path.codable(using: coding)))
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(try NavigationPath(decoded, using: coding) == path)
        #expect(NavigationPath.decodingLeniently(decoded, using: coding).path == path)
    }

    @Test func aPathWithAnUntaggedTypeHasNoRepresentationAndSaysWhichType() {
        let path = NavigationPath([RecipeID("a"), 5 as Int])
        var reports: [String] = []
        #expect(path.codable(using: coding) { reports.append($0.description) } == nil)
        #expect(reports == ["Path element 1 has type Int, which has no coding tag; the path has no codable representation."])
    }

    @Test func strictDecodingNamesTheTagAndIndex() {
        let unknown = NavigationPath.CodableRepresentation(items: ["recipe", "\"b\"", "menu", "\"x\"", "category", "\"c\""])
        #expect(throws: NavigationError.unknownTag(tag: "menu", index: 1)) { try NavigationPath(unknown, using: coding) }
        #expect(NavigationError.unknownTag(tag: "menu", index: 1).description == "Stored path element 1 has the unknown tag \"menu\".")

        let wrongShape = NavigationPath.CodableRepresentation(items: ["recipe", "42"])
        #expect(throws: NavigationError.undecodableValue(tag: "recipe", index: 0, reason: "expected String")) {
            try NavigationPath(wrongShape, using: coding)
        }
        #expect(NavigationError.undecodableValue(tag: "recipe", index: 0, reason: "expected String").description
            == "Stored path element 0 (tag \"recipe\") could not be decoded: expected String.")

        let notJSON = NavigationPath.CodableRepresentation(items: ["recipe", "apple-pie"])
        #expect(throws: NavigationError.undecodableValue(tag: "recipe", index: 0, reason: "not valid JSON")) {
            try NavigationPath(notJSON, using: coding)
        }

        let odd = NavigationPath.CodableRepresentation(items: ["recipe"])
        #expect(throws: NavigationError.malformedRepresentation(reason: "expected tag/value pairs but found 1 items")) {
            try NavigationPath(odd, using: coding)
        }
    }

    @Test func lenientDecodingDropsWhatFailsOrNoLongerExistsAndReportsEachDrop() {
        let stored = NavigationPath.CodableRepresentation(items: [
            "recipe", "\"gone\"", "ingredient", "{\"nome\":\"x\"}", "recipe", "\"pie-crust\"", "menu", "\"m\"", "category", "\"desserts\"",
        ])
        let known: Set<RecipeID> = ["pie-crust"]
        let (path, dropped) = NavigationPath.decodingLeniently(stored, using: coding) { element in
            element.value(as: RecipeID.self).map(known.contains) ?? true
        }
        #expect(path == NavigationPath([CategoryID("desserts"), RecipeID("pie-crust")]))
        #expect(dropped.map(\.description) == [
            "Stored path element 1 has the unknown tag \"menu\".",
            "Stored path element 3 (tag \"ingredient\") could not be decoded: missing key \"name\".",
            "Stored path element 4 (tag \"recipe\", value \"gone\") no longer exists and was dropped.",
        ])
    }

    @Test func duplicateTagsAndTypesAreReportedAndTheFirstWins() throws {
        var coding = PathCodingRegistry()
        let took1 = coding.register(RecipeID.self, tag: "recipe")
        #expect(took1)
        let took2 = coding.register(CategoryID.self, tag: "recipe")
        #expect(took2 == false)
        let took3 = coding.register(RecipeID.self, tag: "dish")
        #expect(took3 == false)
        #expect(coding.diagnostics.map(\.description) == [
            "The coding tag \"recipe\" or the type CategoryID is already registered; the first registration is kept.",
            "The coding tag \"dish\" or the type RecipeID is already registered; the first registration is kept.",
        ])
        #expect(try NavigationPath([RecipeID("a")]).encoded(using: coding).items == ["recipe", "\"a\""])
    }

    @Test func aTypedPathOfCodableIDsIsAPlainArray() throws {
        let path: TypedPath<RecipeID> = ["a", "b"]
        let text = String(decoding: try JSONEncoder().encode(path), as: UTF8.self)
        #expect(text == #"["a","b"]"#)
        #expect(try JSONDecoder().decode(TypedPath<RecipeID>.self, from: Data(text.utf8)) == path)
    }
}
