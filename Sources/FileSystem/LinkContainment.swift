#if canImport(Glibc)
import Glibc
#endif

/// Where a symbolic link may lead before Cookbook writes through it. A cloned or synced
/// collection can ship `.shopping-list` as a link to any file its user owns; a write through
/// it would change that file. A link is written through only when it ends inside one of the
/// folders allowed (the collection, the user's own data folder).
public enum LinkContainment {
    /// Throws, naming the link and where it points, when `path` is a symbolic link whose
    /// target is not inside one of `folders` (or cannot be told); anything else passes.
    public static func check(_ path: String, within folders: [String]) throws(AtomicFile.Failure) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return }
        let pointsTo = FilePath.readLink(path) ?? "?"
        let roots = folders.compactMap(resolved)
        guard let target = target(of: path), roots.contains(where: { target == $0 || target.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            throw AtomicFile.Failure(path: path, reason: "it is a symbolic link to \(pointsTo), outside \(folders.first ?? "the collection"); "
                                     + "Cookbook does not write through it (remove the link, or make it point inside the folder)")
        }
    }

    /// The absolute, link-free path the link at `path` ends at; for a link to a file not yet
    /// there, its resolved folder and name (followed on while that is a link too); nil when
    /// neither can be told.
    static func target(of path: String, hops: Int = 0) -> String? {
        if let whole = resolved(path) { return whole }
        guard let link = FilePath.readLink(path) else { return nil }
        let full = link.hasPrefix("/") ? link : FilePath.directory(of: path) + "/" + link
        let name = FilePath.name(of: full)
        guard name != "..", name != ".", let folder = resolved(FilePath.directory(of: full)) else { return nil }
        let candidate = (folder == "/" ? "" : folder) + "/" + name
        var info = stat()
        guard lstat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return candidate }
        return hops < 40 ? target(of: candidate, hops: hops + 1) : nil
    }

    /// `realpath(path)`, nil when some part of it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
