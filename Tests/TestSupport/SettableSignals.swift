import CookbookShell

/// A signal source the test sets by hand: `signal` is what `pending()` answers (0: none).
public final class SettableSignals: SignalSource {
    /// The signal that has "arrived", or 0.
    public var signal: Int32

    /// No signal yet, unless `signal` is given.
    public init(_ signal: Int32 = 0) { self.signal = signal }

    /// `signal`.
    public func pending() -> Int32 { signal }
}
