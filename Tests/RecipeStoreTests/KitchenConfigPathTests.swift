import Foundation
import RecipeStore
import Testing
import TestSupport

/// Which `aisle.conf` and `pantry.conf` a collection's kitchen files read (issue #31): each
/// from the config folder, else from the first fallback folder that has it; the lists never
/// fall back.
@Suite("Kitchen files: where the configs are read from")
struct KitchenConfigPathTests {
    @Test func eachConfigFileIsTheConfigFoldersElseTheFirstFallbackThatHasIt() throws {
        let root = try TemporaryFolder.make("config-paths")
        for folder in ["/collection/config", "/empty", "/user"] {
            try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        try Data("[dairy]\nmilk\n".utf8).write(to: URL(fileURLWithPath: root + "/collection/config/aisle.conf"))
        try Data("[dairy]\nmilk\n".utf8).write(to: URL(fileURLWithPath: root + "/user/aisle.conf"))
        try Data("[fridge]\nmilk = \"1%l\"\n".utf8).write(to: URL(fileURLWithPath: root + "/user/pantry.conf"))
        let files = ShoppingFiles(dataDirectory: root + "/collection", configDirectory: root + "/collection/config",
                                  fallbackConfigDirectories: [root + "/empty", root + "/user"])
        #expect(files.aislePath == root + "/collection/config/aisle.conf")
        #expect(files.pantryPath == root + "/user/pantry.conf")
        #expect(files.read().pantry != nil)
        #expect(files.listPath == root + "/collection/.shopping-list")
        #expect(files.checkedPath == root + "/collection/.shopping-checked")
        // With neither, the path named is the config folder's: where to write one.
        let bare = ShoppingFiles(dataDirectory: root + "/collection", configDirectory: root + "/collection/config",
                                 fallbackConfigDirectories: [root + "/empty"])
        #expect(bare.pantryPath == root + "/collection/config/pantry.conf")
        #expect(bare.read().pantry == nil)
    }
}
