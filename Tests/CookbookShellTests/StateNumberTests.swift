import CookbookApp
import CookbookShell
import Foundation
import RecipeStore
import Testing
import TestSupport

/// Numbers in the state file too large for any integer (`1e300`, 2^64) are clamped like every
/// other restored number; the file is used, not moved aside.
@Suite("State file: numbers out of range")
struct StateNumberTests {
    let env: AppEnvironment
    let directory: String

    init() throws {
        env = try AppFixtures.environment()
        directory = try TemporaryFolder.make("state-numbers")
    }

    @Test(arguments: ["1e300", "18446744073709551616", "-1e300", "-18446744073709551616"])
    func aHugeNumberIsClampedAndThePlaceKept(_ number: String) throws {
        let path = directory + "/state.json"
        try #"""
        {"version": 1, "tab": "browse", "query": "", "cookStep": \#(number), "miseCursor": \#(number),
         "miseTicked": [\#(number), 2], "servings": {"apfelkuchen": \#(number)},
         "tabs": {"browse": {"path": ["category", "\"desserts\""], "presented": [], "focus": "content",
                             "positions": [{"cursor": \#(number), "top": \#(number)}, {"cursor": 1, "top": \#(number)}]}}}
        """#.write(toFile: path, atomically: true, encoding: .utf8)
        guard case let .saved(saved) = StateFile(path: path).load() else {
            Issue.record("the file was not used: \(StateFile(path: path).load())")
            return
        }
        #expect(FileManager.default.fileExists(atPath: path), "nothing is moved aside")
        let large = !number.hasPrefix("-")
        #expect(saved.tabs["browse"]?.positions.map(\.cursor) == [large ? Int.max : Int.min, 1])
        #expect(saved.cookStep == (large ? Int.max : Int.min))
        #expect(saved.miseTicked == [large ? Int.max : Int.min, 2])
        let restored = saved.restore(into: AppState(width: 160, height: 48), env: env).state
        #expect(restored.cook.step == (large ? 1 << 24 : 0), "clamped as every restored row and step is")
        #expect(restored.cook.miseTicked == [2])
        #expect(restored.servings.values.first == (large ? 1_000 : 1), "servings within what + allows")
        let place = restored.tabs[state: .browse].split.collapsed.path.elements.first?.value(as: SidebarItem.self)
        #expect(place == .category(CategoryID("desserts")), "the place is restored")
    }
}
