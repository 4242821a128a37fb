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
}
