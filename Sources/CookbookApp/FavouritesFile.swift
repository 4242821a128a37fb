#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import RecipeStore

/// The favourites file: a JSON list of recipe ids, user data kept apart from the navigation
/// state (`{"version": 1, "favourites": ["apple-pie", …]}`).
public enum FavouritesFile {
    private struct Form: Codable {
        let version: Int
        let favourites: [RecipeID]
    }

    /// The favourites at `path`: empty when there is no file yet; an unreadable file is an
    /// error (so it is never overwritten with an empty list).
    public static func load(path: String) throws -> [RecipeID] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try JSONDecoder().decode(Form.self, from: data).favourites
    }

    /// Saves `favourites` to `path` atomically.
    public static func save(_ favourites: [RecipeID], path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(Form(version: 1, favourites: favourites)), to: path)
    }
}
