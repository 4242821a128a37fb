import Foundation
import RecipeStore
import Testing

/// The JSON reader nests at most 512 levels (every JSON file and JSON-LD block goes through it):
/// deeper is a syntax error that says the limit, at its place, never a stack overflow.
@Suite("JSON reader: nesting depth")
struct JSONNestingTests {
    private func nested(_ levels: Int) -> String {
        String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
    }

    @Test func aValueNestedThirtyThousandLevelsDeepIsAnErrorThatSaysTheLimit() throws {
        do {
            let value = try JSONValue.parse(Array(nested(30_000).utf8))
            Issue.record("accepted: \(value)")
        } catch {
            #expect(error.description == "line 1, column 513: nested more than 512 levels deep")
        }
        #expect((try? JSONValue.parse(Array(nested(512).utf8))) != nil, "512 levels are read")
    }

    @Test func aCollectionFieldNestedTooDeepIsAnErrorThatSaysTheLimit() {
        let text = #"{"version":1,"categories":[],"recipes":[],"notes":"# + nested(30_000) + "}"
        do {
            let collection = try CollectionLoader.decode(Data(text.utf8), file: "my.json")
            Issue.record("accepted: \(collection.recipes.count) recipes")
        } catch {
            #expect(error.description.contains("nested more than 512 levels deep"), "\(error)")
        }
    }
}
