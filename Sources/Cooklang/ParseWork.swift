import Synchronization

/// A count of the work a parse does, for tests that check it grows in proportion to the input
/// (issue #31: a time depends on the machine and its load; a count does not). The step parser
/// adds every byte it looks at (scans for sigils, braces, names, amounts, text) and error
/// placement every line-table probe and every byte it counts columns over, so a scan repeated
/// for each of many components, or a line table searched from the start for each error, shows
/// as work growing with the square of the input. Front matter counts the times it falls back
/// to the general YAML reader.
///
/// Counting is off unless a test turns it on with `counting(_:)`: a parse reads
/// `current` once (and again at each fall-back to the general reader, itself slow), and each
/// place that counts checks an optional. The counts are atomic, so the object is `Sendable` as a
/// task-local value must be, whichever thread a parse runs on.
final class ParseWork: Sendable {
    private let counted = Atomic<Int>(0)
    private let generalCounted = Atomic<Int>(0)

    /// The work counted so far.
    var steps: Int { counted.load(ordering: .relaxed) }
    /// How many times front matter (or a part of it, in salvage) went to the general YAML
    /// reader, which reads Characters, not bytes (issue #35: real exports' front matter all
    /// did, at a tenth of the speed).
    var generalReads: Int { generalCounted.load(ordering: .relaxed) }

    /// The counter of the parses run inside `counting(_:)`; nil (no counting) elsewhere.
    @TaskLocal static var current: ParseWork?

    private init() {}

    /// Adds `count` steps of work.
    @inline(__always)
    func add(_ count: Int) { counted.wrappingAdd(count, ordering: .relaxed) }

    /// Counts one reading by the general YAML reader.
    func addGeneralRead() { generalCounted.wrappingAdd(1, ordering: .relaxed) }

    /// Runs `body`, counting the work of the parses it runs (on this thread), and returns its
    /// result with the steps counted.
    static func counting<Result>(_ body: () -> Result) -> (result: Result, steps: Int) {
        let (result, work) = countingAll(body)
        return (result, work.steps)
    }

    /// Runs `body` as `counting(_:)` does and returns the whole count (steps and general reads).
    static func countingAll<Result>(_ body: () -> Result) -> (result: Result, work: ParseWork) {
        let work = ParseWork()
        let result = $current.withValue(work) { body() }
        return (result, work)
    }
}
