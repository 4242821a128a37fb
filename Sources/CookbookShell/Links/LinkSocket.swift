#if canImport(Glibc)
import Glibc
#endif

/// The Unix-domain socket calls the link server and client share: non-blocking sockets,
/// reads and writes bounded by a deadline (a silent or stuck peer cannot hold either side),
/// `MSG_NOSIGNAL` on every send (a peer that hangs up must not raise SIGPIPE, which the app
/// treats as a request to quit), and the peer's user id from `SO_PEERCRED`.
enum LinkSocket {
    /// The longest line either side reads, without its newline: 8 KiB.
    static let maximumLine = 8192

    /// How a line read ended.
    enum Line: Equatable {
        /// A whole line (without `\n`, and without a final `\r`).
        case line([UInt8])
        /// More than `maximumLine` bytes came without a newline.
        case tooLong
        /// Nothing more came before the deadline.
        case timedOut
        /// The peer closed first; what it sent so far.
        case closed([UInt8])
        /// The read failed: `errno`.
        case failed(Int32)
    }

    /// A new non-blocking, close-on-exec Unix stream socket, or -1 (errno set).
    static func make() -> Int32 {
        socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    }

    /// Makes `fd` close-on-exec and non-blocking (`accept4` and `pipe2` are hidden from Swift);
    /// whether both took.
    static func closeOnExecNonBlocking(_ fd: Int32) -> Bool {
        let flags = fcntl(fd, F_GETFL)
        return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 && fcntl(fd, F_SETFD, FD_CLOEXEC) == 0
    }

    /// Calls `body` with the `sockaddr_un` for `path` (at most `LinkAddress.maximumPathLength` bytes).
    static func withAddress<Result>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            let bytes = Array(path.utf8.prefix(buffer.count - 1))
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// Connects `fd` to the socket at `path`: 0, or the errno (`ENOENT`, `ECONNREFUSED` for a
    /// socket no one listens on, `EAGAIN` when its queue is full).
    static func connect(_ fd: Int32, to path: String) -> Int32 {
        withAddress(path) { Glibc.connect(fd, $0, $1) } == 0 ? 0 : errno
    }

    /// The user id of the process at the other end of `fd`, from the kernel (`SO_PEERCRED`).
    static func peerUID(_ fd: Int32) -> uid_t? {
        // struct ucred { pid_t pid; uid_t uid; gid_t gid; }, which Glibc's Swift module hides.
        var credentials: (pid: pid_t, uid: uid_t, gid: gid_t) = (0, 0, 0)
        var size = socklen_t(MemoryLayout.size(ofValue: credentials))
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &size) == 0,
              Int(size) == MemoryLayout.size(ofValue: credentials) else { return nil }
        return credentials.uid
    }

    /// Whether a peer may hand over a link: only the same user (root included: root is not
    /// let in to another user's Cookbook, nor another user into root's).
    static func isAllowed(peer: uid_t?, ours: uid_t) -> Bool {
        guard let peer else { return false }
        return peer == ours
    }

    /// Milliseconds left until `deadline` (0 when past).
    static func remaining(_ deadline: ContinuousClock.Instant) -> Int32 {
        let left = deadline - .now
        guard left > .zero else { return 0 }
        return Int32(min(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000))
    }

    /// Waits until `fd` is ready for `events` or the deadline passes; whether it is ready.
    static func wait(_ fd: Int32, for events: Int32, until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            var entry = pollfd(fd: fd, events: Int16(events), revents: 0)
            let ready = poll(&entry, 1, remaining(deadline))
            if ready > 0 { return true }
            if ready == 0 || errno != EINTR { return false }
            if remaining(deadline) == 0 { return false }
        }
    }

    /// Sends every byte of `bytes` before `deadline`; whether all went.
    static func send(_ bytes: [UInt8], to fd: Int32, until deadline: ContinuousClock.Instant) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent > 0 { offset += sent; continue }
            guard sent < 0, errno == EINTR || errno == EAGAIN, wait(fd, for: Int32(POLLOUT), until: deadline) else { return false }
        }
        return true
    }

    /// The line `buffer` starts with once its newline has come (`.line`), or `.tooLong` when
    /// more than `maximumLine` bytes came without one; nil while more may come.
    static func completeLine(_ buffer: [UInt8]) -> Line? {
        if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            guard newline <= maximumLine else { return .tooLong }
            var line = Array(buffer[..<newline])
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            return .line(line)
        }
        return buffer.count > maximumLine ? .tooLong : nil
    }

    /// Reads one line from `fd` before `deadline`, at most `maximumLine` bytes before its newline.
    static func readLine(_ fd: Int32, until deadline: ContinuousClock.Instant) -> Line {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let line = completeLine(buffer) { return line }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 { buffer += chunk[..<count]; continue }
            if count == 0 { return .closed(buffer) }
            guard errno == EINTR || errno == EAGAIN else { return .failed(errno) }
            if errno == EAGAIN, !wait(fd, for: Int32(POLLIN), until: deadline) { return .timedOut }
        }
    }
}
