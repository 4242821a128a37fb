/// One thing to fuzz: a reader that takes untrusted bytes and must neither crash nor hang on
/// any of them.
///
/// To add a target: write one file with `extension FuzzTarget { public static let myThing =
/// FuzzTarget(name: "my-thing", seeds: […], tokens: […]) { bytes in … } }` and add `.myThing`
/// to `FuzzTargets.all`. `make fuzz` and the `FuzzTests` then run it, and files under
/// `Tests/Fixtures/fuzz/my-thing/` are replayed through it in `make test`. Where the code under
/// test promises more than not crashing (a file written back reads the same, a compaction is
/// idempotent, the same input gives the same answer), `run` checks it with `precondition`, so
/// a broken promise is saved like a crash.
public struct FuzzTarget: Sendable {
    /// A short name, also the folder of its regression inputs (`Tests/Fixtures/fuzz/<name>`).
    public let name: String
    /// Valid (or nearly valid) inputs the mutator starts from; at least one.
    public let seeds: [[UInt8]]
    /// How inputs are derived from the seeds.
    public let mutator: Mutator
    /// Feeds one input to the code under test. It must return (errors are fine) for any bytes:
    /// a trap, a crash or a hang is the bug the fuzzer looks for.
    public let run: @Sendable ([UInt8]) -> Void

    /// A target named `name`; `tokens` are the format's interesting pieces (`{`, `---`, huge
    /// numbers…) the mutator inserts, on top of `Mutator.commonTokens`, and `shapes` the
    /// structures it builds whole (deep nesting, chains of references).
    public init(name: String, seeds: [[UInt8]], tokens: [String] = [], shapes: [FuzzShape] = [],
                run: @escaping @Sendable ([UInt8]) -> Void) {
        self.name = name
        self.seeds = seeds.isEmpty ? [[]] : seeds
        self.mutator = Mutator(tokens: tokens.map { Array($0.utf8) } + Mutator.commonTokens, shapes: shapes)
        self.run = run
    }

    /// The `count` inputs of a run from `seed`: always the same for the same seed, target and
    /// limits.
    public func inputs(seed: UInt64, count: Int, limits: FuzzLimits = .standard) -> FuzzInputs {
        FuzzInputs(target: self, seed: seed, count: count, limits: limits)
    }
}

/// The inputs of one fuzz run, generated one at a time (a long run never holds them all).
public struct FuzzInputs: Sequence, IteratorProtocol {
    private let target: FuzzTarget
    private var random: FuzzRandom
    private let count: Int
    private let limits: FuzzLimits
    private var produced = 0
    private var previous: [UInt8] = []

    init(target: FuzzTarget, seed: UInt64, count: Int, limits: FuzzLimits) {
        self.target = target
        self.random = FuzzRandom(seed: seed ^ FuzzInputs.hash(target.name))
        self.count = count
        self.limits = limits
    }

    /// The next input; the seeds themselves come first, unchanged.
    public mutating func next() -> [UInt8]? {
        guard produced < count else { return nil }
        defer { produced += 1 }
        if produced < target.seeds.count { return remember(target.seeds[produced]) }
        let base = random.below(3) == 0 && !previous.isEmpty ? previous : target.seeds[random.below(target.seeds.count)]
        return remember(target.mutator.mutate(base, seeds: target.seeds, random: &random, limits: limits))
    }

    private mutating func remember(_ input: [UInt8]) -> [UInt8] {
        previous = input
        return input
    }

    /// FNV-1a of the name, so each target gets its own stream from one seed.
    private static func hash(_ name: String) -> UInt64 {
        name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
