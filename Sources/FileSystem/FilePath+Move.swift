#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FilePath {
    /// Moves the file at `path` to `path + suffix`, or `path + suffix + "-2"`, `-3` … so an
    /// earlier file of that name is never overwritten; returns the new path.
    public static func moveAside(_ path: String, suffix: String) throws(Failure) -> String {
        for attempt in 1...1000 {
            let aside = path + suffix + (attempt == 1 ? "" : "-\(attempt)")
            if link(path, aside) == 0 {
                guard unlink(path) == 0 else {
                    let failure = Failure(path: path, reason: errorText(), isMissing: false)
                    unlink(aside)
                    throw failure
                }
                syncDirectory(directory(of: path))
                return aside
            }
            if errno == EEXIST { continue }
            // No hard links here (some file systems): take a name that is free, then rename.
            var info = stat()
            if lstat(aside, &info) == 0 { continue }
            guard rename(path, aside) == 0 else { throw Failure(path: path, reason: errorText(), isMissing: errno == ENOENT) }
            syncDirectory(directory(of: path))
            return aside
        }
        throw Failure(path: path, reason: "too many earlier copies named \(path + suffix)", isMissing: false)
    }

    /// Moves the file at `path` to `destination`, which must not exist (it is never replaced).
    public static func move(_ path: String, to destination: String) throws(Failure) {
        if link(path, destination) == 0 {
            guard unlink(path) == 0 else {
                let failure = Failure(path: path, reason: errorText())
                unlink(destination)
                throw failure
            }
        } else {
            guard errno != EEXIST else { throw Failure(path: destination, reason: "it exists; it is left alone") }
            var info = stat()
            guard lstat(destination, &info) != 0 else { throw Failure(path: destination, reason: "it exists; it is left alone") }
            guard rename(path, destination) == 0 else { throw Failure(path: path, reason: errorText(), isMissing: errno == ENOENT) }
        }
        syncDirectory(directory(of: destination))
        syncDirectory(directory(of: path))
    }
}
