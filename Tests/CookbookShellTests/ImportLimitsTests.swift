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

    @Test func bidiControlsAreDroppedFromFileNamesAndEscapedInJSON() async throws {
        let home = try TemporaryFolder.make("import-bidi")
        let page = #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Evil\u202Etxt.cook \u2066x\u2069\u200E", "#
            + #""recipeIngredient": ["1 egg"], "recipeInstructions": "Boil the egg."}"#
        let run = try await CommandRun.cookbook(["import", "-", "--into", home + "/r", "--json"], home: home, input: Array(page.utf8))
        #expect(run.status == 0, "\(run.errorText)")
        let names = try FileManager.default.contentsOfDirectory(atPath: home + "/r")
        #expect(names == ["Eviltxt.cook x.cook"], "no name that reads reversed in ls")
        let bidi: Set<UInt32> = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C]
        #expect(!run.outputText.unicodeScalars.contains { bidi.contains($0.value) }, "written raw: \(run.outputText)")
        #expect(run.outputText.contains(#""title" : "Evil\u202Etxt.cook \u2066x\u2069\u200E""#), "\(run.outputText)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any])
        let imported = try #require(report["imported"] as? [[String: Any]])
        #expect(imported.first?["title"] as? String == "Evil\u{202E}txt.cook \u{2066}x\u{2069}\u{200E}", "the escapes read back as the title")
    }
}
