@testable import CookbookShell
import Foundation
import Testing
import TestSupport

/// A link from another user is refused by the kernel's word (`SO_PEERCRED`), not by the
/// socket's file mode: the directories are opened up on purpose so that user can connect.
/// Needs root (to run a client as `nobody`), `setpriv` and `perl`; skipped otherwise.
@Suite("Links to a running Cookbook: another user's")
struct LinkPeerCredentialTests {
    static let canRunAsNobody = geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/perl")

    @Test(.enabled(if: canRunAsNobody, "needs root, setpriv and perl"))
    func aLinkFromAnotherUserIsRefused() async throws {
        let runtime = NSTemporaryDirectory() + "cookbook-peer-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let address = try LinkAddress.forCollection(AppFixtures.framesCollection, environment: ["XDG_RUNTIME_DIR": runtime], create: true)
        let server = try #require(try LinkServer.start(address: address))
        defer { server.stop() }
        // Let nobody reach the socket (the checks at start have passed).
        #expect(chmod(runtime, 0o711) == 0 && chmod(address.directory, 0o711) == 0 && chmod(address.socketPath, 0o666) == 0)

        let script = """
            use Socket; $SIG{PIPE} = "IGNORE"; socket(my $s, AF_UNIX, SOCK_STREAM, 0) or die "socket: $!";
            connect($s, pack_sockaddr_un($ARGV[0])) or die "connect: $!";
            syswrite($s, "cookbook://recipe/mapo-tofu\\n") or die "write: $!"; my $reply = <$s>;
            defined $reply or die "read: $!"; print $reply;
            """
        let output = NSTemporaryDirectory() + "cookbook-peer-\(UUID().uuidString).out"
        defer { unlink(output) }
        #expect(FileManager.default.createFile(atPath: output, contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/perl", "-e", script, address.socketPath]
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle(forWritingAtPath: output)
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let reply = try String(contentsOfFile: output, encoding: .utf8)
        #expect(reply == "error: refused: only the user running this Cookbook may send it links\n", "the client saw: \(reply)")
        try await Task.sleep(for: .milliseconds(100))
        #expect(server.pendingLinks() == [], "nothing was queued")
        // The same socket still serves this user.
        #expect(LinkClient.send("cookbook://recipe/mapo-tofu", to: address.socketPath) == .opened)
    }
}
