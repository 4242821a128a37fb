#if canImport(Glibc)
import Glibc
#endif
import RecipeStore

/// Writes an imported recipe into a folder under its title (`Pad Thai.cook`), never over an
/// existing file (`Pad Thai (2).cook`, …): the text goes to a hidden temporary file first,
/// flushed to disk, then is linked under the free name (a link fails rather than replace), so
/// a watcher or a crash never sees half a recipe.
public enum RecipeFileWriter {
    /// Writes `text` as `<title>.cook` in `folder` (created if missing); returns the path written.
    public static func write(_ text: String, title: String, into folder: String) throws(ImportError) -> String {
        try makeFolder(folder)
        let stem = CookFileWriter.fileSafe(title)
        var template = Array((folder + "/.import-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .write(path: folder, reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(temporary) }
        let mask = umask(0)
        umask(mask)
        fchmod(fd, 0o666 & ~mask)
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { close(fd); throw .write(path: folder + "/" + stem + ".cook", reason: String(cString: strerror(errno))) }
            written += count
        }
        guard fsync(fd) == 0, close(fd) == 0 else { throw .write(path: folder + "/" + stem + ".cook", reason: String(cString: strerror(errno))) }
        for number in 1...1000 {
            let path = folder + "/" + stem + (number == 1 ? "" : " (\(number))") + ".cook"
            if link(temporary, path) == 0 { return path }
            guard errno == EEXIST else { throw .write(path: path, reason: String(cString: strerror(errno))) }
        }
        throw .write(path: folder + "/" + stem + ".cook", reason: "1000 files of that name are there already")
    }

    /// Creates `folder` and its missing parents.
    private static func makeFolder(_ folder: String) throws(ImportError) {
        var path = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o777) != 0, errno != EEXIST { throw .write(path: path, reason: String(cString: strerror(errno))) }
        }
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { throw .write(path: folder, reason: "not a folder") }
    }
}
