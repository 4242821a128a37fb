#if canImport(Glibc)
import Glibc
#endif
import RecipeStore

/// Writes an imported recipe into a folder under its title (`Pad Thai.cook`), never over an
/// existing file and never under a name whose recipe id another file there already has
/// (`pad-thai.cook`, `pad thai.cook`: the new file would take that recipe's id, and with it
/// its favourites, shopping-list entries and links) — `Pad Thai (2).cook` then. The text goes to
/// a hidden temporary file first, flushed to disk, then is linked under the free name (a link
/// fails rather than replace), so a watcher or a crash never sees half a recipe. On a file
/// system without hard links (vfat, exFAT) the file is created exclusively and written instead.
public enum RecipeFileWriter {
    /// Writes `text` as `<title>.cook` in `folder` (created if missing); returns the path written.
    public static func write(_ text: String, title: String, into folder: String) throws(ImportError) -> String {
        try makeFolder(folder)
        removeStaleTemporaries(in: folder)
        let stem = CookFileWriter.fileSafe(title)
        let takenIDs = Set(entries(of: folder).map(id(of:)))
        let names = (1...1000).lazy.map { stem + ($0 == 1 ? "" : " (\($0))") }.filter { !takenIDs.contains(id(of: $0)) }
        var template = Array((folder + "/.import-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .write(path: folder, reason: reason()) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(temporary) }
        fchmod(fd, 0o666 & ~processUmask)
        let bytes = Array(text.utf8)
        let target = folder + "/" + stem + ".cook"
        do throws(ImportError) {
            try writeAll(bytes, to: fd, path: target)
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw .write(path: target, reason: reason()) }
        for name in names {
            let path = folder + "/" + name + ".cook"
            if link(temporary, path) == 0 { return path }
            switch errno {
            case EEXIST: continue
            case EPERM, EOPNOTSUPP, EXDEV, EMLINK: return try createExclusively(bytes, names: names.map { folder + "/" + $0 + ".cook" })
            default: throw .write(path: path, reason: reason())
            }
        }
        throw .write(path: target, reason: "1000 files of that name are there already")
    }

    /// The id a file named `stem` + `.cook` gets in its folder, to compare names by.
    private static func id(of stem: String) -> String {
        ShoppingList.recipeID(forPath: "./" + stem, isFolder: true).rawValue
    }

    /// Removes `.import-XXXXXX` files over an hour old: left by an import whose process ended
    /// before it could (the app quit while a page was still being written). Hidden, so never
    /// listed, but not to be left lying in a user's folder.
    private static func removeStaleTemporaries(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let hourAgo = time(nil) - 3600
        while let entry = readdir(directory) {
            let name = String(decoding: FilePath.entryName(entry), as: UTF8.self)
            guard name.hasPrefix(".import-"), name.count == 14 else { continue }
            var info = stat()
            if lstat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid(), info.st_mtim.tv_sec < hourAgo {
                unlink(folder + "/" + name)
            }
        }
    }

    /// The `.cook` files in `folder`, without the extension: the names whose ids are taken.
    private static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = String(decoding: FilePath.entryName(entry), as: UTF8.self)
            if name.hasSuffix(".cook") { names.append(String(name.dropLast(5))) }
        }
        return names
    }

    /// Where hard links cannot be made: the first free name created with `O_EXCL`, then written.
    private static func createExclusively<S: Sequence>(_ bytes: [UInt8], names: S) throws(ImportError) -> String where S.Element == String {
        for path in names {
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd < 0, errno == EEXIST { continue }
            guard fd >= 0 else { throw .write(path: path, reason: reason()) }
            do throws(ImportError) {
                try writeAll(bytes, to: fd, path: path)
            } catch {
                close(fd)
                unlink(path)
                throw error
            }
            close(fd)
            return path
        }
        throw .write(path: names.first(where: { _ in true }) ?? "", reason: "1000 files of that name are there already")
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(ImportError) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .write(path: path, reason: reason()) }
            written += count
        }
        guard fsync(fd) == 0 else { throw .write(path: path, reason: reason()) }
    }

    /// The process's file-creation mask, read from `/proc/self/status` (setting it to read it
    /// would change it for every thread for a moment); 022 when that cannot be read.
    static let processUmask: mode_t = {
        guard let file = fopen("/proc/self/status", "r") else { return 0o022 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("Umask:"), let mask = mode_t(String(text.dropFirst(6)).trimmingSpaces(), radix: 8) { return mask }
        }
        return 0o022
    }()

    private static func reason() -> String { String(cString: strerror(errno)) }

    /// Creates `folder` and its missing parents.
    private static func makeFolder(_ folder: String) throws(ImportError) {
        var path = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o777) != 0, errno != EEXIST { throw .write(path: path, reason: reason()) }
        }
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { throw .write(path: folder, reason: "not a folder") }
    }
}
