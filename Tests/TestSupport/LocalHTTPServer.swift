import Foundation

/// A tiny HTTP/1.1 server on 127.0.0.1 (an ephemeral port) answering fixed routes, so the real
/// binary's HTTP client is tested — redirects, errors, sizes — without the network. One
/// connection at a time, on its own thread; `stop()` (or deinit) stops it, and the thread
/// closes the socket, once: the tests share one process, so a second `close` of the number
/// would close whatever another test has opened under it since (a store's archive, a recipe).
public final class LocalHTTPServer: @unchecked Sendable {
    /// One canned answer.
    public struct Response: Sendable {
        let status: Int
        let headers: [String: String]
        let body: [UInt8]

        /// An answer with `status`, extra `headers` and `body`.
        public init(status: Int = 200, headers: [String: String] = [:], body: [UInt8] = []) {
            (self.status, self.headers, self.body) = (status, headers, body)
        }
    }

    /// The base URL, `http://127.0.0.1:PORT`.
    public let base: String
    private let socket: Int32
    private let routes: [String: Response]
    private let lock = NSLock()
    private var requests: [String] = []
    /// Whether the socket has been shut down (`stop()`) or closed (by the serving thread on its
    /// way out); after that nothing here touches the descriptor's number again.
    private var stopped = false

    /// Starts serving `routes` (path → answer); any other path is a 404.
    public init(routes: [String: Response]) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound, listen(socket, 8) == 0 else { close(socket); throw POSIXError(.EADDRNOTAVAIL) }
        base = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
        self.socket = socket
        self.routes = routes
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    deinit { stop() }

    /// The paths requested so far, in order.
    public var requested: [String] { lock.withLock { requests } }

    /// Stops accepting connections (new ones are refused); again, it does nothing. The shutdown
    /// wakes the serving thread's `accept`, and that thread closes the socket.
    public func stop() {
        lock.withLock {
            guard !stopped else { return }
            stopped = true
            shutdown(socket, Int32(SHUT_RDWR))
        }
    }

    private func serve() {
        defer {
            lock.withLock {
                stopped = true
                close(socket)
            }
        }
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            var request: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !request.ends(with: Array("\r\n\r\n".utf8)) {
                let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { break }
                request += buffer[..<count]
            }
            let line = String(decoding: request.prefix { $0 != 0x0D }, as: UTF8.self).split(separator: " ")
            let path = line.count > 1 ? String(line[1]) : "/"
            lock.withLock { requests.append(path) }
            let response = routes[path] ?? Response(status: 404, body: Array("not found".utf8))
            var head = "HTTP/1.1 \(response.status) X\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n"
            for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
            let bytes = Array((head + "\r\n").utf8) + response.body
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard count > 0 else { break }
                sent += count
            }
            close(client)
        }
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
