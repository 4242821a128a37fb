#if canImport(Glibc)
import Glibc
#endif

/// One connection the link server is reading a line from. The server serves many at once
/// from one poll loop, so a peer that connects and says nothing holds up no one else: each
/// keeps its own buffer and deadline, and is read only when it has something to read.
struct LinkConnection {
    /// The connection's (non-blocking) socket.
    let fd: Int32
    /// Whether the peer is this user (`SO_PEERCRED`, asked when it was accepted).
    let allowed: Bool
    /// When it must have sent its line.
    let deadline: ContinuousClock.Instant
    /// What it has sent so far.
    private var buffer: [UInt8] = []

    /// A connection accepted now, with `timeout` to send its line.
    init(fd: Int32, allowed: Bool, timeout: Duration) {
        self.fd = fd
        self.allowed = allowed
        deadline = .now + timeout
    }

    /// Reads what has come, without waiting: how the line ended once it has (a whole line, too
    /// long, the peer gone, a failed read), nil while more may come.
    mutating func readAvailable() -> LinkSocket.Line? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let line = LinkSocket.completeLine(buffer) { return line }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 { buffer += chunk[..<count]; continue }
            if count == 0 { return .closed(buffer) }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? nil : .failed(errno)
        }
    }
}
