import Foundation
import Terminal
import Testing

/// Whole-frame golden files, like ratatui's `Buffer::with_lines` checked against a file:
/// `Tests/Goldens/<name>.txt` holds the frame's text (each row between `|` marks, so trailing
/// spaces are visible) and, below a rule, one style letter per cell.
///
/// Record mode (`RECORD_GOLDENS=1 make test`) rewrites the file *and fails the test*, so a
/// re-record can never pass silently; run again without it to check.
public enum GoldenFrame {
    /// Where golden files live.
    public static let directory = ProjectPaths.root + "/Tests/Goldens"

    /// The golden text of `buffer`.
    public static func text(of buffer: CellBuffer) -> String {
        let text = buffer.lines.map { "|" + $0 + "|" }
        let styles = buffer.styleLines.map { "|" + $0 + "|" }
        let colours = buffer.colourLines.map { "|" + $0 + "|" }
        return (["size \(buffer.width)x\(buffer.height)"] + text + ["--- styles: . plain, R reverse, B bold, b bold+reverse, D dim, U underline, C colour"] + styles
                + ["--- colours: . default, a accent, m muted, l link, w warning, * mark"] + colours)
            .joined(separator: "\n") + "\n"
    }

    /// Checks `buffer` against the golden file `name`, recording an issue that shows the
    /// first differing row when they differ (or when the file is missing or being recorded).
    public static func assert(_ buffer: CellBuffer, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = "\(directory)/\(name).txt"
        let actual = text(of: buffer)
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try? actual.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(name).txt; run the tests again without RECORD_GOLDENS to check it.", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("Missing golden \(path); run with RECORD_GOLDENS=1 to create it, review it, and commit it.\n\(actual)", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let (e, a) = (expected.split(separator: "\n", omittingEmptySubsequences: false), actual.split(separator: "\n", omittingEmptySubsequences: false))
        let row = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
        let want = row < e.count ? String(e[row]) : "(nothing)"
        let got = row < a.count ? String(a[row]) : "(nothing)"
        Issue.record("Frame differs from \(name).txt at line \(row + 1):\n  expected: \(want)\n  actual:   \(got)\nWhole frame:\n\(actual)", sourceLocation: sourceLocation)
    }
}
