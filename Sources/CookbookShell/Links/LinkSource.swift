/// Where the session finds deep links handed over by `cookbook open` while it runs: the
/// `LinkServer` in the app, a script in tests, `NoLinks` when nothing listens.
public protocol LinkSource: AnyObject {
    /// Descriptors that become readable when a link arrives, for the session's one poll
    /// (`EventInbox`); none: links are looked for after every wake-up only.
    var descriptors: [Int32] { get }
    /// The links that arrived since the last call, oldest first (each once).
    func pendingLinks() -> [String]
}

extension LinkSource {
    /// None.
    public var descriptors: [Int32] { [] }
}

/// No links ever arrive: the session waits for keys as long as it likes.
public final class NoLinks: LinkSource {
    /// Nothing listens.
    public init() {}
    /// None.
    public func pendingLinks() -> [String] { [] }
}
