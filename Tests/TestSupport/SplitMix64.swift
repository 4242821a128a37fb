import Fuzzing

/// The tests' seeded random generator: the fuzzers' one (SplitMix64), so generated test cases
/// are the same on every run and a failure can be replayed from its seed.
public typealias SplitMix64 = FuzzRandom
