import RecipeStore

/// What a re-read of the collection while the session runs came to.
public enum Reload {
    /// The collection changed: `store` replaces the one shown; `changedFiles` were parsed
    /// again; `notes` say what else happened (a damaged cache rebuilt …).
    case changed(store: any RecipeStore, changedFiles: Int, notes: [String])
    /// The collection could not be checked (`reason`); the one shown stays.
    case failed(reason: String)
}

/// Where a session learns that the collection was read again (`FolderWatcher`: a folder
/// checked after a first frame from the cache, then every change). The session waits on its
/// descriptors in its one poll (`EventInbox`) and looks again when they are ready or its
/// time comes.
public protocol ReloadSource: AnyObject {
    /// Descriptors that become readable when the source has something to do (none: it is
    /// looked at after every wake-up only).
    var descriptors: [Int32] { get }
    /// How long until it must be looked at though no descriptor is ready (a burst of changes
    /// has been quiet long enough), in milliseconds; nil: no need.
    var wakeAfterMilliseconds: Int? { get }
    /// Whether a re-read is under way or due (changes seen and not yet read, or read and not
    /// yet taken): after the editor, the session waits for it rather than reading again itself.
    var isReading: Bool { get }
    /// The outcome of a re-read, handed over once; nil when there is none (yet) or nothing changed.
    func takeReload() -> Reload?
    /// A sentence for the status line, handed over once (watching is impossible…).
    func takeNotice() -> String?
}

extension ReloadSource {
    /// None.
    public var descriptors: [Int32] { [] }
    /// Never.
    public var wakeAfterMilliseconds: Int? { nil }
    /// No notices.
    public func takeNotice() -> String? { nil }
}

/// No re-reads: the collection is what was opened.
public final class NoReloads: ReloadSource {
    /// Nothing.
    public init() {}
    /// Never.
    public var isReading: Bool { false }
    /// Never.
    public func takeReload() -> Reload? { nil }
}
