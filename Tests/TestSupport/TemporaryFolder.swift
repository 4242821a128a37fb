import Foundation

/// A fresh folder under the system's temporary directory for one test's files (a home for the
/// app, a collection to damage), so tests share nothing with each other or the user. Every
/// folder made is removed when the test process exits (a run of `make test` made about 900).
public enum TemporaryFolder {
    /// Creates and returns `<tmp>/cookbook-<label>-<unique>`.
    public static func make(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "cookbook-\(label)-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        Made.shared.add(path)
        return path
    }

    /// The folders made so far, removed at exit.
    private final class Made: @unchecked Sendable {
        static let shared = Made()
        private let lock = NSLock()
        private var paths: [String] = []

        private init() {
            atexit { Made.shared.removeAll() }
        }

        func add(_ path: String) {
            lock.lock()
            paths.append(path)
            lock.unlock()
        }

        func removeAll() {
            lock.lock()
            let all = paths
            paths = []
            lock.unlock()
            for path in all { try? FileManager.default.removeItem(atPath: path) }
        }
    }
}
