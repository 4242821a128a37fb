import Foundation
import Testing
import TestSupport

/// Issue #30: every change to the shopping files is a read–modify–write under the folder's
/// lock, so two real processes changing the list at once lose nothing, and a write that a full
/// disk (here a file-size limit) cuts short leaves the file as it was.
@Suite("Shopping: two processes at once lose nothing", .serialized)
struct ShoppingConcurrencyTests {
    let seed: SeedCopy

    init() throws { seed = try SeedCopy("shopping-concurrency") }

    /// One process running `command` `count` times in a row (`$i` counts from 0), saying
    /// `failed` for each run that did not succeed.
    private static func loop(_ count: Int, _ command: String, in seed: (home: String, folder: String)) async throws -> CommandRun {
        try await CommandRun.shell("i=0; while [ $i -lt \(count) ]; do \(command) || echo failed; i=$((i+1)); done",
                                   home: seed.home, environment: ["DATA": seed.folder], seconds: 600)
    }

    private func lines(_ name: String) -> [String] { seed.text(name).split(separator: "\n").map(String.init) }

    @Test func twoProcessesAddingTwoHundredEachKeepAllFourHundred() async throws {
        let paths = (home: seed.home, folder: seed.folder)
        async let first = Self.loop(200, #""$COOKBOOK" shopping-list add shared/pizza-dough --data "$DATA""#, in: paths)
        async let second = Self.loop(200, #""$COOKBOOK" shopping-list add salads/caprese --data "$DATA""#, in: paths)
        let runs = try await [first, second]
        for run in runs { #expect(run.status == 0 && !run.outputText.contains("failed"), "\(run.outputText) \(run.errorText)") }
        let list = lines(".shopping-list")
        // Each recipe stays one entry, its multiplier the count of adds (issue #32): any lost add shows.
        #expect(Set(list) == ["./Shared/Pizza Dough{200}", "./Salads/Caprese{200}"], "\(list)")
    }

    @Test func ticksAppendedWhileAnotherProcessRemovesAndAddsAreAllKept() async throws {
        // A hundred items on the list; one process ticks each while the other adds and
        // removes a recipe (each remove compacts the check log, rewriting it).
        try Data((0..<100).map { "item \($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: seed.folder + "/.shopping-list"))
        let paths = (home: seed.home, folder: seed.folder)
        async let ticking = Self.loop(100, #""$COOKBOOK" shopping-list check "item $i" --data "$DATA""#, in: paths)
        async let churning = Self.loop(50, #""$COOKBOOK" shopping-list add salads/caprese --data "$DATA" && "$COOKBOOK" shopping-list remove salads/caprese --data "$DATA""#, in: paths)
        let runs = try await [ticking, churning]
        for run in runs { #expect(run.status == 0 && !run.outputText.contains("failed"), "\(run.outputText) \(run.errorText)") }
        let ticks = Set(lines(".shopping-checked"))
        #expect(ticks == Set((0..<100).map { "+ item \($0)" }), "lost \(100 - ticks.count) of 100 ticks")
    }

    @Test func aTickCutShortByAFileSizeLimitLeavesNoHalfLine() async throws {
        // 1,019 bytes of ticks and a file-size limit of 1,024 bytes (`prlimit`): the next line
        // fits 5 bytes, then the write fails, as on a full disk.
        let before = (0..<92).map { String(format: "+ item %03d\n", $0) }.joined() + "+ salt\n"
        let path = seed.folder + "/.shopping-checked"
        try Data(before.utf8).write(to: URL(fileURLWithPath: path))
        #expect(before.utf8.count == 1_019)
        let run = try await CommandRun.shell(#"exec prlimit --fsize=1024 "$COOKBOOK" shopping-list check "a long name that does not fit" --data "$DATA""#,
                                             home: seed.home, environment: ["DATA": seed.folder])
        #expect(run.status == 1 && run.errorText.contains("cannot write " + path), "\(run.status) \(run.errorText)")
        #expect(seed.text(".shopping-checked") == before, "the log is as it was: a whole line or none")
    }
}
