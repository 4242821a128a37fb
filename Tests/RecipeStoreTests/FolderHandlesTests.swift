import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// A scan opens each file relative to its folder, held open: every file must be reached in its
/// own folder — two folders whose names differ only in normal form are two — and past the most
/// folders held, files are opened by path.
@Suite("Folders held open for a scan")
struct FolderHandlesTests {
    @Test func eachFileIsOpenedInItsOwnFolder() throws {
        var files: [String: String] = ["Top.cook": "top", "Cr\u{E9}me/A.cook": "composed"]
        for number in 0..<(FolderHandles.most + 4) { files["Many/F\(number)/A.cook"] = "folder \(number)" }
        let folder = try CookFolder(files)
        // The same folder name decomposed: another folder (a Swift dictionary would take it for the first).
        let decomposed = Array("Cre\u{301}me".utf8)
        #expect(mkdir(folder.path + "/" + String(decoding: decomposed, as: UTF8.self), 0o700) == 0)
        let file = open(folder.path + "/" + String(decoding: decomposed, as: UTF8.self) + "/A.cook", O_WRONLY | O_CREAT, 0o600)
        #expect(file >= 0 && write(file, "decomposed", 10) == 10)
        close(file)
        func content(of path: String) -> String {
            path.unicodeScalars.contains("\u{301}") ? "decomposed" : files[path] ?? "?"
        }
        let walker = try DirectoryWalker(root: folder.path)
        let paths = walker.entries.map(\.relativePath)
        let handles = FolderHandles(root: folder.path, paths: paths)
        var opened = 0
        for (position, path) in paths.enumerated() {
            guard let directory = handles.folder(of: position) else { continue }
            opened += 1
            let name = String(path.split(separator: "/").last ?? "")
            let descriptor = openat(directory, name, O_RDONLY)
            #expect(descriptor >= 0, "\(path)")
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(descriptor, &bytes, bytes.count)
            close(descriptor)
            #expect(count > 0 && String(decoding: bytes[..<count], as: UTF8.self) == content(of: path), "\(path) is read in its own folder")
        }
        #expect(paths.count == files.count + 1 && opened == FolderHandles.most, "the first \(FolderHandles.most) folders are held; the files of the rest by path")
        // A scan reads every file, held folder or not, as a load by path does.
        let scan = try FolderCollectionLoader.scan(folder: folder.path, walker: walker, reusing: [:], for: .memory)
        #expect(scan.collection?.recipes.count == paths.count && scan.collection?.recipes.allSatisfy { $0.problems.isEmpty } == true)
    }
}
