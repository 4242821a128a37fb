#if canImport(Glibc)
import Glibc
#endif
import FileSystem
import Navigation
import RecipeStore
import Synchronization

/// The running browser's end of `cookbook open URL` (issue #13): it listens on the
/// collection's socket (`LinkAddress`) and queues each link for the session, which opens it:
/// each link queued rings a doorbell (an eventfd) among the descriptors the session's one poll
/// waits on, so it shows at once.
///
/// One background thread serves every connection at once from a poll loop (up to
/// `maximumConnections`; more wait to be accepted), so idle peers hold up no link. Each peer
/// must be this user (`SO_PEERCRED`), must send one line of at most 8 KiB within `readTimeout`
/// — a `cookbook://` link — and is answered `ok` or `error: <why>` before the connection closes. A socket left by a crash (nothing
/// listening) is replaced; a live one means another Cookbook already serves the collection,
/// and this one does not serve. `stop()` removes the socket and the starters' lock beside it.
public final class LinkServer: LinkSource {
    /// Why the server could not start (the directory or the socket), with what to change.
    public typealias Failure = LinkAddress.Failure

    /// Where it listens.
    public let address: LinkAddress
    /// How long a connection may take to send its line.
    public let readTimeout: Duration
    private let uid: uid_t
    private let listener: Int32
    private let wake: (read: Int32, write: Int32)
    private let identity: (device: dev_t, inode: ino_t)
    private let queue = Mutex<[String]>([])
    /// Rung when a link is queued: the session's poll waits on it.
    private let arrived = Doorbell()
    private var thread: PosixThread?
    private var stopped = false

    /// Serves links for the collection at `collection`, or nil when another Cookbook already
    /// does. Throws when the socket directory is unusable (another user's, open to others).
    public static func start(collection: String, environment: [String: String]) throws(Failure) -> LinkServer? {
        try start(address: LinkAddress.forCollection(collection, environment: environment, create: true))
    }

    /// Serves at `address` (links only from `uid`), or nil when a live server is there.
    public static func start(address: LinkAddress, uid: uid_t = geteuid(), readTimeout: Duration = .seconds(1)) throws(Failure) -> LinkServer? {
        let path = address.socketPath
        // One starter at a time, so two Cookbooks cleaning the same stale socket cannot each bind one.
        let lock = try lockStart(path + ".lock")
        defer { close(lock) }
        let probe = LinkSocket.make()
        guard probe >= 0 else { throw Failure(path: path, reason: "cannot make a socket: \(FilePath.errorText())") }
        let reached = LinkSocket.connect(probe, to: path)
        close(probe)
        switch reached {
        case 0, EAGAIN: return nil
        case ENOENT: break
        case ECONNREFUSED: try removeStale(path)
        default: throw Failure(path: path, reason: "cannot reach it: \(FilePath.errorText(reached))")
        }
        let listener = LinkSocket.make()
        guard listener >= 0 else { throw Failure(path: path, reason: "cannot make a socket: \(FilePath.errorText())") }
        guard LinkSocket.withAddress(path, { bind(listener, $0, $1) }) == 0 else {
            let code = errno
            close(listener)
            if code == EADDRINUSE { return nil }
            throw Failure(path: path, reason: "cannot listen there: \(FilePath.errorText(code))")
        }
        var info = stat()
        var pipeEnds: [Int32] = [-1, -1]
        guard chmod(path, 0o600) == 0, listen(listener, 16) == 0, lstat(path, &info) == 0,
              pipe(&pipeEnds) == 0, LinkSocket.closeOnExecNonBlocking(pipeEnds[0]),
              LinkSocket.closeOnExecNonBlocking(pipeEnds[1]) else {
            let reason = FilePath.errorText()
            close(listener)
            unlink(path)
            throw Failure(path: path, reason: "cannot listen there: \(reason)")
        }
        let server = LinkServer(address: address, uid: uid, readTimeout: readTimeout, listener: listener,
                                wake: (pipeEnds[0], pipeEnds[1]), identity: (info.st_dev, info.st_ino))
        try server.launch()
        return server
    }

    private init(address: LinkAddress, uid: uid_t, readTimeout: Duration, listener: Int32, wake: (read: Int32, write: Int32),
                 identity: (device: dev_t, inode: ino_t)) {
        self.address = address
        self.uid = uid
        self.readTimeout = readTimeout
        self.listener = listener
        self.wake = wake
        self.identity = identity
    }

    /// The starters' lock at `path`, open and held. A server that stops removes the file, so
    /// the lock held must still be the file at `path` (else it was removed meanwhile: again).
    private static func lockStart(_ path: String) throws(Failure) -> Int32 {
        while true {
            let lock = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard lock >= 0 else { throw Failure(path: path, reason: "cannot open the lock: \(FilePath.errorText())") }
            while flock(lock, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = FilePath.errorText()
                    close(lock)
                    throw Failure(path: path, reason: "cannot lock it: \(reason)")
                }
            }
            if isStillAt(path, lock) { return lock }
            close(lock)
        }
    }

    /// Whether the open file `fd` is the file at `path` (not one removed or replaced since).
    private static func isStillAt(_ path: String, _ fd: Int32) -> Bool {
        var held = stat(), named = stat()
        return fstat(fd, &held) == 0 && lstat(path, &named) == 0 && held.st_dev == named.st_dev && held.st_ino == named.st_ino
    }

    /// Removes the starters' lock beside a socket this server removed, when no one holds it
    /// (a Cookbook starting at this moment keeps it, and the file stays).
    private static func removeLock(_ path: String) {
        let lock = open(path, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
        guard lock >= 0 else { return }
        defer { close(lock) }
        guard flock(lock, LOCK_EX | LOCK_NB) == 0, isStillAt(path, lock) else { return }
        unlink(path)
    }

    /// Removes a socket no one listens on (left by a crash); anything else there is refused.
    private static func removeStale(_ path: String) throws(Failure) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFSOCK else {
            throw Failure(path: path, reason: "it is a \(FilePath.kind(info.st_mode)), not a socket; remove it")
        }
        guard unlink(path) == 0 || errno == ENOENT else {
            throw Failure(path: path, reason: "cannot remove the stale socket: \(FilePath.errorText())")
        }
    }

    /// Starts the serving thread. It answers every peer at once, even while the session loop is
    /// busy or has handed the terminal to an editor (a `cookbook open` then is answered `ok`
    /// and opened when the editor ends, instead of timing out and starting a second browser).
    private func launch() throws(Failure) {
        let thread = PosixThread { [self] in serve() }
        guard thread.started else {
            stop()
            throw Failure(path: address.socketPath, reason: "cannot start a thread: \(FilePath.errorText(EAGAIN))")
        }
        self.thread = thread
    }

    /// The doorbell rung for every link queued.
    public var descriptors: [Int32] { arrived.descriptor >= 0 ? [arrived.descriptor] : [] }

    /// The links received since the last call, oldest first.
    public func pendingLinks() -> [String] {
        arrived.answer()
        return queue.withLock { links in
            defer { links = [] }
            return links
        }
    }

    /// Stops accepting, waits for the thread and removes the socket (if it is still this
    /// server's) and the lock beside it (if no one holds it). Must be called before the server
    /// is dropped; calling it again does nothing.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        FileDescriptor(rawValue: wake.write).writeAll([1])
        thread?.join()
        close(listener)
        close(wake.read)
        close(wake.write)
        var info = stat()
        if lstat(address.socketPath, &info) == 0, info.st_dev == identity.device, info.st_ino == identity.inode {
            unlink(address.socketPath)
            Self.removeLock(address.socketPath + ".lock")
        }
    }

    /// The most connections served at once; further ones wait in the listen queue until one
    /// of these is answered or times out.
    static let maximumConnections = 32

    /// The serving thread, until `stop()` writes to the wake pipe: accepts every connection
    /// waiting, reads each one's line as it comes, answers it when whole, and answers those
    /// past their deadline that none came.
    private func serve() {
        var connections: [LinkConnection] = []
        defer { for connection in connections { close(connection.fd) } }
        while true {
            let accepting = connections.count < Self.maximumConnections
            var entries = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0), pollfd(fd: accepting ? listener : -1, events: Int16(POLLIN), revents: 0)]
            entries += connections.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let timeout = connections.map(\.deadline).min().map(LinkSocket.remaining) ?? -1
            let ready = poll(&entries, nfds_t(entries.count), timeout)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 || entries[0].revents != 0 { return }
            var waiting: [LinkConnection] = []
            for (index, var connection) in connections.enumerated() {
                var line = entries[index + 2].revents != 0 ? connection.readAvailable() : nil
                if line == nil, LinkSocket.remaining(connection.deadline) == 0 { line = .timedOut }
                guard let line else { waiting.append(connection); continue }
                answer(connection, line)
                close(connection.fd)
            }
            connections = waiting
            guard accepting, entries[1].revents != 0 else { continue }
            while connections.count < Self.maximumConnections {
                let fd = accept(listener, nil, nil)
                if fd < 0, errno == EINTR || errno == ECONNABORTED { continue }
                guard fd >= 0 else { break }
                guard LinkSocket.closeOnExecNonBlocking(fd) else { close(fd); continue }
                let allowed = LinkSocket.isAllowed(peer: LinkSocket.peerUID(fd), ours: uid)
                connections.append(LinkConnection(fd: fd, allowed: allowed, timeout: readTimeout))
            }
        }
    }

    /// Answers a connection whose line has come (or will not): the link is queued only when
    /// the peer is this user; the line is read first, so the answer is read, never lost to a reset.
    private func answer(_ connection: LinkConnection, _ line: LinkSocket.Line) {
        var (link, reply) = Self.response(to: line, timeout: readTimeout)
        if !connection.allowed {
            link = nil
            reply = "error: refused: only the user running this Cookbook may send it links"
        }
        if let link {
            queue.withLock { $0.append(link) }
            arrived.ring()
        }
        // A fresh socket's buffer takes a short reply at once: no waiting on a peer that does not read.
        if let reply { _ = LinkSocket.send(Array((reply + "\n").utf8), to: connection.fd, until: .now) }
    }

    /// What a line read means: the link to queue, and the reply (nil: the peer is gone, or it
    /// only checked that someone listens).
    static func response(to line: LinkSocket.Line, timeout: Duration) -> (link: String?, reply: String?) {
        switch line {
        case .closed([]), .failed: return (nil, nil)
        case .tooLong: return (nil, "error: the link is longer than \(LinkSocket.maximumLine / 1024) KiB")
        case .timedOut: return (nil, "error: no link came within \(timeout)")
        case let .line(bytes), let .closed(bytes):
            guard let link = String(validating: bytes, as: UTF8.self) else { return (nil, "error: the link is not UTF-8") }
            guard !link.isEmpty else { return (nil, "error: the line was empty; send the link and a newline") }
            do throws(NavigationError) {
                guard try DeepLink(parsing: link).scheme == "cookbook" else {
                    return (nil, "error: " + NavigationError.malformedURL(url: link, reason: "expected a cookbook:// link").description)
                }
            } catch {
                return (nil, "error: " + error.description)
            }
            return (link, "ok")
        }
    }
}
