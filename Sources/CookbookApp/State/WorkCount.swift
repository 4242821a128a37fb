/// How much work the app has done, counted so tests and benchmarks can check that a key
/// costs what is on the screen, however deep the navigation is (never by timing it).
public final class WorkCount {
    /// Screens resolved from navigation values (`AppState.screen(at:of:env:)`).
    public internal(set) var screens = 0

    /// Nothing counted yet.
    public init() {}
}
