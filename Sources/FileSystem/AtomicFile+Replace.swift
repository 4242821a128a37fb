import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension AtomicFile {
    /// Replaces the user's file at `path` with `text` atomically, as a shared kitchen file is
    /// written (shopping files, `pantry.conf`): never through a link leading out of `folders`
    /// (`LinkContainment`); an existing file keeps its permissions and group, one we may not
    /// write is refused, and a new one is made 0644.
    public static func replaceUserFile(_ path: String, with text: String, within folders: [String]) throws(Failure) {
        try LinkContainment.check(path, within: folders)
        var info = stat()
        guard stat(path, &info) == 0 else {
            try write(Data(text.utf8), to: path, permissions: 0o644)
            return
        }
        guard access(path, W_OK) == 0 else { throw Failure(path: path, reason: "the file is read-only") }
        try write(Data(text.utf8), to: path, permissions: info.st_mode & 0o7777)
        _ = chown(path, uid_t.max, info.st_gid)          // best effort: a shared group stays shared
    }
}
