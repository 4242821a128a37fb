#if canImport(Glibc)
import Glibc
#endif
import FileSystem
import RecipeStore

/// Where the Cookbook browsing a collection listens for links (`cookbook open URL`): the socket
/// `<directory>/<hash>.sock`, the hash of the collection's real path (`CollectionKey`), so every
/// run on the same collection (however its path is written) meets at the same socket.
///
/// The directory is `$XDG_RUNTIME_DIR/cookbook/` when `XDG_RUNTIME_DIR` is an absolute path to
/// a directory of this user's with mode 0700; otherwise `$TMPDIR/cookbook-<uid>/` (`TMPDIR`
/// absolute, else `/tmp`). Either is created 0700 and used only while it is a real directory,
/// owned by this user and closed to everyone else.
public struct LinkAddress: Equatable, Sendable {
    /// Why there is no usable address (the path and what to change): a file-system failure.
    public typealias Failure = FilePath.Failure

    /// The private directory the socket lives in.
    public let directory: String
    /// The socket's path.
    public let socketPath: String

    /// The longest socket path the kernel takes (`sun_path` less its final NUL).
    public static let maximumPathLength = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    /// The address for the collection at `collection` (a file or folder; its real path is
    /// used). `create`: make the directory when missing (a server); a client only looks.
    public static func forCollection(_ collection: String, environment: [String: String], uid: uid_t = geteuid(),
                                     create: Bool) throws(Failure) -> LinkAddress {
        let directory = try privateDirectory(environment: environment, uid: uid, create: create)
        let path = directory + "/" + CollectionKey(path: collection).hash + ".sock"
        guard path.utf8.count <= maximumPathLength else {
            throw Failure(path: path, reason: "a socket path may have at most \(maximumPathLength) bytes; set XDG_RUNTIME_DIR to a shorter directory")
        }
        return LinkAddress(directory: directory, socketPath: path)
    }

    /// `$XDG_RUNTIME_DIR/cookbook` when the runtime directory is usable, else
    /// `$TMPDIR/cookbook-<uid>` (or `/tmp/…`), checked (and with `create`, made) private.
    public static func privateDirectory(environment: [String: String], uid: uid_t, create: Bool) throws(Failure) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"), isPrivate(runtime, uid: uid) {
            let directory = (runtime == "/" ? "" : runtime) + "/cookbook"
            try makePrivate(directory, uid: uid, create: create)
            return directory
        }
        var temporary = environment["TMPDIR"] ?? ""
        while temporary.count > 1, temporary.hasSuffix("/") { temporary.removeLast() }
        if !temporary.hasPrefix("/") || temporary == "/" { temporary = "/tmp" }
        let directory = temporary + "/cookbook-\(uid)"
        try makePrivate(directory, uid: uid, create: create)
        return directory
    }

    /// Whether the runtime directory `path` may hold the socket directory; when it may not, the
    /// fallback under `TMPDIR` is used instead (no error: the variable is often unset).
    private static func isPrivate(_ path: String, uid: uid_t) -> Bool {
        do throws(Failure) { try checkPrivate(path, uid: uid, followLinks: true) } catch { return false }
        return true
    }

    /// Creates `directory` 0700 when `create` and it is missing, then checks it.
    private static func makePrivate(_ directory: String, uid: uid_t, create: Bool) throws(Failure) {
        if create, mkdir(directory, 0o700) == 0 {
            guard chmod(directory, 0o700) == 0 else { throw Failure(path: directory, reason: FilePath.errorText()) }
        } else if create, errno != EEXIST {
            throw Failure(path: directory, reason: "cannot create it: \(FilePath.errorText())")
        }
        try checkPrivate(directory, uid: uid, followLinks: false)
    }

    /// Checks that `path` is a directory owned by `uid` that no one else may use; a symbolic
    /// link is refused unless `followLinks` (the runtime directory itself may be one).
    public static func checkPrivate(_ path: String, uid: uid_t, followLinks: Bool) throws(Failure) {
        var info = stat()
        guard (followLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
            throw Failure(path: path, reason: FilePath.errorText(), isMissing: errno == ENOENT)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(path: path, reason: "it is a \(FilePath.kind(info.st_mode)), not a directory; remove it")
        }
        guard info.st_uid == uid else {
            throw Failure(path: path, reason: "it belongs to uid \(info.st_uid), not to you (uid \(uid)); remove it or set XDG_RUNTIME_DIR")
        }
        guard info.st_mode & 0o077 == 0 else {
            throw Failure(path: path, reason: "other users may use it (mode \(String(info.st_mode & 0o777, radix: 8))); run chmod 700 on it")
        }
    }
}
