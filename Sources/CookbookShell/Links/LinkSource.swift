/// Where the session finds deep links handed over by `cookbook open` while it runs: the
/// `LinkServer` in the app, a script in tests, `NoLinks` when nothing listens.
public protocol LinkSource: AnyObject {
    /// Whether links can arrive at all; the session then waits for keys in short slices and
    /// looks for links between them.
    var isListening: Bool { get }
    /// The links that arrived since the last call, oldest first (each once).
    func pendingLinks() -> [String]
}

/// No links ever arrive: the session waits for keys as long as it likes.
public final class NoLinks: LinkSource {
    /// Nothing listens.
    public init() {}
    /// False.
    public var isListening: Bool { false }
    /// None.
    public func pendingLinks() -> [String] { [] }
}
