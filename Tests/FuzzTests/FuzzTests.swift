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

    @Test(arguments: FuzzTargets.all.map(\.name))
    func shortRunIsClean(_ name: String) throws {
        let target = try #require(FuzzTargets.named(name))
        var count = 0
        let start = ContinuousClock.now
        for input in target.inputs(seed: 20_261_130, count: Self.shortCount) {
            target.run(input)
            count += 1
        }
        #expect(count == Self.shortCount)
        #expect(ContinuousClock.now - start < .seconds(20), "no input may take long; a hang shows here")
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

    @Test(arguments: FuzzTargets.all.map(\.name))
    func regressionInputsReplayClean(_ name: String) throws {
        let target = try #require(FuzzTargets.named(name))
        let folder = Self.fixtures + "/" + name
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { !$0.hasPrefix(".") }.sorted() ?? []
        for file in files {
            let data = try #require(FileManager.default.contents(atPath: folder + "/" + file), "unreadable \(file)")
            let start = ContinuousClock.now
            target.run(Array(data))
            #expect(ContinuousClock.now - start < .seconds(5), "\(name)/\(file) is slow")
        }
    }
}
