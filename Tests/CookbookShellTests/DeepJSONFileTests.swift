import CookbookShell
import Foundation
import Testing

/// The state and favourites files are read with Foundation's JSON decoder, not our reader:
/// thousands of nested lists in them are a damaged file, never a stack overflow.
@Suite("State and favourites files nested thousands deep")
struct DeepJSONFileTests {
    private let deep = String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000)

    @Test func aDeepFavouritesFileIsDamagedNotACrash() {
        #expect(throws: FavouritesFile.Failure.self) {
            try FavouritesFile.parse(Array(#"{"version": 1, "favourites": \#(deep)}"#.utf8), path: "favourites.json")
        }
    }

    @Test func aDeepStateFileIsUnusableNotACrash() {
        let text = #"{"version": 1, "tab": "browse", "query": "", "cookStep": 0, "tabs": {}, "history": \#(deep)}"#
        guard case .failure = StateFile.decode(Array(text.utf8)) else {
            Issue.record("a state nested 30,000 deep was used")
            return
        }
    }
}
