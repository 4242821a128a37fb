import Foundation
import RecipeStore
import Testing
import TestSupport

/// JSON collections written to break the loader (issue #11): numbers out of range, byte-order
/// marks, UTF-16 and bytes that are not UTF-8. Each either loads or says what to do.
@Suite("Hostile JSON collections")
struct HostileCollectionTests {
    typealias F = CollectionFixtures

    private func load(_ bytes: [UInt8]) -> Result<RecipeCollection, CollectionError> {
        Result { () throws(CollectionError) in try CollectionLoader.decode(Data(bytes), file: "my.json") }
    }

    private func loadError(_ bytes: [UInt8]) -> String? {
        if case let .failure(error) = load(bytes) { return error.description }
        return nil
    }

    private func recipe(servings: String, prep: String = "5") -> String {
        #"{"id":"big","name":"Big","category":"mains","servings":\#(servings),"prepMinutes":\#(prep),"ingredients":["salt"],"steps":["Cook."],"related":[]}"#
    }

    @Test(arguments: ["99999999999999999999", "-99999999999999999999", "1000000001"])
    func outOfRangeNumbersWarnAndTheRecipeStays(_ number: String) throws {
        let collection = try load(Array(F.json(recipes: [recipe(servings: number, prep: number)]).utf8)).get()
        #expect(collection.recipes.map(\.id) == ["big"])
        #expect(collection.recipes[0].servings == nil)
        #expect(collection.recipes[0].prepMinutes == nil)
        #expect(collection.warnings.map(\.description) == [
            #"my.json: recipe "big" (#0), field "servings": \#(number) is out of range; ignored"#,
            #"my.json: recipe "big" (#0), field "prepMinutes": \#(number) is out of range; ignored"#,
        ])
    }

    @Test func aHugeVersionIsNamed() {
        #expect(loadError(Array(#"{"version":99999999999999999999,"categories":[],"recipes":[]}"#.utf8))
            == #"my.json: field "version": 99999999999999999999 is out of range"#)
    }

    @Test func aUTF8ByteOrderMarkIsSkipped() throws {
        let collection = try load([0xEF, 0xBB, 0xBF] + Array(F.json(recipes: [F.recipe("toast")]).utf8)).get()
        #expect(collection.recipes.map(\.id) == ["toast"])
        #expect(loadError([0xEF, 0xBB, 0xBF] + Array("{\"a\": tru}".utf8)) == "my.json:1:10: invalid JSON: expected true.", "the mark is no column")
    }

    @Test func utf16IsNamedWithWhatToDo() {
        let text = F.json(recipes: [F.recipe("toast")])
        let little = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let expected = "my.json:1:1: invalid JSON: the file is UTF-16; save it as UTF-8."
        #expect(loadError([0xFF, 0xFE] + little) == expected)
        #expect(loadError([0xFE, 0xFF] + big) == expected)
        #expect(loadError(little) == expected, "no byte-order mark, NUL-interleaved ASCII")
        #expect(loadError(big) == expected)
    }

    @Test func invalidUTF8InAStringIsAnErrorAtItsPlace() {
        let head = Array("{\"version\": 1,\n  \"title\": \"Caf".utf8)
        #expect(loadError(head + [0xE9] + Array("\", \"categories\": [], \"recipes\": []}".utf8))
            == "my.json:2:16: invalid JSON: a string is not valid UTF-8; save the file as UTF-8.")
        #expect(loadError(head + [0xC3, 0xA9, 0xFF] + Array("\\n\", \"categories\": [], \"recipes\": []}".utf8))
            == "my.json:2:17: invalid JSON: a string is not valid UTF-8; save the file as UTF-8.", "after an escape too")
        #expect(loadError(Array("{\"ok\": \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"}".utf8))
            == "my.json:1:9: invalid JSON: a string is not valid UTF-8; save the file as UTF-8.", "an encoded surrogate")
    }

    @Test func validMultiByteTextStillLoads() throws {
        let collection = try load(Array(F.json(recipes: [F.recipe("cafe", name: "Café 麻婆豆腐 🍲")]).utf8)).get()
        #expect(collection.recipes.map(\.name) == ["Café 麻婆豆腐 🍲"])
    }
}
