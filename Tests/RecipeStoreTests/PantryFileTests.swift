import FileSystem
import Foundation
import RecipeStore
import Testing
import TestSupport

/// `pantry.conf` is written as the shopping files are (issue #37): made when missing, its
/// byte-order mark and permissions kept, never over a file that cannot be read whole, never
/// through a symbolic link that leads out of the folder allowed, and left as it was whenever a
/// change is refused.
@Suite("Pantry: the file is written safely")
struct PantryFileTests {
    let home: String
    let folder: String
    let path: String

    init() throws {
        home = try TemporaryFolder.make("pantry-file")
        folder = home + "/collection"
        path = folder + "/config/pantry.conf"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private var file: PantryFile { PantryFile(path: path, allowedFolders: [folder]) }
    private func write(_ bytes: [UInt8], _ path: String) throws { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
    private func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }

    @Test func addMakesTheFileAndItsFolderRemoveAndUpdateDoNot() throws {
        #expect(throws: PantryFile.Failure.edit(.init(.notFound, "there is no pantry at \(path); `cookbook pantry add` makes one"))) {
            try file.change(.remove(section: "dairy", name: "milk"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/config"), "a refused change makes no folder")
        let change = try file.change(.add(section: "dairy", name: "milk", .init(quantity: "1%l")))
        #expect(change.before == nil && bytes(path) == Array("[dairy]\nmilk = \"1%l\"\n".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o644 } == 0o644, "others may read it, as a config file")
        #expect(throws: PantryFile.Failure.edit(.init(.notFound, "there is no pantry at \(home)/none/pantry.conf; `cookbook pantry add` makes one"))) {
            try PantryFile(path: home + "/none/pantry.conf", allowedFolders: [home]).change(.update(section: "dairy", name: "milk", .init(quantity: "2%l")))
        }
    }

    @Test func theByteOrderMarkAndThePermissionsAreKept() throws {
        try FileManager.default.createDirectory(atPath: folder + "/config", withIntermediateDirectories: true)
        try write([0xEF, 0xBB, 0xBF] + Array("[dairy]\r\nmilk = \"1%l\"\r\n".utf8), path)
        chmod(path, 0o640)
        try file.change(.update(section: "dairy", name: "milk", .init(quantity: "2%l")))
        #expect(bytes(path) == [0xEF, 0xBB, 0xBF] + Array("[dairy]\r\nmilk = \"2%l\"\r\n".utf8))
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o640)
    }

    @Test func aFileThatCannotBeReadWholeOrWrittenIsLeftAsItWas() throws {
        try FileManager.default.createDirectory(atPath: folder + "/config", withIntermediateDirectories: true)
        let latin1: [UInt8] = Array("[dairy]\nmilk = \"1%l\"\n# cr".utf8) + [0xE8, 0x6D, 0x65, 0x0A]
        try write(latin1, path)
        #expect(throws: PantryFile.Failure.edit(.init(.unreadable, "\(path): line 3 is not UTF-8 text; fix or remove it first"))) {
            try file.change(.add(section: "dairy", name: "cream", .init()))
        }
        #expect(bytes(path) == latin1)
        try write(Array("[dairy]\nmilk = \"1%l\"\n".utf8), path)
        chmod(path, 0o444)
        defer { chmod(path, 0o644) }
        if access(path, W_OK) != 0 {                                  // root may write anything
            #expect(throws: PantryFile.Failure.file(AtomicFile.Failure(path: path, reason: "the file is read-only"))) {
                try file.change(.remove(section: "dairy", name: "milk"))
            }
            #expect(bytes(path) == Array("[dairy]\nmilk = \"1%l\"\n".utf8))
        }
    }

    @Test func aLinkLeadingOutOfTheFolderIsNeverWrittenThrough() throws {
        try FileManager.default.createDirectory(atPath: folder + "/config", withIntermediateDirectories: true)
        let precious = home + "/elsewhere.toml"
        try write(Array("[keys]\nquit = \"q\"\n".utf8), precious)
        symlink(precious, path)
        do {
            try file.change(.add(section: "keys", name: "milk", .init()))
            Issue.record("wrote through the link")
        } catch {
            #expect(error.description.contains("symbolic link to " + precious), "\(error)")
        }
        #expect(bytes(precious) == Array("[keys]\nquit = \"q\"\n".utf8))
        // A dangling one makes no file out there; one inside the folder is written through.
        unlink(path)
        symlink(home + "/new.conf", path)
        #expect(throws: PantryFile.Failure.self) { try file.change(.add(section: "dairy", name: "milk", .init())) }
        #expect(!FileManager.default.fileExists(atPath: home + "/new.conf"))
        unlink(path)
        try write(Array("[dairy]\n".utf8), folder + "/kitchen.conf")
        symlink("../kitchen.conf", path)
        try file.change(.add(section: "dairy", name: "milk", .init()))
        #expect(bytes(folder + "/kitchen.conf") == Array("[dairy]\nmilk = \"\"\n".utf8))
    }
}
