@testable import FileSystem
import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// An archive is laid out and compared with the folder while it is read, part by part: however
/// its parts fall (a head or a record cut anywhere), the map is the one read in one part, the
/// files that changed are the ones found, and damaged bytes give no map at all.
@Suite("Laying out a folder archive as it is read")
struct ArchiveMapTests {
    let cache: String
    let folder: CookFolder
    /// Part sizes that cut heads, lengths, paths and checksums everywhere, and one read whole.
    let parts = [1, 3, 7, 64, 1_000, 1 << 30]

    init() throws {
        cache = try TemporaryFolder.make("archive-map") + "/cache"
        var files: [String: String] = ["Broken.cook": "Rinse @{200%g}.\n"]  // a problem, so the archive holds a warning
        for number in 0..<40 {
            files["Category \(number % 4)/Recipe \(number).cook"] = "---\ntags: [t\(number % 3)]\n---\nStir @salt{\(number)%g} into @water and wait \(number) minutes.\n"
        }
        folder = try CookFolder(files)
        _ = try FolderCache(directory: cache).load(folder: folder.path)
    }

    /// What a map says, comparable.
    private struct Layout: Equatable {
        let prefix: Range<Int>, words: [Range<Int>], vocabulary: Range<Int>, records: [Range<Int>], changed: [Int]?, warnings: Int
    }

    /// The archive read in parts of `part` bytes and compared with the folder as it is now.
    private func layout(part: Int, bytes replacement: [UInt8]? = nil) throws -> Layout? {
        let path = try #require(FolderCache(directory: cache).cachePaths(for: folder.path)).archive
        if let replacement { try Data(replacement).write(to: URL(fileURLWithPath: path)) }
        let walked = try DirectoryWalker(root: folder.path).entries
        guard let map = ArchiveMap.read(try SourceFile(path: path), limit: 1 << 30, comparedWith: walked, part: part) else { return nil }
        return Layout(prefix: map.prefix, words: map.words, vocabulary: map.vocabulary, records: map.records, changed: map.changed,
                      warnings: map.warnings.count)
    }

    private var archive: [UInt8] {
        get throws { try FilePath.readAll(try #require(FolderCache(directory: cache).cachePaths(for: folder.path)).archive) }
    }

    @Test func everyPartSizeGivesTheSameMap() throws {
        let whole = try #require(try layout(part: 1 << 30))
        #expect(whole.records.count == 41)
        #expect(whole.changed == [], "nothing changed since the archive was written")
        #expect(whole.warnings == 1)
        for part in parts { #expect(try layout(part: part) == whole, "parts of \(part) bytes") }
    }

    @Test func theEditedFilesAreTheChangedOnes() throws {
        let walked = try DirectoryWalker(root: folder.path).entries
        let edited = ["Category 1/Recipe 5.cook", "Category 3/Recipe 39.cook"]
        for name in edited { try folder.write(name, Array("Stir @salt{9%g} and more.\n".utf8)) }
        let positions = edited.compactMap { name in walked.firstIndex { $0.relativePath == name } }
        #expect(positions.count == 2)
        for part in parts { #expect(try layout(part: part)?.changed == positions, "parts of \(part) bytes") }
    }

    @Test func anotherFileInARecordsPlaceGivesNoChangeList() throws {
        try folder.rename("Category 2/Recipe 6.cook", to: "Category 2/Recipe 6b.cook")
        for part in parts {
            let map = try #require(try layout(part: part), "the archive itself is sound")
            #expect(map.changed == nil, "parts of \(part) bytes")
        }
    }

    @Test func absurdCountsAndLengthsAreRefusedWithoutAllocatingForThem() throws {
        // A damaged count once made the scan reserve 4 G vocabulary words and the process die.
        let original = try archive
        let walked = try DirectoryWalker(root: folder.path).entries
        let path = try #require(FolderCache(directory: cache).cachePaths(for: folder.path)).archive
        let map = try #require(ArchiveMap.read(try SourceFile(path: path), limit: 1 << 30, comparedWith: walked))
        func put(_ value: UInt64, bytes: Int, at offset: Int, in data: inout [UInt8]) {
            for byte in 0..<bytes { data[offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(byte))) }
        }
        var words = original
        put(1 << 40, bytes: 8, at: 16, in: &words)  // the body's length
        put(0xFFFF_FFFF, bytes: 4, at: map.prefix.upperBound, in: &words)  // the vocabulary's count
        var wordsOnly = original
        put(0xFFFF_FFFF, bytes: 4, at: map.prefix.upperBound, in: &wordsOnly)
        var files = original
        put(0xFFFF_FFFF, bytes: 4, at: map.vocabulary.upperBound, in: &files)  // the file count
        var record = original
        put(0xFFFF_FFF0, bytes: 4, at: map.records[3].lowerBound, in: &record)  // a record's length
        for (damaged, what) in [(words, "length and word count"), (wordsOnly, "word count"), (files, "file count"), (record, "record length")] {
            for part in [7, 1 << 30] { #expect(try layout(part: part, bytes: damaged) == nil, "\(what), parts of \(part)") }
        }
    }

    @Test func damagedOrCutBytesGiveNoMap() throws {
        let original = try archive
        var random = SplitMix64(seed: 7)
        for _ in 0..<60 {
            var damaged = original
            let at = Int.random(in: 0..<damaged.count, using: &random)
            damaged[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            for part in [7, 1 << 30] { #expect(try layout(part: part, bytes: damaged) == nil, "a flipped bit at \(at), parts of \(part)") }
        }
        for cut in [1, 31, original.count / 2, original.count - 1] {
            #expect(try layout(part: 64, bytes: Array(original.dropLast(cut))) == nil, "\(cut) bytes cut off")
        }
        #expect(try layout(part: 64, bytes: original + [0]) == nil, "a byte added")
        #expect(try layout(part: 64, bytes: original) != nil, "the archive as written")
    }
}
