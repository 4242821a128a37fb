import Fuzzing

/// The command line of `cookbook-fuzz [TARGET…] --seed N --count N [--from N] [--timeout-ms N] [--timeout-ms-per-mib N] [--out DIR]
/// [--max-size BYTES] [--depth N] [--chain N] [--replay FILE]…`.
struct FuzzOptions {
    /// The time one input of `count` bytes may take, in milliseconds.
    func timeout(for count: Int) -> UInt32 {
        timeoutMilliseconds &+ UInt32(min(Double(UInt32.max / 2), Double(count) / 1_048_576 * Double(timeoutPerMiB)))
    }

    /// The targets to run, all when none is named.
    var targets: [String] = []
    var seed: UInt64 = 1
    var count = 10_000
    /// The first input to run: the ones before it are generated (so the stream is the same)
    /// but not run, so a long campaign can go on where an earlier one stopped.
    var from = 0
    /// How much CPU time one input may use before it counts as a hang (and ten times as long
    /// by the clock), plus `timeoutPerMiB` for each MiB of it: a reader linear in its input
    /// takes well under a second a megabyte, a quadratic one far longer.
    var timeoutMilliseconds: UInt32 = 2_000
    var timeoutPerMiB: UInt32 = 4_000
    /// Where crashing inputs are saved, one folder per target.
    var output = "Tests/Fixtures/fuzz"
    /// `--help` or `-h`: print the usage and stop.
    var help = false
    /// The inputs' size, nesting depth and reference chains.
    var limits = FuzzLimits.standard
    /// Saved inputs to run (timed) instead of generated ones.
    var replay: [String] = []

    static let usage = "usage: cookbook-fuzz [TARGET…] [--seed N] [--count N] [--from N] [--timeout-ms N] [--timeout-ms-per-mib N] [--out DIR] [--max-size BYTES] [--depth N] [--chain N] [--replay FILE]…"

    /// Reads `arguments` (without the program name); throws a message naming the bad argument.
    init(_ arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" { help = true; continue }
            guard argument.hasPrefix("--") else { targets.append(argument); continue }
            guard let value = rest.popFirst() else { throw UsageError("\(argument) needs a value") }
            switch argument {
            case "--seed": seed = try Self.number(value, argument)
            case "--count": count = Int(try Self.number(value, argument) as UInt64 % UInt64(Int.max))
            case "--from": from = Int(try Self.number(value, argument) as UInt64 % UInt64(Int.max))
            case "--timeout-ms": timeoutMilliseconds = try Self.number(value, argument)
            case "--timeout-ms-per-mib": timeoutPerMiB = try Self.number(value, argument)
            case "--out": output = value
            case "--replay": replay.append(value)
            case "--max-size": limits.maximumSize = max(1, Int(try Self.number(value, argument) as UInt32))
            case "--depth": limits.nestingDepth = max(1, Int(try Self.number(value, argument) as UInt32))
            case "--chain": limits.chainLength = max(1, Int(try Self.number(value, argument) as UInt32))
            default: throw UsageError("unknown option \(argument)")
            }
        }
    }

    private static func number<T: FixedWidthInteger>(_ text: String, _ option: String) throws(UsageError) -> T {
        guard let value = T(text) else { throw UsageError("\(option) expects a whole number, not \"\(text)\"") }
        return value
    }
}

/// A command line that cannot be run, with why.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
