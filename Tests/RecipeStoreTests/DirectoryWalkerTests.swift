import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// The walk of a big folder, whose files are looked at on every core: every recipe file is
/// found once, in the walk's order, with its own size, modification time and inode.
@Suite("Walking a big folder")
struct DirectoryWalkerTests {
    @Test func everyFileOfABigFolderIsFoundWithItsOwnStamp() throws {
        var files: [String: String] = ["Soups/Notes.txt": "not a recipe", "Soups/.hidden.cook": "skipped"]
        for number in 0..<700 { files["Soups/Soup \(number).cook"] = String(repeating: "Simmer @water{1%l}.\n", count: number % 7 + 1) }
        for number in 0..<300 { files["Soups/Cold/Gazpacho \(number).cook"] = "Blend @tomatoes{\(number)}.\n" }
        files["Top.cook"] = "Toast @bread{1}.\n"
        let folder = try CookFolder(files)
        try folder.addSymlink("Soups/Linked.cook", to: "Soup 3.cook")
        let walker = try DirectoryWalker(root: folder.path)
        let expected = files.keys.filter { $0.hasSuffix(".cook") && !$0.contains("/.") } + ["Soups/Linked.cook"]
        #expect(walker.entries.map(\.relativePath) == expected.sorted { $0.lowercased() < $1.lowercased() })
        #expect(walker.problems.isEmpty)
        for entry in walker.entries {
            var info = stat()
            #expect(stat(folder.path + "/" + entry.relativePath, &info) == 0)
            #expect(entry.size == UInt64(info.st_size) && entry.inode == UInt64(info.st_ino), "\(entry.relativePath)")
            #expect(entry.modifiedSeconds == Int64(info.st_mtim.tv_sec) && entry.modifiedNanoseconds == Int64(info.st_mtim.tv_nsec))
        }
    }

    /// Names in every case and normal form come in the order of their lowercased paths, ties in
    /// string order (ASCII names are compared by their bytes, which must be the same order).
    @Test func namesOfEveryKindComeInStringOrder() throws {
        let pieces = ["a", "B", "b", "é", "e\u{301}", "É", "Z", "日", "_", " ", "1", "~", "ß", "İ"]
        var random = SplitMix64(seed: 5), files: [String: String] = [:]
        for _ in 0..<300 {
            let name = (0..<Int(1 + random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            files["Mixed/" + name + ".cook"] = "Stir."
        }
        let folder = try CookFolder(files)
        let walker = try DirectoryWalker(root: folder.path)
        let expected = files.keys.sorted { a, b in a.lowercased() != b.lowercased() ? a.lowercased() < b.lowercased() : a < b }
        #expect(walker.entries.map(\.relativePath) == expected)
    }

    /// A first read (no archive yet) walks without looking at each file: the same files are
    /// found, and reading them gives each the stamp a walk that looks would have, so the cache
    /// written over them is fresh for the next start, which parses nothing.
    @Test func aWalkThatDoesNotLookFindsTheSameFilesAndTheirReadsStampThem() throws {
        var files: [String: String] = ["Top.cook": "Toast @bread{1}.\n", "Notes.txt": "no"]
        for number in 0..<300 { files["Soups/Soup \(number).cook"] = "Simmer @water{\(number)%l}.\n" }
        let folder = try CookFolder(files)
        try folder.addSymlink("Soups/Linked.cook", to: "Soup 3.cook")
        let looking = try DirectoryWalker(root: folder.path), quick = try DirectoryWalker(root: folder.path, lookingAtFiles: false)
        #expect(quick.entries.map(\.relativePath) == looking.entries.map(\.relativePath))
        #expect(quick.entries.contains { $0.inode == 0 }, "plain files are not looked at")
        let scan = try FolderCollectionLoader.scan(folder: folder.path, walker: quick, reusing: [:])
        #expect(scan.files.map(\.entry) == looking.entries)
        let cache = try TemporaryFolder.make("walk-cache")
        let first = try FolderCache(directory: cache).load(folder: folder.path)
        #expect(!first.fromCache && first.parsedFiles == 302)
        #expect(FolderCache(directory: cache).openCached(folder: folder.path)?.stamp == looking.stamp ^ FolderCache.formatVersion)
        let second = try FolderCache(directory: cache).load(folder: folder.path)
        #expect(second.fromCache && second.parsedFiles == 0)
    }
}
