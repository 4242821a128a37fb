import Dispatch
import FileSystem
#if canImport(Glibc)
import Glibc
#endif

/// Lists the `.cook` files under a folder with POSIX calls: hidden entries are skipped, other
/// files are ignored without noise, and folders that cannot be opened are reported.
struct DirectoryWalker {
    /// A found recipe file.
    struct Entry: Equatable {
        /// Path relative to the root, e.g. `Shared/Pizza Dough.cook`.
        let relativePath: String
        /// Size, modification time and inode, so a cache can tell the file changed; zero when
        /// the file could not be looked at (reading it reports why).
        var size: UInt64 = 0, modifiedSeconds: Int64 = 0, modifiedNanoseconds: Int64 = 0, inode: UInt64 = 0
        /// Why the file cannot be read at all (its name is not UTF-8); nil for ordinary files.
        var nameProblem: String?
    }

    /// Whether the walk looked at every file (`fstatat`), so entries carry size, time and inode;
    /// a walk that did not leaves that to whoever reads the files (`Entry.lookedAt`).
    let looksAtFiles: Bool

    /// Folders this deep are not entered (guards against symlink loops).
    static let maximumDepth = 24

    private(set) var entries: [Entry] = []
    /// Folders already walked, by device and inode, so a symbolic link back up the tree is
    /// walked once, not over and over.
    private var visited: Set<[UInt64]> = []
    /// Folders reached through symbolic links, walked after every real folder so a recipe keeps
    /// the id of its real path when a link also leads to it.
    private var linkedFolders: [(relative: String, depth: Int, identity: [UInt64])] = []
    private(set) var problems: [CollectionIssue] = []
    let root: String
    /// The root with every symbolic link resolved, to tell links leading out of it.
    private let realRoot: String?

    /// A hash of every entry's path, size, modification time and inode, and of every problem
    /// met: equal stamps mean no recipe file was added, removed, renamed or changed.
    var stamp: UInt64 { Self.stamp(of: entries, problems: problems) }

    /// The stamp of a walk that found `entries` and met `problems`.
    static func stamp(of entries: [Entry], problems: [CollectionIssue]) -> UInt64 {
        var hash = FNV1a()
        for entry in entries {
            hash.add(entry.relativePath.utf8)
            hash.add(entry.size)
            hash.add(UInt64(bitPattern: entry.modifiedSeconds))
            hash.add(UInt64(bitPattern: entry.modifiedNanoseconds))
            hash.add(entry.inode)
        }
        for problem in problems { hash.add(problem.file.utf8); hash.add(problem.message.utf8) }
        return hash.value
    }

    /// Walks `root`; throws when `root` itself cannot be opened. Without `lookingAtFiles`, a
    /// plain file whose name says recipe is listed without looking at it (no size, time or
    /// inode): for a first read of the folder, where reading each file looks at it anyway.
    init(root: String, lookingAtFiles: Bool = true) throws(CollectionError) {
        self.root = root
        looksAtFiles = lookingAtFiles
        realRoot = realpath(root, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        }
        guard let directory = opendir(root) else {
            throw .unreadable(path: root, reason: FilePath.errorText().lowercased())
        }
        var info = stat()
        if fstat(dirfd(directory), &info) == 0 { visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]) }
        closedir(directory)
        walk(relative: "", depth: 0)
        while !linkedFolders.isEmpty {
            let next = linkedFolders.removeFirst()
            if visited.insert(next.identity).inserted { walk(relative: next.relative, depth: next.depth) }
        }
        let keys = entries.map { $0.relativePath.quickLowercased() }
        entries = Self.order(keys).map { entries[$0] }
    }

    private mutating func walk(relative: String, depth: Int) {
        let path = relative.isEmpty ? root : root + "/" + relative
        guard depth < Self.maximumDepth else {
            problems.append(CollectionIssue(file: relative, location: "", message: "skipped: more than \(Self.maximumDepth) folders deep (a symbolic link loop?)"))
            return
        }
        guard let directory = opendir(path) else {
            problems.append(CollectionIssue(file: relative, location: "", message: "cannot open this folder: \(FilePath.errorText().lowercased())"))
            return
        }
        defer { closedir(directory) }
        var names: [(name: String, type: UInt8, isRecipe: Bool)] = []
        while let entry = readdir(directory) {
            let bytes = FilePath.entryName(entry)
            guard bytes.first != UInt8(ascii: "."), !bytes.isEmpty else { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                badlyNamed(bytes, in: directory, relative: relative)
                continue
            }
            names.append((name, entry.pointee.d_type, FileName.isRecipe(bytes)))
        }
        names = Self.order(names.map(\.name)).map { names[$0] }
        let looked = looksAtFiles ? Self.lookAt(names, in: dirfd(directory)) : Array(repeating: nil, count: names.count)
        for (position, (name, type, isRecipe)) in names.enumerated() {
            // A plain file that is not a recipe needs no look at all (photos, notes, menus).
            if type == UInt8(DT_REG), !isRecipe { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            if type == UInt8(DT_REG), !looksAtFiles {
                entries.append(Entry(relativePath: child))
                continue
            }
            var info = stat()
            let isLink = type == UInt8(DT_LNK) || (type == UInt8(DT_UNKNOWN) && fstatat(dirfd(directory), name, &info, AT_SYMLINK_NOFOLLOW) == 0
                                                   && info.st_mode & S_IFMT == S_IFLNK)
            if isLink, !leadsInside(child) { continue }
            // Relative to the open folder: no path lookup from the root for every file.
            if let seen = looked[position] {
                info = seen
            } else if fstatat(dirfd(directory), name, &info, 0) != 0 {
                if isRecipe { entries.append(Entry(relativePath: child)) }  // reading it reports why
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                let identity = [UInt64(info.st_dev), UInt64(info.st_ino)]
                if isLink {
                    linkedFolders.append((child, depth + 1, identity))
                } else if visited.insert(identity).inserted {
                    walk(relative: child, depth: depth + 1)
                }
            } else if (info.st_mode & S_IFMT) == S_IFREG, isRecipe {
                entries.append(Entry(relativePath: child).lookedAt(info))
            }
        }
    }

    /// The positions of `texts` in their sorted order (equal ones in the order given): sorting
    /// positions over texts borrowed in place, rather than moving the texts and what goes with them.
    /// Two ASCII texts are compared by their bytes (`memcmp`), which is the order of `<` for
    /// them and a third of its cost; any other pair is compared as strings.
    private static func order(_ texts: [String]) -> [Int] {
        let ascii: [Bool] = texts.map { text in text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } } ?? false }
        return texts.withUnsafeBufferPointer { texts -> [Int] in
            ParallelSort.positions(count: texts.count) { (a: Int, b: Int) -> Bool in
                if ascii[a], ascii[b] { return texts[a].bytesPrecede(texts[b]) }
                return texts[a] < texts[b]
            }
        }
    }

    /// `fstatat` of each plain recipe file among `names` (in the folder open as `folder`), by
    /// position, looked at on every core: it is most of a walk's time (a folder of 2,700 files
    /// takes 2,700 path lookups). Nil where it was not asked or failed (the walk asks again).
    private static func lookAt(_ names: [(name: String, type: UInt8, isRecipe: Bool)], in folder: Int32) -> [stat?] {
        var looked: [stat?] = Array(repeating: nil, count: names.count)
        let chunk = 256
        guard names.count > chunk else { return looked }
        looked.withUnsafeMutableBufferPointer { buffer in
            // `nonisolated(unsafe)`: iteration `part` writes only the positions of its own chunk,
            // and `looked` is read after concurrentPerform has returned.
            nonisolated(unsafe) let results = buffer
            DispatchQueue.concurrentPerform(iterations: (names.count + chunk - 1) / chunk) { part in
                for position in (part * chunk)..<min(names.count, (part + 1) * chunk) where names[position].type == UInt8(DT_REG) && names[position].isRecipe {
                    var info = stat()
                    if fstatat(folder, names[position].name, &info, 0) == 0 { results[position] = info }
                }
            }
        }
        return looked
    }

    /// Whether the symbolic link at `relative` resolves inside the root; a link out of the
    /// collection (a cloned repository pointing at `/etc/passwd`) is skipped with a warning.
    /// A link that does not resolve is kept, so reading it says why.
    private mutating func leadsInside(_ relative: String) -> Bool {
        guard let target = realpath(root + "/" + relative, nil) else { return true }
        defer { free(target) }
        let resolved = String(cString: target)
        guard let realRoot, resolved != realRoot, !resolved.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
            return true
        }
        problems.append(CollectionIssue(file: relative, location: "", message: "skipped: it is a symbolic link to \(resolved), outside the collection folder"))
        return false
    }

    /// A name that is not UTF-8: a recipe file is listed as broken (its name escaped, `\xe9`),
    /// a folder is skipped with a warning; anything else is ignored as usual.
    private mutating func badlyNamed(_ bytes: [UInt8], in directory: OpaquePointer, relative: String) {
        let shown = FileName.escaped(bytes)
        let child = relative.isEmpty ? shown : relative + "/" + shown
        var info = stat()
        let cName = bytes.map { CChar(bitPattern: $0) } + [0]
        let isFolder = fstatat(dirfd(directory), cName, &info, 0) == 0 && info.st_mode & S_IFMT == S_IFDIR
        if isFolder {
            problems.append(CollectionIssue(file: child, location: "", message: "skipped: the folder name is not valid UTF-8 (\(shown)); rename the folder"))
        } else if FileName.isRecipe(bytes) {
            entries.append(Entry(relativePath: child, nameProblem: "the file name is not valid UTF-8 (\(shown)); rename the file"))
        }
    }
}
