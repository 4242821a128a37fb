#if canImport(Glibc)
import Glibc
#endif

/// `cookbook open URL`'s side of the hand-off (issue #13): when a Cookbook is already browsing
/// the same collection, the link goes to it over the collection's socket (`LinkServer`) and
/// this process ends; with no one listening, the browser starts here as before.
public enum LinkClient {
    /// What became of the link.
    public enum Outcome: Equatable, Sendable {
        /// The running Cookbook took it.
        case opened
        /// The running Cookbook answered with this error.
        case refused(String)
        /// No Cookbook answered (no socket, nothing listening, no answer in time).
        case noServer
    }

    /// Hands `url` to the Cookbook browsing `collection` (see `LinkAddress`), waiting at most
    /// `timeout` for its answer. Never creates anything: with no socket directory, no server.
    public static func send(_ url: String, collection: String, environment: [String: String],
                            timeout: Duration = .seconds(2)) -> Outcome {
        let address: LinkAddress
        do throws(LinkAddress.Failure) {
            address = try LinkAddress.forCollection(collection, environment: environment, create: false)
        } catch {
            // No usable directory: no server can be listening in it (or none this user should trust).
            return .noServer
        }
        return send(url, to: address.socketPath, timeout: timeout)
    }

    /// Hands `url` to the server at `socketPath`; the server must be this user's.
    public static func send(_ url: String, to socketPath: String, timeout: Duration = .seconds(2)) -> Outcome {
        let deadline = ContinuousClock.now + timeout
        let fd = LinkSocket.make()
        guard fd >= 0 else { return .noServer }
        defer { close(fd) }
        guard LinkSocket.connect(fd, to: socketPath) == 0,
              LinkSocket.isAllowed(peer: LinkSocket.peerUID(fd), ours: geteuid()),
              LinkSocket.send(Array((url + "\n").utf8), to: fd, until: deadline) else { return .noServer }
        switch LinkSocket.readLine(fd, until: deadline) {
        case .line(Array("ok".utf8)): return .opened
        case let .line(bytes):
            let reply = String(decoding: bytes, as: UTF8.self)
            guard reply.hasPrefix("error: ") else { return .noServer }
            return .refused("the running Cookbook refused the link: " + reply.dropFirst("error: ".count))
        default: return .noServer
        }
    }
}
