import RecipeStore

/// Cook mode and the kitchen timers (issues #18, #30): the page shown, the mise en place, when
/// cooking started, the timers and the clocks they count on. Changed only by its own `update`
/// (`CookState+Update.swift`); `AppState` works out from the recipe what an action needs.
public struct CookState: Equatable, Sendable {
    /// The page shown in cook mode: 0 the mise en place, then each step (1 is the first), then
    /// the finish.
    public var step = 0
    /// The mise-en-place items ticked (indices: ingredients, then cookware).
    public var miseTicked: Set<Int> = []
    /// The mise-en-place row under the cursor.
    public var miseCursor = 0
    /// When cook mode started (`now` then), for the time cooked on the finish page.
    public var started: Double?
    /// Kitchen timers, running, paused or ended (saved with the place as end times).
    public var timers: [CookTimer] = []
    /// The wall-clock time the shell last told (`Event.clock`), seconds since 1970.
    public var now: Double = 0
    /// The monotonic clock's reading the shell last told (`Event.clock`): timers count on it.
    public var monotonic: Double = 0

    /// No page, no timers, no clock read yet.
    public init() {}

    /// The step index shown for `recipe`, nil on the mise en place or the finish.
    public func stepIndex(of recipe: Recipe) -> Int? {
        recipe.steps.indices.contains(step - 1) ? step - 1 : nil
    }

    /// The most timers kept at once (as many as a saved place restores).
    public static let mostTimers = 50
}
