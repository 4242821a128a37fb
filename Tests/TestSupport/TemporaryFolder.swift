import Foundation

/// A fresh folder under the system's temporary directory for one test's files (a home for the
/// app, a collection to damage), so tests share nothing with each other or the user.
public enum TemporaryFolder {
    /// Creates and returns `<tmp>/cookbook-<label>-<unique>`.
    public static func make(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "cookbook-\(label)-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
