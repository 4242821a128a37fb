import Foundation

/// One run of the built `cookbook` binary without a terminal (standard input from /dev/null or
/// the given bytes, output captured), for command-line behaviour: exit status, stdout and stderr bytes.
public struct CommandRun {
    /// The exit status (128 + N when killed by signal N).
    public let status: Int32
    /// Everything written to standard output.
    public let output: [UInt8]
    /// Everything written to standard error.
    public let error: [UInt8]

    /// Standard error as text.
    public var errorText: String { String(decoding: error, as: UTF8.self) }
    /// Standard output as text.
    public var outputText: String { String(decoding: output, as: UTF8.self) }

    /// Runs `cookbook arguments` with `environment` (HOME and the XDG directories under `home`
    /// unless given), `input` (if any) on standard input, and waits for it to exit (at most 60 s,
    /// then it is killed).
    public static func cookbook(_ arguments: [String], home: String, environment: [String: String] = [:], input: [UInt8]? = nil) async throws -> CommandRun {
        try await run(BuiltProducts.cookbook, arguments, home: home, environment: environment, input: input, seconds: 60)
    }

    /// Runs `script` with `/bin/sh` as `cookbook` is run, `$COOKBOOK` naming the built binary:
    /// for runs that need a shell (a resource limit, several processes at once).
    /// It may run for `seconds` before it is killed.
    public static func shell(_ script: String, home: String, environment: [String: String] = [:], seconds: Double = 60) async throws -> CommandRun {
        try await run("/bin/sh", ["-c", script], home: home, environment: ["COOKBOOK": BuiltProducts.cookbook].merging(environment) { $1 },
                      input: nil, seconds: seconds)
    }

    private static func run(_ executable: String, _ arguments: [String], home: String, environment: [String: String], input: [UInt8]?,
                            seconds: Double) async throws -> CommandRun {
        mkdir(home, 0o700)
        mkdir(home + "/run", 0o700)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var base = ["HOME": home, "XDG_STATE_HOME": home + "/state", "XDG_DATA_HOME": home + "/data",
                    "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config", "XDG_RUNTIME_DIR": home + "/run", "LANG": "C.UTF-8", "TERM": "xterm-256color"]
        if let path = ProcessInfo.processInfo.environment["PATH"] { base["PATH"] = path }
        process.environment = base.merging(environment) { $1 }
        // Output goes to files (no pipe can fill up and stall the program).
        let stem = NSTemporaryDirectory() + "cookbook-run-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: stem + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: stem + ".err", contents: nil)
        _ = FileManager.default.createFile(atPath: stem + ".in", contents: Data(input ?? []))
        defer { unlink(stem + ".out"); unlink(stem + ".err"); unlink(stem + ".in") }
        process.standardOutput = FileHandle(forWritingAtPath: stem + ".out")
        process.standardError = FileHandle(forWritingAtPath: stem + ".err")
        process.standardInput = FileHandle(forReadingAtPath: input == nil ? "/dev/null" : stem + ".in")
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let out = Array(FileManager.default.contents(atPath: stem + ".out") ?? Data())
        let err = Array(FileManager.default.contents(atPath: stem + ".err") ?? Data())
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return CommandRun(status: status, output: out, error: err)
    }
}
