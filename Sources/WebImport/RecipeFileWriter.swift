#if canImport(Glibc)
import Glibc
#endif
import FileSystem
import RecipeStore

/// Writes an imported recipe into a folder under its title (`Pad Thai.cook`), never over an
/// existing file and never under a name whose recipe id another file there already has
/// (`pad-thai.cook`, `pad thai.cook`: the new file would take that recipe's id, and with it
/// its favourites, shopping-list entries and links) — `Pad Thai (2).cook` then. The text goes to
/// a hidden temporary file first, flushed to disk, then is linked under the free name (a link
/// fails rather than replace), so a watcher or a crash never sees half a recipe. On a file
/// system without hard links (vfat, exFAT) the file is created exclusively and written instead.
public struct RecipeFileWriter {
    /// The folder written into.
    public let folder: String
    /// How many times the folder has been listed: once when the writer is made, and again only
    /// when another process wrote a name this writer meant to take.
    public private(set) var listings = 0
    /// How many file names have been turned into recipe ids, to compare names by.
    public private(set) var idsComputed = 0
    /// The recipe ids the folder's `.cook` files have (as last listed, and those written since).
    private var takenIDs: Set<String> = []
    /// For each name written, the number to try first next time (`Soup (7)` after `Soup (6)`),
    /// so the hundredth recipe of one title does not try the 99 names before it again.
    private var nextNumber: [String: Int] = [:]

    /// A writer for `folder` (created if missing): temporary files left there by imports that
    /// ended are removed and the folder is listed, once for every recipe written through it.
    public init(folder: String) throws(ImportError) {
        self.folder = folder
        try Self.makeFolder(folder)
        relist()
    }

    /// Writes `text` as `<title>.cook` in `folder` (created if missing); returns the path written.
    public static func write(_ text: String, title: String, into folder: String) throws(ImportError) -> String {
        var writer = try RecipeFileWriter(folder: folder)
        return try writer.write(text, title: title)
    }

    /// Writes `text` as `<title>.cook` (or `<title> (2).cook`, …) in the folder; returns the path written.
    public mutating func write(_ text: String, title: String) throws(ImportError) -> String {
        let stem = CookFileWriter.fileSafe(title)
        let bytes = Array(text.utf8)
        // While the temporary file exists, a signal that would end the process (Ctrl-C, a
        // closed terminal, kill) waits: it comes once the file is linked and removed.
        var ending = Self.endingSignals, previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &ending, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let temporary = try Self.temporaryFile(holding: bytes, in: folder, for: folder + "/" + stem + ".cook")
        defer { unlink(temporary) }
        // Each free name is linked to the temporary file (a link fails rather than replace);
        // where links cannot be made, created exclusively and written instead.
        var relisted = false, linking = true
        let chosen = try FreeName.first(stem, from: nextNumber[stem] ?? 1, through: 1000) { (name) throws(ImportError) -> Bool in
            let id = id(of: name)
            guard !takenIDs.contains(id) else { return false }
            let path = folder + "/" + name + ".cook"
            if linking {
                if link(temporary, path) == 0 { return true }
                switch errno {
                case EEXIST:
                    // Another process wrote into the folder meanwhile: what else did it take?
                    if !relisted { relist(); relisted = true } else { takenIDs.insert(id) }
                    return false
                case EPERM, EOPNOTSUPP, EXDEV, EMLINK:
                    linking = false
                default:
                    throw .write(path: path, reason: Self.reason())
                }
            }
            do throws(FilePath.Failure) {
                return try FilePath.createNew(path, bytes, permissions: 0o666)
            } catch {
                throw .write(path: error.path, reason: error.reason)
            }
        }
        guard let chosen else { throw .write(path: folder + "/" + stem + ".cook", reason: "1000 files of that name are there already") }
        takenIDs.insert(id(of: chosen.name))
        nextNumber[stem] = chosen.number + 1
        return folder + "/" + chosen.name + ".cook"
    }

    /// The signals that end a process by default and that a user or the system sends from
    /// outside (not those a fault raises): held back while a temporary file exists.
    private static let endingSignals: sigset_t = {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2] { sigaddset(&set, signal) }
        return set
    }()

    /// The id a file named `stem` + `.cook` gets in its folder, to compare names by.
    private mutating func id(of stem: String) -> String {
        idsComputed += 1
        return CookFileIDs.recipeID(ofFile: stem).rawValue
    }

    /// Lists the folder: the ids its `.cook` files have; temporary files of imports that ended
    /// are removed on the way.
    private mutating func relist() {
        listings += 1
        takenIDs = []
        for name in FilePath.names(in: folder) ?? [] {
            if name.hasSuffix(".cook") { takenIDs.insert(id(of: String(name.dropLast(5)))) }
            if name.hasPrefix(".import-") { Self.removeIfStale(folder + "/" + name, name: name) }
        }
    }

    /// Removes a temporary file an import left when its process ended before it could (killed,
    /// or the app quit while a page was being written): `.import-<pid>-XXXXXX` whose process is
    /// gone, or an older-style `.import-XXXXXX` over an hour old. Hidden, so never listed, but
    /// not to be left lying in a user's folder.
    private static func removeIfStale(_ path: String, name: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { return }
        let parts = name.dropFirst(".import-".count).split(separator: "-")
        if parts.count == 2, let pid = pid_t(parts[0]) {
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH { unlink(path) }
        } else if parts.count == 1, name.count == 14, info.st_mtim.tv_sec < time(nil) - 3600 {
            unlink(path)
        }
    }

    /// A hidden `.import-<pid>-XXXXXX` file in `folder` holding `bytes`, flushed to disk; removed
    /// again if it cannot be written whole. `target` names the file in errors.
    private static func temporaryFile(holding bytes: [UInt8], in folder: String, for target: String) throws(ImportError) -> String {
        var template = Array((folder + "/.import-\(getpid())-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .write(path: folder, reason: reason()) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        fchmod(fd, 0o666 & ~processUmask)
        let written = FileDescriptor(rawValue: fd).writeAll(bytes) && fsync(fd) == 0
        let why = written ? nil : reason()
        guard close(fd) == 0, written else {
            let why = why ?? reason()
            unlink(temporary)
            throw .write(path: target, reason: why)
        }
        return temporary
    }

    /// The process's file-creation mask, read from `/proc/self/status` (setting it to read it
    /// would change it for every thread for a moment); 022 when that cannot be read.
    static let processUmask: mode_t = {
        guard let status = try? FilePath.readAll("/proc/self/status", limit: 1 << 20) else { return 0o022 }
        for line in String(decoding: status, as: UTF8.self).split(separator: "\n") where line.hasPrefix("Umask:") {
            if let mask = mode_t(String(line.dropFirst(6)).trimmingSpaces(), radix: 8) { return mask }
        }
        return 0o022
    }()

    private static func reason() -> String { String(cString: strerror(errno)) }

    /// Creates `folder` and its missing parents.
    private static func makeFolder(_ folder: String) throws(ImportError) {
        do throws(FilePath.Failure) {
            try FilePath.createDirectories(folder, permissions: 0o777)
        } catch {
            throw .write(path: error.path, reason: error.reason == "it is not a directory" ? "not a folder" : error.reason)
        }
    }
}
