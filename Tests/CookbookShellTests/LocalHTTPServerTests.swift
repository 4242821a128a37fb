import Foundation
import Testing
import TestSupport

/// The test HTTP server shares the test process with every other test: stopping it twice must
/// not close a descriptor number another test has opened since (that lost a store's archive).
@Suite("Test HTTP server")
struct LocalHTTPServerTests {
    @Test func stoppingTwiceLeavesOtherFilesOpen() throws {
        let server = try LocalHTTPServer(routes: [:])
        server.stop()
        let path = try TemporaryFolder.make("http-stop") + "/file"
        try Data("kept".utf8).write(to: URL(fileURLWithPath: path))
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        server.stop()
        #expect(try handle.readToEnd() == Data("kept".utf8))
    }
}
