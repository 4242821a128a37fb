import Cooklang
import FileSystem
import Foundation

/// Cooklang parse speed in MB/s: whole folders (every file parsed once, one core) and
/// about 300 KB of each pathological pattern that used to make the parser quadratic (issue #11).
/// Prints Markdown table rows: input | KB | MB/s (median of `runs`). Times are the thread's CPU
/// time, so other work on a shared machine does not count against the parser.
enum ParseSpeed {
    /// The patterns, each a name and a generator of about `size` bytes.
    static func patterns(size: Int = 300_000) -> [(name: String, text: String)] {
        func repeated(_ unit: String) -> String { String(repeating: unit, count: max(1, size / unit.utf8.count)) }
        let deepBlock = (0..<(size / 1_000)).map { String(repeating: " ", count: $0 % 400) + "k\($0):" }.joined(separator: "\n")
        return [
            ("unclosed `@a{`", repeated("@a{")),
            ("unclosed `#a{`", repeated("#a{")),
            ("unclosed `~{`", repeated("~{")),
            ("unclosed `@a(`", repeated("@a(")),
            ("errors in one paragraph `@{} `", repeated("@{} ")),
            ("errors in one paragraph `~{} @a{%g} @b{1/0} `", repeated("~{} @a{%g} @b{1/0} ")),
            ("an error on each line of one paragraph", repeated("Add @{1}\n")),
            ("one huge line of components", repeated("Add @salt{1%g} to #pan{} for ~{2%min}. ")),
            ("one huge line of text", repeated("word ")),
            ("sigils followed by space", repeated("@ # ~ ")),
            ("unclosed block comment `[-` per line", repeated("x [- y\n")),
            ("line comments `--`", repeated("a -- b\n")),
            ("front matter: deep flow `[`", "---\nk: " + repeated("[") + "\n---\nStep."),
            ("front matter: deep block nesting", "---\n" + deepBlock + "\n---\nStep."),
            ("front matter: many `key: value` lines", "---\n" + repeated("key: value\n") + "---\nStep."),
            ("front matter: nested mappings and lists", "---\n" + repeated("n:\n  k: v\n  l:\n    - x\n") + "---\nStep."),
            ("front matter: `key: a: b` on every line (salvage)", "---\n" + repeated("key: a: b\n") + "---\nStep."),
            ("front matter: unindented continuation lines (salvage)", "---\n" + repeated("key: a\nwords that go on\n") + "---\nStep."),
        ]
    }

    /// The `.cook` files under `folder`, read once.
    static func files(in folder: String) -> [String] {
        FilePath.files(under: folder).filter { $0.hasSuffix(".cook") }.sorted().compactMap { relative in
            (try? FilePath.readAll(folder + "/" + relative)).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// MB/s of parsing `texts` once each, median of `runs`, by CPU time.
    static func megabytesPerSecond(_ texts: [String], runs: Int) -> Double {
        let bytes = Double(texts.reduce(0) { $0 + $1.utf8.count })
        let times = (0..<runs).map { _ in
            KeyCost.cpuMicroseconds { for text in texts { _ = CooklangParser.parse(text) } }
        }
        return bytes / quantile(times, 0.5)
    }

    /// Prints one row per folder, then one per pattern.
    static func run(folders: [String], runs: Int, size: Int = 300_000) {
        for folder in folders {
            let recipes = files(in: folder)
            let kilobytes = recipes.reduce(0) { $0 + $1.utf8.count } / 1_000
            print("| \(recipes.count) .cook files of \(folder.split(separator: "/").suffix(2).joined(separator: "/")) | \(kilobytes) | \(String(format: "%.1f", megabytesPerSecond(recipes, runs: runs))) |")
        }
        for (name, text) in patterns(size: size) where size > 0 {
            print("| \(name) | \(text.utf8.count / 1_000) | \(String(format: "%.1f", megabytesPerSecond([text], runs: runs))) |")
        }
    }
}
