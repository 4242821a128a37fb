import Foundation

/// Paths the tests read, found from this file's location so tests work from any directory.
public enum ProjectPaths {
    /// The package root.
    public static let root: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/TestSupport/ProjectPaths.swift
        return parts.joined(separator: "/")
    }()

    /// The bundled collection.
    public static var bundledCollection: String { root + "/Resources/recipes.json" }

    /// A file of the project's own test fixtures (`Tests/Fixtures/<relative>`).
    public static func fixture(_ relative: String) -> String { root + "/Tests/Fixtures/" + relative }

    /// The shared data folder beside the project (`../shared`).
    public static var shared: String { root + "/../shared" }

    /// A file under `../shared/data`, or a thrown error saying the folder is missing, so a
    /// test that needs it fails loudly instead of passing silently.
    public static func sharedData(_ relative: String) throws -> String {
        let path = shared + "/data/" + relative
        guard FileManager.default.fileExists(atPath: path) else {
            throw MissingSharedData(path: path)
        }
        return path
    }
}

/// The shared data folder (or a file in it) is missing.
public struct MissingSharedData: Error, CustomStringConvertible {
    /// The path that was expected.
    public let path: String
    /// Says what is missing and where it should be.
    public var description: String { "missing shared test data: \(path) (the ../shared folder must sit beside the project)" }
}
