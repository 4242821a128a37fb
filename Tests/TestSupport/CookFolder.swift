import Foundation

/// A temporary folder of `.cook` files (and anything else) written for one test, removed when
/// the value goes away.
public final class CookFolder {
    /// The folder's path.
    public let path: String

    /// A folder holding `files`: relative path → contents (text, or raw bytes via `bytes`).
    public init(_ files: [String: String] = [:], bytes: [String: [UInt8]] = [:]) throws {
        path = NSTemporaryDirectory() + "cookbook-folder-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (relative, text) in files { try write(relative, Array(text.utf8)) }
        for (relative, data) in bytes { try write(relative, data) }
    }

    /// Writes (or replaces) one file.
    public func write(_ relative: String, _ data: [UInt8]) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(data).write(to: url)
    }

    /// Renames a file, as a user would between two runs.
    public func rename(_ relative: String, to newRelative: String) throws {
        try FileManager.default.moveItem(atPath: path + "/" + relative, toPath: path + "/" + newRelative)
    }

    /// A symbolic link at `relative` that points to itself: no one, not even root, can open it.
    public func addSymlinkLoop(_ relative: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: path + "/" + relative)
    }

    /// A symbolic link at `relative` to `target` (relative to the link's folder).
    public func addSymlink(_ relative: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: target)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

