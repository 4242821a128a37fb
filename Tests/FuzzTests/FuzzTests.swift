import Foundation
import Fuzzing
import Testing

/// A short run of every fuzz target (the long one is `make fuzz`), and every saved regression
/// input replayed through its target: a crash or a hang here is a reader that a hostile file
/// can bring down.
@Suite("Fuzzing")
struct FuzzTests {
    /// The regression inputs, one folder per target.
    static let fixtures: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/FuzzTests/FuzzTests.swift
        return parts.joined(separator: "/") + "/Tests/Fixtures/fuzz"
    }()

    /// Inputs per target in the short run: a few seconds for all targets in a debug build.
    static let shortCount = 1500

    /// Fewer for the targets that write files, talk over a socket or make whole shopping lists
    /// for each input, and for `pantry.conf`, read again whole after each unreadable line.
    static let shortCounts = ["cache": 300, "references": 400, "link": 600, "pantry": 200, "menu": 300, "shopping-list": 400]

    /// The short run's limits: small inputs (4 KiB), with nesting and chains of references as
    /// deep as `FuzzLimits.standard`'s (the 4 KiB bound them in practice: some hundreds of
    /// levels); `FUZZ_SHORT_DEPTH` and `FUZZ_SHORT_CHAIN` override them for one run.
    static let shortLimits: FuzzLimits = {
        let environment = ProcessInfo.processInfo.environment
        return FuzzLimits(maximumSize: 1 << 12, nestingDepth: environment["FUZZ_SHORT_DEPTH"].flatMap { Int($0) } ?? FuzzLimits.standard.nestingDepth,
                          chainLength: environment["FUZZ_SHORT_CHAIN"].flatMap { Int($0) } ?? FuzzLimits.standard.chainLength)
    }()

    /// Targets whose short run finds a bug not fixed on this branch yet (issue #30): run by
    /// `shortRunAfterTheFixes`, disabled until then. (`cache` was one until the index checked
    /// each page against its checksum and a damaged index answered from a fresh load.)
    static let awaitingFixes: Set<String> = []

    @Test(arguments: FuzzTargets.all.map(\.name).filter { !awaitingFixes.contains($0) })
    func shortRunIsClean(_ name: String) throws {
        try shortRun(name)
    }

    @Test(.disabled("until the fixes of issue #30 are merged: then empty awaitingFixes"), arguments: Array(awaitingFixes))
    func shortRunAfterTheFixes(_ name: String) throws {
        try shortRun(name)
    }

    private func shortRun(_ name: String) throws {
        let target = try #require(FuzzTargets.named(name))
        var count = 0
        let expected = Self.shortCounts[name] ?? Self.shortCount
        // Crashes and broken promises show here; an input that runs too long is `make fuzz`'s
        // to find (its per-input timer), not a wall clock's in a shared test run.
        for input in target.inputs(seed: 20_261_130, count: expected, limits: Self.shortLimits) {
            target.run(input)
            count += 1
        }
        #expect(count == expected)
    }

    @Test func inputsStayWithinTheSizeLimit() throws {
        let target = try #require(FuzzTargets.named("toml"))
        let limits = FuzzLimits(maximumSize: 3_000, nestingDepth: 100_000, chainLength: 10)
        let sizes = target.inputs(seed: 3, count: 400, limits: limits).dropFirst(target.seeds.count).map(\.count)
        #expect(sizes.allSatisfy { $0 <= 3_000 })
        #expect(sizes.contains(3_000), "some input grows to the limit")
    }

    @Test func shapesNestToTheDepthLimit() throws {
        let target = try #require(FuzzTargets.named("toml"))
        let limits = FuzzLimits(maximumSize: 1 << 20, nestingDepth: 5_000, chainLength: 10)
        let deepest = target.inputs(seed: 5, count: 600, limits: limits).map { input in
            String(decoding: input, as: UTF8.self).components(separatedBy: "{a = ").count - 1
        }.max() ?? 0
        #expect(deepest >= 5_000, "an inline table nested to the limit: \(deepest) levels at most")
    }

    @Test func referenceChainsReachTheChainLimit() throws {
        let target = try #require(FuzzTargets.named("references"))
        let limits = FuzzLimits(maximumSize: 1 << 20, nestingDepth: 10, chainLength: 300)
        let longest = target.inputs(seed: 9, count: 400, limits: limits).map { input in
            String(decoding: input, as: UTF8.self).components(separatedBy: "\n+++ ").count
        }.max() ?? 0
        #expect(longest >= 300, "a chain of 300 recipe files: \(longest) files at most")
    }

    @Test func runsAreDeterministic() throws {
        let target = try #require(FuzzTargets.named("cooklang"))
        let first = Array(target.inputs(seed: 7, count: 50)), second = Array(target.inputs(seed: 7, count: 50))
        #expect(first == second)
        #expect(first != Array(target.inputs(seed: 8, count: 50)))
        #expect(Set(first).count > 40, "the mutator makes distinct inputs")
    }

    @Test func everyRegressionFolderNamesATarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures).filter { !$0.hasPrefix(".") }
        #expect(Set(folders).isSubset(of: Set(FuzzTargets.all.map(\.name))), "a folder for an unknown target would never be replayed: \(folders)")
    }

    /// The CPU time this thread has used, in seconds.
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test(arguments: FuzzTargets.all.map(\.name))
    func regressionInputsReplayClean(_ name: String) throws {
        let target = try #require(FuzzTargets.named(name))
        let folder = Self.fixtures + "/" + name
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { !$0.hasPrefix(".") }.sorted() ?? []
        for file in files {
            let data = try #require(FileManager.default.contents(atPath: folder + "/" + file), "unreadable \(file)")
            // A hang guard, not a speed test: this thread's CPU time (what the reader spends, not
            // what a loaded machine makes it wait) stays far under the fuzzer's own limits.
            let start = Self.threadCPUSeconds()
            target.run(Array(data))
            #expect(Self.threadCPUSeconds() - start < 5, "\(name)/\(file) is slow")
        }
    }
}
