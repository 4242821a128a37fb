import FileSystem
import Foundation
import RecipeStore
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The `cache` target's folder, its cache, and the answers an undamaged cache gives, made
/// once per process. Between inputs the cache files get their undamaged bytes back, in place
/// and with their times, so the next damage starts from a cache the app would trust; after a
/// rebuild, the files the app wrote are the undamaged ones.
final class CacheFuzzFixture {
    /// The recipes.
    let folder: FuzzFolder
    /// The cache under test.
    let cache: FolderCache
    /// What the undamaged cache answers.
    let expected: StoreAnswers
    /// What a load with no cache answers (`StoreAnswers.contents`).
    let fresh: [String]
    private let paths: [String]
    private var pristine: [(bytes: [UInt8], info: stat)] = []

    /// The fixture, nil when the folder or its cache could not be made; an input's run holds the
    /// lock, so two runs of the target at once could not damage and restore the same files.
    static let shared = Mutex<CacheFuzzFixture?>(CacheFuzzFixture())

    private init?() {
        folder = FuzzFolder("cache")
        let directory = FuzzFolder("cache-home")
        for (path, text) in FuzzFolder.kitchen + Self.more { folder.write(path, Array(text.utf8)) }
        cache = FolderCache(directory: directory.path + "/cookbook")
        guard (try? cache.load(folder: folder.path)) != nil, let warm = try? cache.load(folder: folder.path), warm.fromCache,
              let memory = try? FolderCache(directory: nil).open(folder: folder.path) else { return nil }
        expected = StoreAnswers(warm.store)
        fresh = StoreAnswers(memory).contents
        let names = (FilePath.names(in: directory.path + "/cookbook") ?? []).sorted()
        guard let archive = names.first(where: { $0.hasSuffix(".cbf") }), let index = names.first(where: { $0.hasSuffix(".cbx") }) else { return nil }
        paths = [directory.path + "/cookbook/" + archive, directory.path + "/cookbook/" + index]
        adoptRebuilt(always: true)
    }

    /// Recipes beside the kitchen's: problems, a clash of ids, a reference to nothing.
    private static let more: [(String, String)] = [
        ("Broken.cook", "Add @{2} eggs and @./Gone{}.\n"), ("Mains/leek soup.cook", "Another @leek{1}.\n"),
        ("Desserts/Crème brûlée.cook", "---\ntags: [sweet]\n---\nWhisk @egg yolks{4} with @sugar{80%g}; bake ~{40%minutes}.\n"),
    ]

    /// Puts back the undamaged bytes of any file that lost them (in place, times kept).
    func restore() {
        for (path, file) in zip(paths, pristine) where (try? FilePath.readAll(path)) != file.bytes {
            write(file.bytes, to: path, times: file.info)
        }
    }

    /// Damages the archive or the index on disk (in place, times kept).
    func apply(_ damage: CacheDamage) {
        let path = paths[damage.inIndex ? 1 : 0]
        var bytes = (try? FilePath.readAll(path)) ?? []
        damage.apply(to: &bytes)
        write(bytes, to: path, times: pristine[damage.inIndex ? 1 : 0].info)
    }

    /// After a load: when the app replaced the files (a rebuild), they are the new undamaged ones.
    func adoptRebuilt(always: Bool = false) {
        let now = paths.map { path -> stat in
            var info = stat()
            _ = stat(path, &info)
            return info
        }
        guard always || zip(now, pristine).contains(where: { $0.st_ino != $1.info.st_ino }) else { return }
        pristine = zip(paths, now).map { ((try? FilePath.readAll($0)) ?? [], $1) }
    }

    /// Writes `bytes` over the file at `path` in place (the same inode, as damage on disk
    /// would be), its times set back to `info`'s.
    private func write(_ bytes: [UInt8], to path: String, times info: stat) {
        let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        FileDescriptor(rawValue: fd).writeAll(bytes)
        let times = [info.st_atim, info.st_mtim]
        _ = futimens(fd, times)
    }
}
