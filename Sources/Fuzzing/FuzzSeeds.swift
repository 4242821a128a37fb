import FileSystem
import Foundation

/// Seed inputs read from the shared data beside the project (`../shared/data`, relative to
/// the current directory, which is the project root under `make` and `swift test`). Missing
/// data gives no seeds, so the fuzzers still run on their inline samples alone.
public enum FuzzSeeds {
    /// The shared data folder.
    public static var sharedData: String { (FilePath.currentDirectory() ?? ".") + "/../shared/data/" }

    /// Up to `limit` files ending in `suffix` under `folder` (relative to the shared data), in
    /// a fixed order so a run is the same on every machine; files over 1 MiB are skipped.
    public static func files(under folder: String, suffix: String, limit: Int) -> [[UInt8]] {
        let root = sharedData + folder
        let paths = FilePath.files(under: root).filter { $0.hasSuffix(suffix) }.sorted()
        let step = max(1, paths.count / max(1, limit))
        return stride(from: 0, to: paths.count, by: step).prefix(limit).compactMap { index in
            try? FilePath.readAll(root + "/" + paths[index], limit: 1 << 20)
        }
    }

    /// The files of the project's own fixtures folder `Tests/Fixtures/<folder>`, in name order.
    public static func fixtures(under folder: String) -> [[UInt8]] {
        let root = (FilePath.currentDirectory() ?? ".") + "/Tests/Fixtures/" + folder
        let names = (FilePath.names(in: root) ?? []).sorted()
        return names.compactMap { try? FilePath.readAll(root + "/" + $0) }
    }

    /// The text between the first two `---` lines of each file that has front matter.
    public static func frontMatters(of files: [[UInt8]]) -> [[UInt8]] {
        files.compactMap { bytes in
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") else { return nil }
            return Array(lines[1..<end].joined(separator: "\n").utf8)
        }
    }
}
