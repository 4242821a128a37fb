/// How far a run's inputs may go: their size, and how deep the structure-aware mutations nest
/// (`{a={a={…`, `[[[…`, YAML indented a level a line) or how long they chain recipe references.
/// `make fuzz` uses `standard`; the short run in `make test` uses smaller ones so it stays fast.
public struct FuzzLimits: Equatable, Sendable {
    /// The longest input produced, in bytes; longer results are cut.
    public var maximumSize: Int
    /// The deepest nesting a shape makes (levels, not bytes).
    public var nestingDepth: Int
    /// The most recipes in one chain (or tower of diamonds) of references.
    public var chainLength: Int

    /// Limits of `maximumSize` bytes, `nestingDepth` levels and `chainLength` recipes.
    public init(maximumSize: Int, nestingDepth: Int, chainLength: Int) {
        self.maximumSize = max(1, maximumSize)
        self.nestingDepth = max(1, nestingDepth)
        self.chainLength = max(1, chainLength)
    }

    /// Inputs up to 1 MiB, nesting 100,000 levels deep, chains of 1,000 recipes.
    public static let standard = FuzzLimits(maximumSize: 1 << 20, nestingDepth: 100_000, chainLength: 1_000)
}
