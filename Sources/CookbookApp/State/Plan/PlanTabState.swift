import RecipeStore

/// The Plan tab's own state (issue #37): today as the shell's clock tells it (`Event.clock`),
/// which the tab marks and opens on.
public struct PlanTabState: Equatable, Sendable {
    /// Today, as the clock last said; nil before it first did.
    public var today: PantryDate?

    /// No clock read yet.
    public init() {}
}
