// cookbook-fuzz: runs the fuzz targets of the Fuzzing library with a fixed seed; a crash or a
// hang saves the input under Tests/Fixtures/fuzz/<target>/ (by the CFuzz signal handlers) and
// stops with a message naming the file. Exit 0 when every input ran clean.
import CFuzz
import FileSystem
import Foundation
import Fuzzing

let options: FuzzOptions
do {
    options = try FuzzOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileDescriptor.standardError.writeAll("cookbook-fuzz: \(error.message)\n\(FuzzOptions.usage)\n")
    exit(64)
}
if options.help {
    print("\(FuzzOptions.usage)\ntargets: \(FuzzTargets.all.map(\.name).joined(separator: ", "))")
    exit(0)
}
let unknown = options.targets.filter { FuzzTargets.named($0) == nil }
guard unknown.isEmpty else {
    FileDescriptor.standardError.writeAll("cookbook-fuzz: unknown target \(unknown.joined(separator: ", ")); targets: \(FuzzTargets.all.map(\.name).joined(separator: ", "))\n")
    exit(64)
}
guard cfuzz_install() == 0 else {
    FileDescriptor.standardError.writeAll("cookbook-fuzz: cannot install the signal handlers: \(String(cString: strerror(errno)))\n")
    exit(70)
}
try? FilePath.createDirectories(options.output, permissions: 0o777)
let targets = options.targets.isEmpty ? FuzzTargets.all : options.targets.compactMap(FuzzTargets.named)
if !options.replay.isEmpty {
    // Saved inputs, each timed through every named target (a crash still says which).
    for target in targets {
        cfuzz_set_output(options.output + "/" + target.name, options.seed)
        for (index, path) in options.replay.enumerated() {
            guard let input = try? FilePath.readAll(path) else { print("\(path): cannot be read"); exit(66) }
            let start = ContinuousClock.now
            input.withUnsafeBufferPointer { cfuzz_begin($0.baseAddress, $0.count, UInt64(index), options.timeout(for: $0.count)) }
            target.run(input)
            cfuzz_end()
            print("\(target.name): \(path) (\(input.count) bytes) ran clean in \(ContinuousClock.now - start)")
        }
    }
    exit(0)
}
for target in targets {
    let folder = options.output + "/" + target.name
    cfuzz_set_output(folder, options.seed)
    let start = ContinuousClock.now
    var index = UInt64(options.from), largest = 0
    // Inputs before `--from` were run by an earlier campaign: generated (the stream is one
    // sequence), not run again.
    for input in target.inputs(seed: options.seed, count: options.count, limits: options.limits).dropFirst(options.from) {
        input.withUnsafeBufferPointer { cfuzz_begin($0.baseAddress, $0.count, index, options.timeout(for: $0.count)) }
        target.run(input)
        cfuzz_end()
        largest = max(largest, input.count)
        index += 1
        // A long run says how far it is (on standard error, so the result line stays alone).
        if index % 1_000 == 0 {
            FileDescriptor.standardError.writeAll("\(target.name): \(index) inputs in \(ContinuousClock.now - start)\n")
        }
    }
    let seconds = Double((ContinuousClock.now - start).components.attoseconds) / 1e18 + Double((ContinuousClock.now - start).components.seconds)
    let ran = index - min(index, UInt64(options.from)), range = options.from > 0 ? " (from input \(options.from))" : ""
    print("\(target.name): \(ran) inputs\(range) (seed \(options.seed), largest \(largest) bytes) in \(String(format: "%.1f", seconds)) s, 0 crashes, 0 hangs")
}
