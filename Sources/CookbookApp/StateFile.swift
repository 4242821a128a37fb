#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import RecipeStore

/// Reads and writes the state file safely: writes are atomic and owner-only; a file that
/// cannot be used is moved aside (never overwritten) and the program starts fresh.
public struct StateFile: Sendable {
    /// What reading found.
    public enum Loaded: Equatable {
        /// No file yet: a first run.
        case none
        /// A usable saved state.
        case saved(SavedState)
        /// The file was unusable and has been moved to `to`; `reason` says why.
        case movedAside(to: String, reason: String)
        /// The file was unusable and could not be moved; saving is off so it is not lost.
        case stuck(reason: String)
    }

    /// The file's path.
    public let path: String

    /// A state file at `path`.
    public init(path: String) { self.path = path }

    /// Reads the file; moves it aside (as `state.json.corrupt-<UTC timestamp>`) when it is
    /// unreadable, not JSON, from a newer version, or otherwise wrong.
    public func load(now: Date = Date()) -> Loaded {
        guard FileManager.default.fileExists(atPath: path) else { return .none }
        let reason: String
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            struct Version: Decodable { let version: Int }
            if let version = try? JSONDecoder().decode(Version.self, from: data).version, version > SavedState.formatVersion {
                reason = "it was written by a newer Cookbook (format version \(version))"
            } else {
                return .saved(try JSONDecoder().decode(SavedState.self, from: data))
            }
        } catch let error as DecodingError {
            reason = Self.describe(error)
        } catch {
            reason = "it cannot be read"
        }
        let aside = path + ".corrupt-" + Self.timestamp(now)
        guard rename(path, aside) == 0 else {
            return .stuck(reason: "\(reason), and it cannot be moved aside (\(String(cString: strerror(errno))))")
        }
        return .movedAside(to: aside, reason: reason)
    }

    /// Saves `state` atomically with owner-only permissions, creating directories.
    public func save(_ state: SavedState) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(try encoder.encode(state), to: path, permissions: 0o600)
    }

    /// Deletes the file (for `--reset`); a missing file is fine.
    public func delete() throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        try FileManager.default.removeItem(atPath: path)
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted: return "it is not valid JSON"
        case let .keyNotFound(key, _): return "it lacks \"\(key.stringValue)\""
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        @unknown default: return "it is not a Cookbook state file"
        }
    }

    /// `yyyyMMdd-HHmmss` in UTC.
    private static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
    }
}
