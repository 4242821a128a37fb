import Foundation
import Testing

/// `cookbook-fuzz`'s command line as a user meets it: `--help` is an answer, not an error.
@Suite("Fuzzing: the command line")
struct FuzzCommandLineTests {
    /// Runs the built `cookbook-fuzz` (beside the test bundle) with `arguments`.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("cookbook-fuzz")
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test(arguments: ["--help", "-h"])
    func helpPrintsTheUsageAndSucceeds(_ flag: String) throws {
        let result = try run([flag])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("usage: cookbook-fuzz [TARGET…]"), "\(result.output)")
        #expect(result.output.contains("cooklang"), "the targets are listed")
        #expect(result.error.isEmpty, "\(result.error)")
    }

    @Test func anOptionWithoutItsValueIsStillAnError() throws {
        let result = try run(["--seed"])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("cookbook-fuzz: --seed needs a value"))
    }

    /// A campaign goes on where an earlier one stopped: `--from 8 --count 10` runs inputs 8 and 9
    /// of the same stream, and says so.
    @Test func fromRunsOnlyTheRestOfTheStream() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-from-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        // Small inputs: this is about which inputs run, not about how long a megabyte takes (a
        // debug build on a loaded machine spent more than the CPU budget on a 1 MiB pantry.conf).
        let small = ["--max-size", "4096"]
        let result = try run(["pantry", "--seed", "3", "--count", "10", "--from", "8", "--out", out] + small)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("pantry: 2 inputs (from input 8) (seed 3"), "\(result.output)")
        let whole = try run(["pantry", "--seed", "3", "--count", "10", "--out", out] + small)
        #expect(whole.status == 0, "\(whole.error)")
        #expect(whole.output.hasPrefix("pantry: 10 inputs (seed 3"), "\(whole.output)")
    }

    /// A hang is CPU time spent, not time waited: an input that needs more than its budget of
    /// CPU is saved and reported as a hang (exit 3), whatever else the machine is doing.
    @Test func anInputOverItsCPUBudgetIsSavedAsAHang() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-hang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("big.cook")
        // Two megabytes of ingredients: tens of milliseconds of parsing, against a budget of one.
        try Data(String(repeating: "Add @flour{1%g} and @salt{2%pinch}.\n", count: 56_000).utf8).write(to: input)
        let result = try run(["cooklang", "--timeout-ms", "1", "--timeout-ms-per-mib", "0", "--out", folder.path, "--replay", input.path])
        #expect(result.status == 3, "\(result.output) \(result.error)")
        #expect(result.error.contains("HANG (timeout: CPU time) on input 0"), "\(result.error)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/cooklang/crash-1-0"), "the input is saved")
    }
}
