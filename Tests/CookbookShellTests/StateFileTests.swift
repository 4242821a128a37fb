import CookbookApp
import CookbookShell
import FileSystem
import Foundation
import Navigation
import RecipeStore
import Testing
import TestSupport

@Suite("State file: round trip, broken files, dropped recipes, atomic writes")
struct StateFileTests {
    let env: AppEnvironment
    let directory: String

    init() throws {
        env = try AppFixtures.environment()
        directory = try TemporaryFolder.make("state")
    }

    /// A state that uses every kind of navigation: three tabs, a deep Browse detail stack
    /// with cook mode on top, a Search selection, a favourite selected.
    private func richState(width: Int = 160) -> AppState {
        var state = AppState(width: width, height: 48)
        state.type("/miso", env: env)                      // Search: a query and an open result
        state.press([.enter], env: env)
        state.type("l", env: env)
        state.type("1jll", env: env)                       // Browse: Desserts › Äpfelkuchen
        state.press([.end, .enter], env: env)              // › Crème brûlée (related)
        state.press([.home, .down, .down, .down, .enter], env: env)   // › an ingredient
        state.press([.enter], env: env)                    // › a recipe using it
        state.type("c", env: env)                          // cook mode over it
        state.press([.down], env: env)                     // step 2
        return state
    }

    private func roundTrip(_ state: AppState) throws -> SavedState.Restored {
        let file = StateFile(path: directory + "/state.json")
        try file.save(SavedState(state))
        guard case let .saved(saved) = file.load() else { throw Failure("the saved file did not load") }
        return saved.restore(into: AppState(width: state.width, height: state.height), env: env)
    }

    struct Failure: Error { let text: String; init(_ text: String) { self.text = text } }

    @Test func everyKindOfStateComesBackExactly() throws {
        for width in [160, 100, 60] {
            let state = richState(width: width)
            #expect(state.isCooking(env: env))
            #expect(state.tabs[.search]!.split.sidebarSelection == .recipe("miso-soup"))
            let restored = try roundTrip(state)
            #expect(restored.dropped == 0)
            #expect(restored.state.tabs == state.tabs, "width \(width)")
            #expect(restored.state.query == state.query)
            #expect(restored.state.cook.step == state.cook.step)
            #expect(restored.state.tab == .browse)
            #expect(restored.state.isCooking(env: env), "cook mode (a flag) is navigation intent and comes back")
            #expect(AppView.render(restored.state, env: env) == AppView.render(state, env: env), "the same screen at width \(width)")
        }
    }

    @Test func viewDestinationsAreNotSaved() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jlls", env: env)
        let restored = try roundTrip(state)
        #expect(state.tabs[.browse]!.split.detail.overlays.count == 1)
        #expect(restored.state.tabs[.browse]!.split.detail.overlays == [])
        #expect(restored.state.tabs[.browse]!.split.contentSelection == "apfelkuchen")
    }

    @Test func theFileIsVersionedTaggedAndOwnerOnly() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jll", env: env)
        state.press([.end, .enter], env: env)
        let path = directory + "/deep/er/state.json"
        try StateFile(path: path).save(SavedState(state))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"version\" : 1"))
        let saved = try JSONDecoder().decode(SavedState.self, from: Data(text.utf8))
        #expect(saved.tabs["browse"]?.path.items == ["recipe", "\"creme-brulee\"", "recipe", "\"apfelkuchen\"", "category", "\"desserts\""])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test(arguments: [
        ("not json {", "it is not valid JSON"),
        (#"{"version": 2, "whatever": true}"#, "it was written by a newer Cookbook (format version 2)"),
        (#"{"version": 1}"#, #"it lacks "tab""#),
        (#"{"version": 1, "tab": "browse", "query": "", "cookStep": "two", "tabs": {}}"#, #""cookStep" has the wrong type"#),
    ])
    func aBrokenFileIsMovedAsideNeverOverwritten(content: String, reason: String) throws {
        let path = directory + "/state.json"
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let loaded = StateFile(path: path).load(now: now)
        let aside = path + ".corrupt-20270115-080000"
        #expect(loaded == .movedAside(to: aside, reason: reason))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == content, "the old file is kept, byte for byte")
    }

    @Test func recipesThatNoLongerExistAreDroppedAndCounted() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jll", env: env)                 // Desserts › Äpfelkuchen
        state.press([.end, .enter], env: env)       // › Crème brûlée
        state.press([.end, .enter], env: env)       // › Crème pâtissière (its last related)
        let saved = SavedState(state)
        // The collection loses Crème brûlée between runs.
        let collection = try CollectionLoader.load(path: AppFixtures.framesCollection).removing("creme-brulee")
        let smaller = AppEnvironment(store: MemoryRecipeStore(collection))
        let restored = saved.restore(into: AppState(width: 160, height: 48), env: smaller)
        #expect(restored.dropped == 1)
        #expect(restored.state.screens(of: .browse, env: smaller) == [.categories, .recipes("desserts"), .recipe("apfelkuchen"), .recipe("pastry-cream")])
    }

    @Test func focusMovesToAColumnThatStillHasSomethingToShow() throws {
        var state = AppState(width: 160, height: 48)
        state.type("jll", env: env)                        // Desserts › Äpfelkuchen, focus on the recipe
        #expect(state.tabs[.browse]!.split.focus == .detail)
        let smaller = AppEnvironment(store: MemoryRecipeStore(try CollectionLoader.load(path: AppFixtures.framesCollection).removing("apfelkuchen")))
        let restored = SavedState(state).restore(into: AppState(width: 160, height: 48), env: smaller)
        #expect(restored.dropped == 1)
        #expect(restored.state.tabs[.browse]!.split.focus == .content, "the recipe list, not an empty detail column")
        #expect(restored.state.tabs[.browse]!.split.contentSelection != "apfelkuchen", "the lost recipe is not selected")
        #expect(restored.state.tabs[.browse]!.split.contentSelection != nil, "the list previews the recipe under its cursor")
        #expect(restored.state.activeDepth(env: smaller) == 1)
    }

    @Test func aFailedWriteLeavesTheOldFile() throws {
        let path = directory + "/state.json"
        try StateFile(path: path).save(SavedState(AppState(width: 80, height: 24)))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        // Make the final rename impossible: the target's directory becomes read-only.
        chmod(directory, 0o500)
        defer { chmod(directory, 0o700) }
        var state = AppState(width: 80, height: 24)
        state.type("jl", env: env)
        if getuid() != 0 {
            #expect(throws: AtomicFile.Failure.self) { try StateFile(path: path).save(SavedState(state)) }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
        chmod(directory, 0o700)
        // As root permissions do not stop writes, so also check a rename onto a directory.
        let blocked = directory + "/blocked"
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Data("{}".utf8), to: blocked) }
        #expect(FileManager.default.fileExists(atPath: blocked + "/inside"), "the old content survives")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".tmp-") }
        #expect(leftovers == [], "no temporary file is left behind")
    }

    @Test func twoWritersNeverLeaveABrokenFile() throws {
        let path = directory + "/state.json"
        let states = [SavedState(richState()), SavedState(AppState(width: 80, height: 24))]
        let file = StateFile(path: path)
        try file.save(states[0])
        DispatchQueue.concurrentPerform(iterations: 3) { worker in
            for round in 0..<60 {
                if worker == 2 {
                    guard case .saved = file.load() else { Issue.record("read a broken file in round \(round)"); return }
                } else {
                    try? file.save(states[worker])
                }
            }
        }
        guard case let .saved(last) = file.load() else { Issue.record("the final file is broken"); return }
        #expect(states.contains(last))
    }
}
