import Foundation
import Testing
import TestSupport

/// `cookbook import` against what could make it run away or disguise a file (issue #30):
/// standard input has the size limit a file has, and bidirectional controls in a title never
/// reach a file name nor JSON output unescaped.
@Suite("cookbook import: limits and disguised titles")
struct ImportLimitsTests {
    @Test func standardInputOverTheLimitIsRefusedLikeAFile() async throws {
        let home = try TemporaryFolder.make("import-stdin")
        let run = try await CommandRun.cookbook(["import", "-", "--dry-run"], home: home, input: [UInt8](repeating: 0x20, count: (50 << 20) + 1))
        #expect(run.status == 1)
        #expect(run.errorText == "cookbook: cannot read standard input: larger than 50 MB\n", "\(run.errorText.prefix(300))")
        #expect(run.output.isEmpty)
    }
}
