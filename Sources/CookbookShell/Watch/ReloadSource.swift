import RecipeStore
import Synchronization

/// What a re-read of the collection while the session runs came to.
public enum Reload {
    /// The collection changed: `store` replaces the one shown; `changedFiles` were parsed
    /// again; `notes` say what else happened (a damaged cache rebuilt …).
    case changed(store: any RecipeStore, changedFiles: Int, notes: [String])
    /// The collection could not be checked (`reason`); the one shown stays.
    case failed(reason: String)
}

/// Where a session learns that the collection was read again (a folder checked in the
/// background after a first frame from the cache; live reload next). Like `LinkSource`, it is
/// polled between short waits for keys while work is under way.
public protocol ReloadSource: AnyObject {
    /// Whether a re-read is under way (the session then waits for keys in short slices).
    var isWorking: Bool { get }
    /// The outcome of a re-read, handed over once; nil when there is none (yet) or nothing changed.
    func takeReload() -> Reload?
    /// A sentence for the status line, handed over once (watching is impossible…).
    func takeNotice() -> String?
}

extension ReloadSource {
    /// No notices.
    public func takeNotice() -> String? { nil }
}

/// No re-reads: the collection is what was opened.
public final class NoReloads: ReloadSource {
    /// Nothing.
    public init() {}
    /// Never.
    public var isWorking: Bool { false }
    /// Never.
    public func takeReload() -> Reload? { nil }
}
