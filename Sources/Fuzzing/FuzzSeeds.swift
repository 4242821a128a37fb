import Foundation

/// Seed inputs read from the shared data beside the project (`../shared/data`, relative to
/// the current directory, which is the project root under `make` and `swift test`). Missing
/// data gives no seeds, so the fuzzers still run on their inline samples alone.
public enum FuzzSeeds {
    /// The shared data folder.
    public static var sharedData: String { FileManager.default.currentDirectoryPath + "/../shared/data/" }

    /// Up to `limit` files ending in `suffix` under `folder` (relative to the shared data), in
    /// a fixed order so a run is the same on every machine; files over 1 MiB are skipped.
    public static func files(under folder: String, suffix: String, limit: Int) -> [[UInt8]] {
        let root = sharedData + folder
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        let paths = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted()
        let step = max(1, paths.count / max(1, limit))
        return stride(from: 0, to: paths.count, by: step).prefix(limit).compactMap { index in
            guard let data = FileManager.default.contents(atPath: root + "/" + paths[index]), data.count <= 1 << 20 else { return nil }
            return Array(data)
        }
    }

    /// The files of the project's own fixtures folder `Tests/Fixtures/<folder>`, in name order.
    public static func fixtures(under folder: String) -> [[UInt8]] {
        let root = FileManager.default.currentDirectoryPath + "/Tests/Fixtures/" + folder
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        return names.compactMap { FileManager.default.contents(atPath: root + "/" + $0).map(Array.init) }
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
