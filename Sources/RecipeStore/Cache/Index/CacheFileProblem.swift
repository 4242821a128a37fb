/// Why a file in the cache — an index (`RecipeIndexFile`) or a folder archive
/// (`CollectionArchive`) — was not used. Every case means "build it again"; `isDamage` tells
/// the cases the user should hear about from the ordinary ones (nothing cached yet, a file of
/// an older Cookbook, a collection that changed since).
public enum CacheFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no cached file yet.
    case missing
    /// The file exists but could not be read (`reason` says why).
    case unreadable(reason: String)
    /// The file is not a Cookbook cache file, or one written by another version of Cookbook.
    case otherFormat
    /// The collection changed (size, modification time or inode) since the file was written.
    case stale
    /// The file is damaged: it fails its checksum, is cut short, or points outside itself.
    case damaged(reason: String)
    /// The source collection cannot be opened or is not a regular file.
    case sourceUnreadable(reason: String)

    /// Whether the file was damaged (rather than missing or out of date).
    public var isDamage: Bool {
        switch self {
        case .damaged, .unreadable: return true
        default: return false
        }
    }

    /// What happened, for a note before the file is rebuilt: `damaged (its header fails the checksum)`.
    public var description: String {
        switch self {
        case .missing: return "not built yet"
        case let .unreadable(reason): return "cannot be read (\(reason))"
        case .otherFormat: return "written by another version of Cookbook"
        case .stale: return "out of date: the collection changed since"
        case let .damaged(reason): return "damaged (\(reason))"
        case let .sourceUnreadable(reason): return "the collection cannot be read: \(reason)"
        }
    }
}
