import CookbookApp
import Foundation
import Testing
import TestSupport

/// The README's key table is the keymap's: a key changed in `Keymap.defaultBindings` and not
/// in the README fails here. `RECORD_GOLDENS=1` rewrites the table (and fails, like goldens).
@Suite("README key table")
struct KeyTableTests {
    @Test func theReadmeShowsTheKeymap() throws {
        let path = ProjectPaths.root + "/README.md"
        let readme = try String(contentsOfFile: path, encoding: .utf8)
        let open = "<!-- keys: written from Keymap.defaultBindings; KeyTableTests checks it (RECORD_GOLDENS=1 rewrites it) -->\n"
        let close = "\n<!-- /keys -->"
        guard let start = readme.range(of: open), let end = readme.range(of: close, range: start.upperBound..<readme.endIndex) else {
            Issue.record("README.md has no key table between the markers")
            return
        }
        let table = Keymap.defaults.markdownTable()
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try (readme[..<start.upperBound] + table + readme[end.lowerBound...]).write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("Rewrote the README's key table; run again without RECORD_GOLDENS to check it.")
            return
        }
        #expect(String(readme[start.upperBound..<end.lowerBound]) == table, "the README's key table differs from the keymap:\n\(table)")
    }

    @Test func noDefaultKeyIsSpelledOutsideTheTable() throws {
        // The views, messages and --help write keys through the keymap: the literal key hints
        // the app used to carry must not come back.
        let root = ProjectPaths.root + "/Sources/CookbookApp/"
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { ($0.hasPrefix("View/") || $0.hasPrefix("State/")) && $0.hasSuffix(".swift") }
        #expect(files.contains("State/Cook/AppState+Cook.swift") && files.contains("View/AppView.swift"))
        for file in files {
            // What the code writes, not what its comments say (`the clocks shows` is no key).
            let text = try String(contentsOfFile: root + file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined(separator: "\n")
            for literal in ["j/k", "q quit", "Esc to", "with f.", "press f", "c starts", "s shows", "Ctrl-U clear"] {
                #expect(!text.contains(literal), "\(file) spells \"\(literal)\"")
            }
        }
    }
}
