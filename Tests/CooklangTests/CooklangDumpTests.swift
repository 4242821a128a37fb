import Foundation
import Testing
import TestSupport

/// `cooklang-dump` (used by `make conformance`) on hostile files: it must print valid JSON for
/// each and exit 0, never stop with an uncaught error (issue #11, item 9).
@Suite("cooklang-dump")
struct CooklangDumpTests {
    /// Runs the built `cooklang-dump` (beside the test bundle) on `paths`; its exit status,
    /// output lines and error output.
    private func dump(_ paths: [String]) throws -> (status: Int32, lines: [String], errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltProducts.cookbook).deletingLastPathComponent().appendingPathComponent("cooklang-dump")
        let input = Pipe(), output = Pipe(), errors = Pipe()
        (process.standardInput, process.standardOutput, process.standardError) = (input, output, errors)
        try process.run()
        input.fileHandleForWriting.write(Data(paths.map { $0 + "\n" }.joined().utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self).split(separator: "\n").map(String.init), String(decoding: err, as: UTF8.self))
    }

    @Test func anInfiniteQuantityIsPrintedAsItsText() throws {
        let nines = String(repeating: "9", count: 400)
        let folder = try CookFolder(["Huge.cook": "Add @flour{\(nines)%g} and @salt{2%g}.\n", "After.cook": "Add @egg{1}."])
        let result = try dump([folder.path + "/Huge.cook", folder.path + "/After.cook"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.lines.count == 2, "the next file is still dumped")
        let first = try #require(result.lines.first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let ingredients = try #require(object["ingredients"] as? [[String: Any]])
        #expect(ingredients.first?["quantity"] as? String == nines)
        #expect(ingredients.last?["quantity"] as? Double == 2)
    }
}
