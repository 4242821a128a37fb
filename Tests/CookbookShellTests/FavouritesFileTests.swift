import CookbookApp
import CookbookShell
import Foundation
import RecipeStore
import Testing
import TestSupport

/// The favourites file is shared by every running Cookbook: changes merge, nothing newer or
/// damaged is ever overwritten.
@Suite("Favourites file: merged writes, newer and damaged files left alone")
struct FavouritesFileTests {
    let directory: String
    let path: String

    init() throws {
        directory = NSTemporaryDirectory() + "cookbook-favourites-\(UUID().uuidString)"
        path = directory + "/cookbook/favourites.json"
    }

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: directory + "/cookbook", withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func text() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func twoInstancesAddingFavouritesKeepBoth() throws {
        let first = FavouritesFile(path: path), second = FavouritesFile(path: path)
        #expect(try first.apply(.init(added: ["apfelkuchen"])) == ["apfelkuchen"])
        #expect(try second.apply(.init(added: ["mapo-tofu"])) == ["apfelkuchen", "mapo-tofu"], "the second sees the first's addition")
        #expect(try first.apply(.init(removed: ["apfelkuchen"])) == ["mapo-tofu"])
        #expect(try FavouritesFile(path: path).load().favourites == ["mapo-tofu"])
    }

    @Test func concurrentWritersLoseNothing() throws {
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<25 {
                _ = try? FavouritesFile(path: path).apply(.init(added: [RecipeID("w\(worker)-r\(round)")]))
            }
        }
        let loaded = try FavouritesFile(path: path).load().favourites
        #expect(loaded.count == 100)
        #expect(Set(loaded).count == 100)
    }

    @Test func aNewerVersionIsReadButNeverRewritten() throws {
        let newer = #"{"version": 2, "favourites": ["apfelkuchen"], "folders": {"weeknight": ["mapo-tofu"]}}"#
        try write(newer)
        let loaded = try FavouritesFile(path: path).load()
        #expect(loaded.favourites == ["apfelkuchen"])
        #expect(loaded.readOnly == .newer(path: path, version: 2))
        #expect(throws: FavouritesFile.Failure.newer(path: path, version: 2)) {
            try FavouritesFile(path: path).apply(.init(added: ["mapo-tofu"]))
        }
        #expect(try text() == newer, "byte for byte")
    }

    @Test func fieldsThisVersionDoesNotKnowAreKept() throws {
        try write(#"{"version": 1, "favourites": ["apfelkuchen"], "note": "from the web app", "pinned": [1, 2.5, true, null]}"#)
        _ = try FavouritesFile(path: path).apply(.init(added: ["mapo-tofu"]))
        let object = try JSONDecoder().decode(JSONValue.self, from: Data(try text().utf8))
        #expect(object == .object(["version": .integer(1), "favourites": .array([.string("apfelkuchen"), .string("mapo-tofu")]),
                                   "note": .string("from the web app"), "pinned": .array([.integer(1), .number(2.5), .bool(true), .null])]))
    }

    @Test func aDamagedFileIsNeverOverwritten() throws {
        for damaged in ["{ not json", #"{"version": 1, "favourites": "apfelkuchen"}"#, #"["apfelkuchen"]"#, #"{"favourites": []}"#] {
            try write(damaged)
            #expect(throws: FavouritesFile.Failure.self) { try FavouritesFile(path: path).load() }
            #expect(throws: FavouritesFile.Failure.self) { try FavouritesFile(path: path).apply(.init(added: ["mapo-tofu"])) }
            #expect(try text() == damaged)
        }
    }

    @Test func aMissingFileIsAnEmptyListAndIsCreatedOwnerOnly() throws {
        #expect(try FavouritesFile(path: path).load().favourites == [])
        _ = try FavouritesFile(path: path).apply(.init(added: ["apfelkuchen"]))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: directory + "/cookbook")
        #expect((folder[.posixPermissions] as? Int) == 0o700)
    }
}
