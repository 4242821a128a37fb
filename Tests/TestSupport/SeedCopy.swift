import Foundation

/// A private, writable copy of the Cooklang CLI's seed collection (`../shared/data/cook-collections/
/// cookcli-seed`) in a fresh temporary folder, without its shopping files: tests that write the
/// kitchen files write here, never into the shared data.
public struct SeedCopy {
    /// The temporary folder holding the copy (a home for the app's state and cache too).
    public let home: String
    /// The copied collection.
    public let folder: String

    /// Copies the seed into a new temporary folder named after `label`.
    public init(_ label: String) throws {
        home = try TemporaryFolder.make(label)
        folder = home + "/seed"
        try FileManager.default.copyItem(atPath: try ProjectPaths.sharedData("cook-collections/cookcli-seed"), toPath: folder)
        for file in [".shopping-list", ".shopping-checked"] { try? FileManager.default.removeItem(atPath: folder + "/" + file) }
    }

    /// The text of the copy's file `name` (`.shopping-list`), empty when it does not exist.
    public func text(_ name: String) -> String { (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "" }
}
