#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import CookbookApp
import FileSystem
import RecipeStore

/// The favourites file: user data kept apart from the navigation state
/// (`{"version": 1, "favourites": ["apple-pie", …]}`), shared by every running Cookbook.
///
/// A change is merged, never written over: under an advisory lock on the file's directory the
/// file is read again, the one change applied, and the result written atomically, so two
/// instances adding favourites keep both. Fields this version does not know are kept. A file
/// from a newer version is read but never written; a damaged one is never overwritten.
public struct FavouritesFile: Sendable {
    /// The format version this program writes.
    public static let formatVersion = 1
    /// The largest favourites file read.
    public static let maximumSize = 16 << 20

    /// Why the favourites could not be read or a change kept.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The file cannot be read (permissions, not a regular file, too large).
        case unreadable(path: String, reason: String)
        /// The file is not a favourites file this version understands.
        case damaged(path: String, reason: String)
        /// The file was written by a newer Cookbook: read-only here.
        case newer(path: String, version: Int)
        /// The change could not be written.
        case cannotSave(path: String, reason: String)

        /// A message a user can act on.
        public var description: String {
            switch self {
            case let .unreadable(path, reason): return "\(path) cannot be read (\(reason))"
            case let .damaged(path, reason): return "\(path) is damaged (\(reason)); it is left alone"
            case let .newer(path, version): return "\(path) was written by a newer Cookbook (format version \(version)); it is left as it is"
            case let .cannotSave(path, reason): return "\(path) cannot be saved (\(reason))"
            }
        }
    }

    /// The file's path.
    public let path: String

    /// The favourites file at `path`.
    public init(path: String) { self.path = path }

    /// The favourites, empty when there is no file yet. A newer version's list is returned
    /// with `.newer` as the reason it cannot be changed; other problems throw.
    public func load() throws(Failure) -> (favourites: [RecipeID], readOnly: Failure?) {
        let bytes: [UInt8]
        do { bytes = try FilePath.readAll(path, limit: Self.maximumSize) } catch {
            if error.isMissing { return ([], nil) }
            throw .unreadable(path: path, reason: error.reason)
        }
        return try Self.parse(bytes, path: path)
    }

    /// Applies `change` to the file as it is now (another instance may have changed it) and
    /// returns the merged list.
    public func apply(_ change: FavouritesChange) throws(Failure) -> [RecipeID] {
        let directory = FilePath.directory(of: path)
        do { try FilePath.createDirectories(directory, permissions: 0o700) } catch {
            throw .cannotSave(path: path, reason: error.reason)
        }
        let lock: FolderLock
        do { lock = try FolderLock.take(directory) } catch { throw .cannotSave(path: path, reason: "\(directory): \(error.reason)") }
        defer { lock.release() }
        var object = try read() ?? [:]
        if case let .integer(version)? = object["version"], version > Self.formatVersion { throw .newer(path: path, version: Int(version)) }
        let favourites = change.applied(to: object.isEmpty ? [] : try Self.favourites(in: object, path: path))
        object["version"] = .integer(Int64(Self.formatVersion))
        object["favourites"] = .array(favourites.map { .string($0.rawValue) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try AtomicFile.write(try encoder.encode(object), to: path)
        } catch let error as AtomicFile.Failure {
            throw .cannotSave(path: path, reason: error.reason)
        } catch {
            throw .cannotSave(path: path, reason: "\(error)")
        }
        return favourites
    }

    /// The favourites in `bytes` (a file's content, named `path` in errors) and, for a newer
    /// version's file, why it is read-only; a damaged file throws.
    public static func parse(_ bytes: [UInt8], path: String) throws(Failure) -> (favourites: [RecipeID], readOnly: Failure?) {
        let object = try object(in: bytes, path: path)
        let list = try favourites(in: object, path: path)
        if case let .integer(version)? = object["version"], version > formatVersion { return (list, .newer(path: path, version: Int(version))) }
        return (list, nil)
    }

    /// The file's top-level object, nil when there is no file.
    private func read() throws(Failure) -> [String: JSONValue]? {
        let bytes: [UInt8]
        do { bytes = try FilePath.readAll(path, limit: Self.maximumSize) } catch {
            if error.isMissing { return nil }
            throw .unreadable(path: path, reason: error.reason)
        }
        return try Self.object(in: bytes, path: path)
    }

    /// The top-level object of a favourites file's bytes.
    private static func object(in bytes: [UInt8], path: String) throws(Failure) -> [String: JSONValue] {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)) else {
            throw .damaged(path: path, reason: "not valid JSON")
        }
        guard case let .object(object) = value else { throw .damaged(path: path, reason: "not a JSON object") }
        return object
    }

    private static func favourites(in object: [String: JSONValue], path: String) throws(Failure) -> [RecipeID] {
        guard case .integer? = object["version"] else { throw .damaged(path: path, reason: "\"version\" is missing or not a whole number") }
        guard case let .array(items)? = object["favourites"] else { throw .damaged(path: path, reason: "\"favourites\" is missing or not a list") }
        var ids: [RecipeID] = []
        for item in items {
            guard case let .string(id) = item else { throw .damaged(path: path, reason: "\"favourites\" holds something that is not an id") }
            ids.append(RecipeID(id))
        }
        return ids
    }
}
