@testable import FileSystem
import Foundation
import Fuzzing
@testable import RecipeStore
import Testing
import TestSupport

/// Review of issue #15's in-place update: damaged indexes met by the patch, and random edits
/// compared with a fresh full load.
@Suite("In-place update review")
struct InPlaceReviewTests {
    /// A folder of six recipes sharing a tag, an ingredient and a step word, loaded once
    /// through `cache`; then `Six.cook` is edited to drop all three (its name kept).
    static func prepared(cache: String) throws -> (folder: CookFolder, index: String) {
        var files: [String: String] = [:]
        for number in 1...6 {
            files["R\(number).cook"] = "---\ntags: [hearty]\n---\nStir @onion{1} slowly.\n"
        }
        let folder = try CookFolder(files)
        _ = try FolderCache(directory: cache).load(folder: folder.path)
        try folder.write("R6.cook", Array("---\ntags: [light]\n---\nWhisk @egg{1} slowly.\n".utf8))
        return (folder, try #require(FolderCache(directory: cache).cachePaths(for: folder.path)).index)
    }

    /// The term record of `text` in `table` of the index `bytes`.
    static func termRecord(_ text: String, _ table: RecipeIndexFile.Section, in bytes: [UInt8]) throws -> Int {
        let header = try RecipeIndexHeader.decode(bytes, fileSize: bytes.count)
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        for record in stride(from: header[table].lowerBound, to: header[table].upperBound, by: 16) {
            let start = header[.strings].lowerBound + u32(record), length = u32(record + 4)
            if Array(bytes[start..<(start + length)]) == Array(text.utf8) { return record }
        }
        throw CancellationError()
    }

    /// One flipped bit in a u32 posting of an edited tag (`.terms`) or ingredient (`.keys`):
    /// the header still checks, the reader would report the posting, but the patch decodes it
    /// as a negative position and traps writing it back (`UInt32(position)`), or looks up its
    /// name-order rank (`rank[-…]`).
    @Test func aFlippedBitInAnEditedTagsPostingsDoesNotTrap() async {
        await #expect(processExitsWith: .success) { try Self.flipAndLoad(.terms) }
    }

    @Test func aFlippedBitInAnEditedIngredientsPostingsDoesNotTrap() async {
        await #expect(processExitsWith: .success) { try Self.flipAndLoad(.keys) }
    }

    static func flipAndLoad(_ table: RecipeIndexFile.Section) throws {
        do {
            let cache = try TemporaryFolder.make("review-flip") + "/cache"
            let (folder, indexPath) = try Self.prepared(cache: cache)
            var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: indexPath)))
            let header = try RecipeIndexHeader.decode(bytes, fileSize: bytes.count)
            let record = try Self.termRecord(table == .terms ? "hearty" : "onion", table, in: bytes)
            let start = (0..<4).reduce(0) { $0 | Int(bytes[record + 8 + $1]) << (8 * $1) }
            let postings = table == .terms ? RecipeIndexFile.Section.termPostings : .keyPostings
            bytes[header[postings].lowerBound + start * 4 + 3] ^= 0x80  // the first posting's top bit
            try Data(bytes).write(to: URL(fileURLWithPath: indexPath))
            let loaded = try FolderCache(directory: cache).load(folder: folder.path)
            expectSameAnswers(loaded.store, MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path)), queries: ["#hearty", "ing:onion"])
        }
    }

    /// A damaged step word (its count and first bytes): LEB128 steps that wrap past 2³² decode
    /// as positions going down (or negative), and the patch traps on `UInt32(position - previous)`.
    @Test func aDamagedWordPostingDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            let cache = try TemporaryFolder.make("review-word") + "/cache"
            let (folder, indexPath) = try Self.prepared(cache: cache)
            var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: indexPath)))
            let header = try RecipeIndexHeader.decode(bytes, fileSize: bytes.count)
            let record = try Self.termRecord("stir", .stepTerms, in: bytes)
            let start = (0..<4).reduce(0) { $0 | Int(bytes[record + 8 + $1]) << (8 * $1) }
            // "stir" is in six recipes: six one-byte steps. Make them one five-byte step (position
            // 0xFFFF_FFFF, -1 as Int32) and a step of 1, and the count two.
            let at = header[.stepPostings].lowerBound + start
            bytes.replaceSubrange(at..<(at + 6), with: [0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x01])
            bytes[record + 12] = 2
            try Data(bytes).write(to: URL(fileURLWithPath: indexPath))
            let loaded = try FolderCache(directory: cache).load(folder: folder.path)
            expectSameAnswers(loaded.store, MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path)), queries: ["stir", "whisk"])
        }
    }
}

extension InPlaceReviewTests {
    /// One recipe edited back and forth between two versions: the same few words, yet a term
    /// emptied and met again appends its text to the index's `strings` again (dropped terms'
    /// texts are never reclaimed), so the index grows with the number of saves — until a file
    /// is added, removed or renamed.
    @Test func repeatedEditsDoNotGrowTheCacheWithoutBound() throws {
        let cache = try TemporaryFolder.make("review-growth") + "/cache"
        let folder = try CookFolder(["A.cook": "Stir @onion{1}.\n", "B.cook": "Fry @garlic{}.\n"])
        _ = try FolderCache(directory: cache).load(folder: folder.path)
        let paths = try #require(FolderCache(directory: cache).cachePaths(for: folder.path))
        func sizes() throws -> (archive: Int, index: Int) {
            (try FileManager.default.attributesOfItem(atPath: paths.archive)[.size] as! Int,
             try FileManager.default.attributesOfItem(atPath: paths.index)[.size] as! Int)
        }
        let before = try sizes()
        for round in 0..<300 {
            try folder.write("A.cook", Array("Stir @onion{1} and @spice\(round % 2){} and #pan\(round % 2){}.\n".utf8))
            let loaded = try FolderCache(directory: cache).load(folder: folder.path)
            #expect(loaded.parsedFiles == 1)
        }
        let after = try sizes()

        #expect(after.archive < before.archive * 2, "archive \(before.archive) → \(after.archive)")
        #expect(after.index < before.index * 2, "index \(before.index) → \(after.index)")
    }
}

extension InPlaceReviewTests {
    /// The cache is named by the folder's absolute path, so `recipes` (from its parent) and
    /// `/…/recipes` share it. The folder's warnings name files by the path given; the in-place
    /// update copies the id-clash and missing-reference warnings from the old archive (and the
    /// index), where a full update makes them again with the path given now.
    @Test func warningsNameFilesByThePathGivenNow() async {
        await #expect(processExitsWith: .success) {
            let cache = try TemporaryFolder.make("review-spelling") + "/cache"
            let folder = try CookFolder(["Pie.cook": "Bake @lamb{}.\n", "pie.cook": "Bake @beef{}.\n",
                                         "Soup.cook": "Boil @water{}. Serve with @./Bread{}.\n"])
            let parent = (folder.path as NSString).deletingLastPathComponent, name = (folder.path as NSString).lastPathComponent
            #expect(chdir(parent) == 0)
            _ = try FolderCache(directory: cache).load(folder: name)
            try folder.write("Pie.cook", Array("Bake @lamb{} and @leek{}.\n".utf8))
            let loaded = try FolderCache(directory: cache).load(folder: folder.path)
            let full = MemoryRecipeStore(try FolderCollectionLoader.load(folder: folder.path))
            #expect(loaded.store.warnings.map(\.file) == full.warnings.map(\.file))
            if loaded.store.warnings != full.warnings { exit(1) }
        }
    }
}

extension InPlaceReviewTests {
    /// Random bytes of the index's sections (which its header's checksum does not cover) and of
    /// the archive changed before an in-place update: the load never traps.
    @Test func randomDamageBeforeAnEditNeverTraps() async {
        await #expect(processExitsWith: .success) {
            var random = FuzzRandom(seed: 1_515)
            let cache = try TemporaryFolder.make("review-fuzz") + "/cache"
            let (folder, indexPath) = try Self.prepared(cache: cache)
            let archivePath = try #require(FolderCache(directory: cache).cachePaths(for: folder.path)).archive
            try folder.write("R6.cook", Array("---\ntags: [hearty]\n---\nStir @onion{1} slowly.\n".utf8))
            _ = try FolderCache(directory: cache).load(folder: folder.path)
            let goodIndex = Array(try Data(contentsOf: URL(fileURLWithPath: indexPath)))
            let goodArchive = Array(try Data(contentsOf: URL(fileURLWithPath: archivePath)))
            for round in 0..<400 {
                var index = goodIndex, archive = goodArchive
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let at = Int.random(in: RecipeIndexHeader.size..<index.count, using: &random)
                    index[at] = round % 3 == 0 ? UInt8.random(in: 0...255, using: &random) : index[at] ^ (1 << UInt8.random(in: 0...7, using: &random))
                }
                if round % 10 == 0 { archive[Int.random(in: 0..<archive.count, using: &random)] ^= 0x10 }
                try Data(index).write(to: URL(fileURLWithPath: indexPath))
                try Data(archive).write(to: URL(fileURLWithPath: archivePath))
                // The index must be over this very archive file: stamp it so.
                let file = try SourceFile(path: archivePath)
                var header = try RecipeIndexHeader.decode(index, fileSize: index.count)
                header.stamp = file.stamp
                index.replaceSubrange(0..<RecipeIndexHeader.size, with: header.encoded())
                try Data(index).write(to: URL(fileURLWithPath: indexPath))
                let tags = ["hearty", "light"].shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random))
                try folder.write("R\(Int.random(in: 1...6, using: &random)).cook",
                                 Array("---\ntags: [\(tags.joined(separator: ", "))]\n---\n\(["Stir", "Whisk", "Fold"].randomElement(using: &random)!) @\(["onion", "egg"].randomElement(using: &random)!){1} slowly.\n".utf8))
                let loaded = try FolderCache(directory: cache).load(folder: folder.path)
                for query in ["#hearty", "ing:onion", "stir", "whisk", "fold"] { _ = loaded.store.search(query, limit: 50) }
                _ = loaded.store.recipes(using: IngredientKey("onion"), range: 0..<50)
            }
        }
    }
}
