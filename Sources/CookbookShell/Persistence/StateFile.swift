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

    /// The largest state file read (a real one is a few kilobytes).
    public static let maximumSize = 16 << 20

    /// Reads the file; moves it aside (as `<name>-<hash>.json.corrupt-<UTC timestamp>`, never over an
    /// earlier copy) when it is not JSON, from a newer version, or otherwise wrong. Anything at
    /// the path that is not a regular file is never moved: it is reported and saving is off.
    public func load(now: Date = Date()) -> Loaded {
        let reason: String
        do {
            switch Self.decode(try FilePath.readAll(path, limit: Self.maximumSize)) {
            case let .success(saved): return .saved(saved)
            case let .failure(problem): reason = problem.reason
            }
        } catch {
            if error.isMissing { return .none }
            guard Self.isRegularFile(path) else { return .stuck(reason: error.reason) }
            reason = "it cannot be read (\(error.reason))"
        }
        do {
            return .movedAside(to: try FilePath.moveAside(path, suffix: ".corrupt-" + Self.timestamp(now)), reason: reason)
        } catch {
            return .stuck(reason: "\(reason), and it cannot be moved aside (\(error.reason))")
        }
    }

    /// Saves `state` atomically with owner-only permissions, creating directories.
    public func save(_ state: SavedState) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(try encoder.encode(state), to: path, permissions: 0o600)
    }

    /// Moves an earlier version's single state file to `path` (the place of the collection
    /// being opened) when `path` does not exist yet; returns a note for the status line, or nil
    /// when there was nothing to move. Never overwrites either file.
    public static func migrate(from legacy: String, to path: String) -> String? {
        var info = stat()
        guard lstat(legacy, &info) == 0, info.st_mode & S_IFMT == S_IFREG, lstat(path, &info) != 0, errno == ENOENT else { return nil }
        do {
            try FilePath.createDirectories(FilePath.directory(of: path), permissions: 0o700)
            try FilePath.move(legacy, to: path)
        } catch {
            return "Your saved place in \(legacy) could not be moved to \(path) (\(error.reason)); it is left where it was."
        }
        return nil
    }

    /// Why a path cannot be used as the state file, or nil when it can: it names nothing yet,
    /// or a regular file (through any symbolic links).
    public static func unusable(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT ? nil : FilePath.errorText() }
        guard info.st_mode & S_IFMT == S_IFREG else { return "it is a \(FilePath.kind(info.st_mode)), not a regular file" }
        return nil
    }

    /// Deletes the state file (for `--reset`): only a regular file that holds a Cookbook state
    /// (any format version) is deleted — through a symbolic link its target, keeping the link.
    /// Anything else is refused and left alone; a missing file is fine.
    public func delete() throws(FilePath.Failure) {
        let target: String
        do throws(AtomicFile.Failure) { target = try AtomicFile.resolve(path) } catch { throw FilePath.Failure(path: path, reason: error.reason, isMissing: false) }
        let bytes: [UInt8]
        do { bytes = try FilePath.readAll(target, limit: Self.maximumSize) } catch {
            if error.isMissing { return }
            throw error
        }
        struct Probe: Decodable { let version: Int; let tab: String; let tabs: [String: SavedState.SavedTab]? }
        guard (try? JSONDecoder().decode(Probe.self, from: Data(bytes))) != nil else {
            throw FilePath.Failure(path: path, reason: "it is not a Cookbook state file; it is left alone", isMissing: false)
        }
        guard unlink(target) == 0 else { throw FilePath.Failure(path: path, reason: FilePath.errorText(), isMissing: false) }
    }

    private static func isRegularFile(_ path: String) -> Bool { unusable(path) == nil }

    /// Why a state file's content cannot be used.
    public struct Unusable: Error, Equatable {
        /// A reason for the status line: `it is not valid JSON`.
        public let reason: String
    }

    /// The saved state in `bytes`, or why it cannot be used (not JSON, a newer version, a
    /// field of the wrong type or with an unknown value).
    public static func decode(_ bytes: [UInt8]) -> Result<SavedState, Unusable> {
        let data = Data(bytes)
        struct Version: Decodable { let version: Int }
        if let version = try? JSONDecoder().decode(Version.self, from: data).version, version > SavedState.formatVersion {
            return .failure(Unusable(reason: "it was written by a newer Cookbook (format version \(version))"))
        }
        do {
            return .success(try JSONDecoder().decode(SavedState.self, from: data))
        } catch let error as DecodingError {
            return .failure(Unusable(reason: describe(error)))
        } catch {
            return .failure(Unusable(reason: "it is not a Cookbook state file"))
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .dataCorrupted(context) where !context.codingPath.isEmpty:
            return "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has a value this Cookbook does not know"
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
