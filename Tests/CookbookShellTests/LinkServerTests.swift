@testable import CookbookShell
import Foundation
import Testing
import TestSupport

/// The link server and client in one process, in a private runtime directory per test.
@Suite("Links to a running Cookbook: server and client")
struct LinkServerTests {
    let runtime: String
    let environment: [String: String]
    let url = "cookbook://recipe/mapo-tofu"

    init() throws {
        runtime = NSTemporaryDirectory() + "cookbook-links-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        environment = ["XDG_RUNTIME_DIR": runtime]
    }

    private func address() throws -> LinkAddress {
        try LinkAddress.forCollection(AppFixtures.framesCollection, environment: environment, create: true)
    }

    private func start(readTimeout: Duration = .seconds(1)) throws -> LinkServer {
        try #require(try LinkServer.start(address: address(), readTimeout: readTimeout), "nothing else serves this collection")
    }

    /// The links the server queued, waiting a little for the accepting thread.
    private func received(_ server: LinkServer, count: Int = 1) async throws -> [String] {
        var links: [String] = []
        for _ in 0..<200 where links.count < count {
            links += server.pendingLinks()
            try await Task.sleep(for: .milliseconds(10))
        }
        return links
    }

    /// Connects without the client, sends `bytes` (if any) and returns the reply line.
    private func rawExchange(_ bytes: [UInt8]?, socket path: String) -> String? {
        let fd = LinkSocket.make()
        defer { close(fd) }
        guard LinkSocket.connect(fd, to: path) == 0 else { return nil }
        if let bytes, !LinkSocket.send(bytes, to: fd, until: .now + .seconds(2)) { return nil }
        guard case let .line(reply) = LinkSocket.readLine(fd, until: .now + .seconds(5)) else { return nil }
        return String(decoding: reply, as: UTF8.self)
    }

    private func mode(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode : nil
    }

    @Test func aLinkArrivesInTheQueueOnce() async throws {
        let server = try start()
        defer { server.stop() }
        #expect(LinkClient.send(url, collection: AppFixtures.framesCollection, environment: environment) == .opened)
        #expect(try await received(server) == [url])
        #expect(server.pendingLinks() == [], "each link is handed out once")
    }

    @Test func theDirectoryIsPrivateAndStopRemovesTheSocket() throws {
        let server = try start()
        #expect(server.address.directory == runtime + "/cookbook")
        #expect(mode(runtime + "/cookbook").map { $0 & 0o7777 } == 0o700)
        #expect(mode(server.address.socketPath).map { $0 & S_IFMT } == S_IFSOCK)
        server.stop()
        #expect(mode(server.address.socketPath) == nil, "the socket is gone after stop")
        #expect(mode(server.address.socketPath + ".lock") == nil, "and so is its lock")
        #expect(LinkClient.send(url, collection: AppFixtures.framesCollection, environment: environment) == .noServer)
        let again = try start()
        #expect(mode(again.address.socketPath).map { $0 & S_IFMT } == S_IFSOCK, "a later Cookbook serves again")
        again.stop()
    }

    @Test func aLockAnotherStarterHoldsIsLeftInPlace() throws {
        let server = try start()
        let lockPath = server.address.socketPath + ".lock"
        // Another Cookbook starting at this moment holds the lock: it is not this server's to remove.
        let held = open(lockPath, O_RDWR | O_CLOEXEC)
        try #require(held >= 0 && flock(held, LOCK_EX) == 0)
        defer { close(held) }
        server.stop()
        #expect(mode(server.address.socketPath) == nil)
        #expect(mode(lockPath).map { $0 & S_IFMT } == S_IFREG, "the lock in use stays")
    }

    @Test func theSameCollectionSpelledDifferentlyMeetsAtTheSameSocket() throws {
        let other = AppFixtures.framesCollection.replacingOccurrences(of: "/Fixtures/", with: "/Fixtures/../Fixtures/./")
        #expect(other != AppFixtures.framesCollection)
        #expect(try LinkAddress.forCollection(other, environment: environment, create: true) == address())
        #expect(try LinkAddress.forCollection(AppFixtures.kitchenFolder, environment: environment, create: true) != address())
    }

    @Test func aStaleSocketIsCleanedAndServedAgain() async throws {
        let path = try address().socketPath
        let crashed = LinkSocket.make()
        #expect(LinkSocket.withAddress(path) { bind(crashed, $0, $1) } == 0)
        close(crashed)                                          // as after a crash: the file stays
        #expect(mode(path).map { $0 & S_IFMT } == S_IFSOCK)
        #expect(LinkClient.send(url, collection: AppFixtures.framesCollection, environment: environment) == .noServer)
        let server = try start()
        defer { server.stop() }
        #expect(LinkClient.send(url, collection: AppFixtures.framesCollection, environment: environment) == .opened)
        #expect(try await received(server) == [url])
    }

    @Test func aSecondServerForTheSameCollectionDoesNotTakeOver() async throws {
        let first = try start()
        defer { first.stop() }
        var before = stat()
        lstat(first.address.socketPath, &before)
        #expect(try LinkServer.start(address: address()) == nil, "a live server stays the only one")
        var after = stat()
        lstat(first.address.socketPath, &after)
        #expect(before.st_ino == after.st_ino, "the first server's socket was not replaced")
        #expect(LinkClient.send(url, collection: AppFixtures.framesCollection, environment: environment) == .opened)
        #expect(try await received(first) == [url])
    }

    @Test func aSocketDirectoryOpenToOthersIsRefused() throws {
        try FileManager.default.createDirectory(atPath: runtime + "/cookbook", withIntermediateDirectories: false)
        chmod(runtime + "/cookbook", 0o777)
        #expect(throws: LinkServer.Failure(path: runtime + "/cookbook", reason: "other users may use it (mode 777); run chmod 700 on it")) {
            _ = try LinkServer.start(collection: AppFixtures.framesCollection, environment: environment)
        }
        #expect(LinkClient.send(url, collection: AppFixtures.framesCollection, environment: environment) == .noServer)
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a directory to another user"))
    func aSocketDirectoryOfAnotherUserIsRefused() throws {
        try FileManager.default.createDirectory(atPath: runtime + "/cookbook", withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        #expect(chown(runtime + "/cookbook", 65534, 65534) == 0)
        #expect(throws: LinkServer.Failure(path: runtime + "/cookbook", reason: "it belongs to uid 65534, not to you (uid 0); remove it or set XDG_RUNTIME_DIR")) {
            _ = try LinkServer.start(collection: AppFixtures.framesCollection, environment: environment)
        }
    }

    @Test func anUnusableRuntimeDirectoryFallsBackToTMPDIR() throws {
        let temporary = runtime + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        chmod(runtime, 0o777)
        defer { chmod(runtime, 0o700) }
        let address = try LinkAddress.forCollection(AppFixtures.framesCollection, environment: ["XDG_RUNTIME_DIR": runtime, "TMPDIR": temporary + "/"],
                                                    create: true)
        #expect(address.directory == temporary + "/cookbook-\(geteuid())")
        #expect(mode(address.directory).map { $0 & 0o7777 } == 0o700)
        let relative = try LinkAddress.privateDirectory(environment: ["XDG_RUNTIME_DIR": "run/user", "TMPDIR": temporary], uid: geteuid(), create: false)
        #expect(relative == address.directory, "a relative XDG_RUNTIME_DIR is not used either")
    }

    @Test func aSilentClientDoesNotBlockTheServer() async throws {
        let server = try start(readTimeout: .milliseconds(500))
        defer { server.stop() }
        let silent = LinkSocket.make()
        defer { close(silent) }
        #expect(LinkSocket.connect(silent, to: server.address.socketPath) == 0)
        let started = ContinuousClock.now
        #expect(LinkClient.send(url, collection: AppFixtures.framesCollection, environment: environment) == .opened)
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(try await received(server) == [url])
        #expect(LinkSocket.readLine(silent, until: .now + .seconds(2)) == .line(Array("error: no link came within 0.5 seconds".utf8)))
    }

    @Test func anOverlongLineIsRefused() async throws {
        let server = try start()
        defer { server.stop() }
        let long = "cookbook://search?q=" + String(repeating: "a", count: 9000)
        #expect(rawExchange(Array((long + "\n").utf8), socket: server.address.socketPath) == "error: the link is longer than 8 KiB")
        let longest = "cookbook://search?q=" + String(repeating: "b", count: LinkSocket.maximumLine - 20)
        #expect(rawExchange(Array((longest + "\n").utf8), socket: server.address.socketPath) == "ok", "8 KiB exactly is taken")
        #expect(rawExchange([0xFF, 0xFE, 0x0A], socket: server.address.socketPath) == "error: the link is not UTF-8")
        #expect(try await received(server) == [longest])
    }

    @Test func onlyTheSameUserMayHandOverALink() {
        #expect(LinkSocket.isAllowed(peer: 1000, ours: 1000))
        #expect(LinkSocket.isAllowed(peer: 0, ours: 0))
        #expect(!LinkSocket.isAllowed(peer: 0, ours: 1000), "not even root")
        #expect(!LinkSocket.isAllowed(peer: 65534, ours: 0))
        #expect(!LinkSocket.isAllowed(peer: nil, ours: 0), "no credentials: refused")
    }

    /// Idle connections (a stuck script, a client that connected and hung) cannot hold up a
    /// link (issue #30): with a minute each to send their line, the link is still answered —
    /// while every one of them is open and unanswered.
    @Test func idleConnectionsDoNotHoldUpALink() async throws {
        let server = try start(readTimeout: .seconds(3_600))   // idle for as long as a loaded test run may take
        defer { server.stop() }
        let idle = (0..<5).map { _ in LinkSocket.make() }
        defer { for fd in idle { close(fd) } }
        for fd in idle { #expect(LinkSocket.connect(fd, to: server.address.socketPath) == 0) }
        #expect(LinkSocket.send(Array("cookbook://recipe/half".utf8), to: idle[0], until: .now + .seconds(1)), "half a line, no newline")
        #expect(LinkClient.send(url, collection: AppFixtures.framesCollection, environment: environment, timeout: .seconds(10)) == .opened)
        #expect(try await received(server) == [url])
        for fd in idle { #expect(LinkSocket.readLine(fd, until: .now) == .timedOut, "the idle connections are still open, not answered") }
    }

    /// A line that is not a `cookbook://` link is answered with an error, not `ok`, and never queued.
    @Test func aMalformedLinkGetsAnError() async throws {
        let server = try start()
        defer { server.stop() }
        for bad in ["not a link", "cookbook:/recipe/x", "https://example.com/recipe", "cookbook://recipe/%zz"] {
            let reply = rawExchange(Array((bad + "\n").utf8), socket: server.address.socketPath)
            #expect(reply?.hasPrefix("error: ") == true, "\(bad): \(reply ?? "no reply")")
        }
        #expect(LinkClient.send("not a link", collection: AppFixtures.framesCollection, environment: environment) != .opened)
        #expect(rawExchange(Array((url + "\n").utf8), socket: server.address.socketPath) == "ok")
        #expect(try await received(server) == [url], "only the good link is queued")
    }
}

