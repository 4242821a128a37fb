import CookbookApp
import CookbookShell
import FileSystem
import Foundation
import Navigation
import RecipeStore
import Testing
import TestSupport

/// `--reset` and `--state` touch only what is a Cookbook state file, and only after every
/// check has passed; the state file is written with the full atomic discipline.
@Suite("Reset, state paths and atomic writes never destroy")
struct DestructiveOptionTests {
    let home: String
    let env: AppEnvironment

    init() throws {
        home = try TemporaryFolder.make("destructive")
        env = try AppFixtures.environment()
    }

    private func run(_ arguments: [String]) async throws -> CommandRun {
        try await CommandRun.cookbook(["--data", AppFixtures.framesCollection] + arguments, home: home)
    }

    private func savedStateText() throws -> String {
        var state = AppState(width: 80, height: 24)
        state.type("jl", env: env)
        let encoder = JSONEncoder()
        return String(decoding: try encoder.encode(SavedState(state)), as: UTF8.self)
    }

    @Test func resetRefusesADirectoryAndDeletesNothing() async throws {
        let documents = home + "/Documents"
        try FileManager.default.createDirectory(atPath: documents + "/deep", withIntermediateDirectories: true)
        try "precious".write(toFile: documents + "/deep/thesis.txt", atomically: true, encoding: .utf8)
        let run = try await run(["--reset", "--state", documents])
        #expect(run.status == 2)
        #expect(run.errorText.contains("cannot use \(documents) as the state file: it is a directory, not a regular file; it is left alone"))
        #expect(try String(contentsOfFile: documents + "/deep/thesis.txt", encoding: .utf8) == "precious")
    }

    @Test func resetRunsOnlyAfterTheTerminalCheck() async throws {
        let path = home + "/state.json"
        try savedStateText().write(toFile: path, atomically: true, encoding: .utf8)
        let run = try await run(["--reset", "--state", path])       // standard input is /dev/null
        #expect(run.status == 2)
        #expect(run.errorText.contains("standard input is not a terminal"))
        #expect(FileManager.default.fileExists(atPath: path), "nothing destructive before the checks pass")
    }

    @Test func resetDeletesOnlyAStateFile() async throws {
        let notes = home + "/notes.txt"
        try "shopping: eggs".write(toFile: notes, atomically: true, encoding: .utf8)
        #expect(throws: FilePath.Failure(path: notes, reason: "it is not a Cookbook state file; it is left alone")) {
            try StateFile(path: notes).delete()
        }
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "shopping: eggs")

        let state = home + "/state.json"
        try savedStateText().write(toFile: state, atomically: true, encoding: .utf8)
        try StateFile(path: state).delete()
        #expect(!FileManager.default.fileExists(atPath: state))
        try StateFile(path: state).delete()                   // a missing file is fine
    }

    @Test func resetThroughASymlinkKeepsTheLink() async throws {
        let target = home + "/dotfiles/state.json"
        try FileManager.default.createDirectory(atPath: home + "/dotfiles", withIntermediateDirectories: true)
        try savedStateText().write(toFile: target, atomically: true, encoding: .utf8)
        let link = home + "/state.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try StateFile(path: link).delete()
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target, "the link stays")
        try StateFile(path: link).save(SavedState(AppState(width: 80, height: 24)))
        #expect(FileManager.default.fileExists(atPath: target), "the next save goes through the link")
    }

    @Test func aStatePathThatIsNotARegularFileIsNeverMovedAside() async throws {
        let directory = home + "/state-dir"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard case let .stuck(reason) = StateFile(path: directory).load() else { Issue.record("a directory was used"); return }
        #expect(reason == "it is a directory, not a regular file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home) == ["state-dir"], "nothing was moved or created")
        #expect(StateFile.unusable("/dev/null") == "it is a character device, not a regular file")
        let run = try await run(["--state", "/dev/null"])
        #expect(run.status == 2)
        #expect(run.errorText.contains("cannot use /dev/null as the state file: it is a character device"))
    }

    @Test func savingThroughASymlinkReplacesItsTargetAndKeepsTheLink() async throws {
        let target = home + "/real-state.json"
        let link = home + "/state.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real-state.json")
        try StateFile(path: link).save(SavedState(AppState(width: 80, height: 24)))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "real-state.json")
        guard case .saved = StateFile(path: link).load() else { Issue.record("not saved through the link"); return }
        #expect(FileManager.default.fileExists(atPath: target))
    }

    @Test func staleTemporaryFilesOfDeadWritersAreRemoved() async throws {
        let path = home + "/state.json"
        let dead = path + ".tmp-999999999-AbCdEf"           // no such process
        let live = path + ".tmp-\(getppid())-AbCdEf"       // the test runner's parent lives on
        let oldStyle = path + ".tmp-XyZ123"
        let fresh = path + ".tmp-QwErTy"
        for file in [dead, live, oldStyle, fresh] { try "partial".write(toFile: file, atomically: false, encoding: .utf8) }
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: oldStyle)
        try StateFile(path: path).save(SavedState(AppState(width: 80, height: 24)))
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: home))
        #expect(names == ["state.json", (live as NSString).lastPathComponent, (fresh as NSString).lastPathComponent])
    }

    @Test func backupsOfDamagedFilesNeverOverwriteEachOther() async throws {
        let path = home + "/state.json"
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        var asides: [String] = []
        for content in ["{ first", "{ second", "{ third"] {
            try content.write(toFile: path, atomically: true, encoding: .utf8)
            guard case let .movedAside(to, _) = StateFile(path: path).load(now: now) else { Issue.record("not moved"); return }
            asides.append(to)
        }
        #expect(asides == [path + ".corrupt-20270115-080000", path + ".corrupt-20270115-080000-2", path + ".corrupt-20270115-080000-3"])
        #expect(try asides.map { try String(contentsOfFile: $0, encoding: .utf8) } == ["{ first", "{ second", "{ third"])
    }

    @Test func unknownTabOrFocusValuesAreNamed() async throws {
        let path = home + "/state.json"
        let text = try savedStateText().replacingOccurrences(of: #""tab":"browse""#, with: #""tab":"kitchen""#)
        #expect(text.contains("kitchen"))
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        guard case let .movedAside(_, reason) = StateFile(path: path).load() else { Issue.record("not moved aside"); return }
        #expect(reason == "\"tab\" has a value this Cookbook does not know")
    }

    @Test func hugeRestoredNumbersAreClampedAndKeysStillWork() async throws {
        var state = AppState(width: 80, height: 24)
        state.type("jl", env: env)
        var saved = SavedState(state)
        saved.cookStep = Int.max
        for key in saved.tabs.keys {
            saved.tabs[key]!.positions = [ListPosition(cursor: Int.max, top: Int.max), ListPosition(cursor: Int.min, top: -5)]
        }
        var restored = saved.restore(into: AppState(width: 80, height: 24), env: env).state
        #expect(restored.cook.step == 1 << 24)
        #expect(restored.tabs[.browse]!.positions.allSatisfy { (0...(1 << 24)).contains($0.cursor) && (0...(1 << 24)).contains($0.top) })
        restored.type("jjkkGgc", env: env)                   // move, jump, cook mode
        restored.press([.right, .right, .left], env: env)   // next steps: no overflow
        #expect(restored.cook.step >= 0)
    }
}
