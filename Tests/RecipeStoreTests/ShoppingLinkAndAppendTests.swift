@testable import FileSystem
import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// Issue #30: a cloned folder's shopping files cannot reach outside it through a symbolic link,
/// compaction keeps every line it does not understand, and an append that fails part-way
/// leaves no half line.
@Suite("Shopping: links, compaction and appends never lose a user's bytes")
struct ShoppingLinkAndAppendTests {
    let home: String
    let folder: String
    let outside: String
    let files: ShoppingFiles

    init() throws {
        home = try TemporaryFolder.make("kitchen-links")
        folder = home + "/collection"
        outside = home + "/elsewhere"
        try FileManager.default.createDirectory(atPath: folder + "/lists", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        files = ShoppingFiles(dataDirectory: folder, configDirectory: nil)
    }

    private func write(_ text: String, _ path: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
    private func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test(arguments: [".shopping-list", ".shopping-checked"])
    func aLinkLeadingOutOfTheCollectionIsNeverWrittenThrough(name: String) throws {
        let precious = outside + "/notes.txt"
        try write("+ my own file\n-- do not lose\n", precious)
        symlink(precious, folder + "/" + name)
        let changes: [(String, () throws(AtomicFile.Failure) -> Void)] = [
            ("add", { () throws(AtomicFile.Failure) in try files.changeList { $0.addItem("milk"); return true } }),
            ("check", { () throws(AtomicFile.Failure) in try files.check("milk", checked: true) }),
            ("clear", { () throws(AtomicFile.Failure) in try files.changeList({ $0.clear(); return true }, compactingChecks: { _ in [] }) }),
        ]
        for (label, change) in changes {
            do {
                try change()
                if name == ".shopping-list" && label == "check" { continue }   // the check log is not the link here
                if name == ".shopping-checked" && label == "add" { continue }
                Issue.record("\(label) wrote through \(name)")
            } catch {
                #expect(error.description.contains(folder + "/" + name) && error.description.contains("symbolic link to " + precious),
                        "the message names the link and where it points: \(error.description)")
            }
            #expect(text(precious) == "+ my own file\n-- do not lose\n", "\(label) left the file outside as it was")
        }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name)) == precious, "the link is left too")
    }

    @Test func aDanglingLinkOutOfTheCollectionMakesNoFileThere() throws {
        symlink(outside + "/new-file", folder + "/.shopping-checked")
        #expect(throws: AtomicFile.Failure.self) { try files.check("milk", checked: true) }
        #expect(!FileManager.default.fileExists(atPath: outside + "/new-file"))
    }

    @Test func aLinkInsideTheCollectionOrATrustedFolderIsWrittenThrough() throws {
        try write("salt\n", folder + "/lists/ours")
        symlink("lists/ours", folder + "/.shopping-list")
        try files.changeList { $0.addItem("milk"); return true }
        #expect(text(folder + "/lists/ours") == "salt\nmilk\n")
        symlink(outside + "/checks", folder + "/.shopping-checked")
        let trusting = ShoppingFiles(dataDirectory: folder, configDirectory: nil, trustedFolders: [outside])
        try trusting.check("milk", checked: true)
        #expect(text(outside + "/checks") == "+ milk\n", "the user's own data folder may hold the file")
    }

    @Test func compactionKeepsEveryLineItDoesNotUnderstandByteForByte() throws {
        let log = "-- bought on Saturday\n+ salt\n+basil\n+  Milk \r\n- salt\n\n[- a note -]\n+ eggs\n+ old thing\n- eggs\n"
        try write(log, folder + "/.shopping-checked")
        try write("salt\nmilk\neggs\nbasil\n", folder + "/.shopping-list")
        try files.changeList({ $0.removeItem("basil") }, compactingChecks: { _ in ["salt", "milk", "eggs"] })
        #expect(text(folder + "/.shopping-checked") == "-- bought on Saturday\n+basil\n+  Milk \r\n[- a note -]\n",
                "comments and unreadable lines stay where they were; stale, unticked and blank lines go")
        let again = ShoppingCheckLog(parsing: text(folder + "/.shopping-checked") ?? "")
        #expect(again.compacted(keeping: ["salt", "milk", "eggs"]) == text(folder + "/.shopping-checked"), "idempotent")
    }

    @Test func anAppendThatFailsPartWayLeavesTheFileAsItWas() throws {
        let path = folder + "/.shopping-checked"
        try write("+ salt\n", path)
        do {
            try FileText.append("+ a long name that does not fit\n", to: path) { fd, bytes in
                _ = bytes.prefix(5).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }   // the disk fills after 5 bytes
                errno = ENOSPC
                return false
            }
            Issue.record("a failed append was not said")
        } catch {
            #expect(error.description.contains("No space left on device"), "\(error.description)")
        }
        #expect(text(path) == "+ salt\n", "no half line is left")
    }
}
