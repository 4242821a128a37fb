import CookbookShell
import Foundation
import Navigation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The `link` target's server (one per process, on a private socket directory) and its client:
/// the message sent as `cookbook open` would, then the write side shut so the server sees
/// where it ends.
public enum LinkFuzzFixture {
    /// The longest line the server takes (`LinkSocket.maximumLine`, 8 KiB).
    static let maximumLine = 8192

    /// The server, nil when no socket could be made here; an input's exchange holds the lock,
    /// so two runs of the target at once could not take each other's links.
    static let server = Mutex<LinkServer?>({
        let folder = FuzzFolder("link")
        chmod(folder.path, 0o700)
        let environment = ["TMPDIR": folder.path, "XDG_RUNTIME_DIR": ""]
        guard let address = try? LinkAddress.forCollection(folder.path, environment: environment, create: true) else { return nil }
        return try? LinkServer.start(address: address, readTimeout: .seconds(5))
    }())

    /// What the server must do with `bytes`: the link it queues, and its answer (nil: none,
    /// for a peer that sent nothing).
    static func expected(_ bytes: [UInt8]) -> (link: String?, reply: String?) {
        var line: [UInt8]
        if let newline = bytes.firstIndex(of: 0x0A) {
            guard newline <= maximumLine else { return (nil, "error: the link is longer than 8 KiB") }
            line = Array(bytes[..<newline])
            if line.last == 0x0D { line.removeLast() }
        } else {
            guard bytes.count <= maximumLine else { return (nil, "error: the link is longer than 8 KiB") }
            guard !bytes.isEmpty else { return (nil, nil) }
            line = bytes
        }
        guard let link = String(validating: line, as: UTF8.self) else { return (nil, "error: the link is not UTF-8") }
        guard !link.isEmpty else { return (nil, "error: the line was empty; send the link and a newline") }
        // Only a well-formed cookbook:// link is queued; anything else is answered with an
        // error naming what is wrong (`LinkFuzzFixture.matches` compares only its start).
        guard let parsed = try? DeepLink(parsing: link), parsed.scheme == "cookbook" else { return (nil, "error: ") }
        return (link, "ok")
    }

    /// Whether `reply` is the `expected` one: the same line, or for an expected error (`error: `)
    /// any error.
    static func matches(_ reply: String?, _ expected: String?) -> Bool {
        guard expected == "error: " else { return reply == expected }
        return reply?.hasPrefix("error: ") == true && reply != "error: "
    }

    /// Sends `bytes` to the socket at `path`, ends the message, and returns the answer's first
    /// line (nil when none came). Also `cookbook-bench --inbox`'s client.
    public static func send(_ bytes: [UInt8], to path: String) -> String? {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { preconditionFailure("cannot make a socket: \(errno)") }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            let name = Array(path.utf8.prefix(buffer.count - 1))
            buffer.copyBytes(from: name)
            buffer[name.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        precondition(connected == 0, "cannot reach the link server: \(errno)")
        // The server stops reading after 8 KiB and answers: the rest may be refused (EPIPE).
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent > 0 { offset += sent } else if sent < 0, errno == EINTR { continue } else { break }
        }
        shutdown(fd, Int32(SHUT_WR))
        var answer: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 512)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 { answer += chunk[..<count]; continue }
            if count < 0, errno == EINTR { continue }
            break
        }
        guard let newline = answer.firstIndex(of: 0x0A) else { return nil }
        return String(decoding: answer[..<newline], as: UTF8.self)
    }
}
