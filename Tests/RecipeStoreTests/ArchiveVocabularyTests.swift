@testable import FileSystem
@testable import RecipeStore
import Testing

/// The folder archive's word vocabulary (issue #16): rows reused from an old archive keep their
/// words through the new one, whatever the old vocabulary looked like, and a damaged count
/// is refused rather than trusted.
@Suite("Folder archive: description and step words")
struct ArchiveVocabularyTests {
    private func file(_ path: String, steps: String, archived: (summary: [UInt32], steps: [UInt32])? = nil) -> ParsedFile {
        let facts = SearchFacts(summaryWords: "", stepWords: steps, totalMinutes: nil, servings: nil)
        let row = IndexEntry(id: RecipeID(path), name: path, category: "c", ingredientNames: [], searchTerms: [], hasProblems: false, facts: facts)
        let entry = DirectoryWalker.Entry(relativePath: path + ".cook", size: 1, modifiedSeconds: 1, modifiedNanoseconds: 0, inode: 1, nameProblem: nil)
        return ParsedFile(entry: entry, row: row, references: [], issues: [], archivedWords: archived)
    }

    private func scan(_ files: [ParsedFile]) -> FolderScan {
        FolderScan(title: "t", categories: [Category(id: "c", name: "C")], files: files, related: files.map { _ in [] }, warnings: [], parsedFiles: 0)
    }

    @Test func reusedRowsAreTranslatedEvenThroughARepeatedOldWord() throws {
        // An old vocabulary with a repeat: number 2 is "pepper", 3 is "salt".
        let old: [[UInt8]] = ["x", "x", "pepper", "salt"].map { Array($0.utf8) }
        let reused = file("a", steps: "pepper salt", archived: (summary: [], steps: [2, 3]))
        let fresh = file("b", steps: "salt oil")
        let bytes = CollectionArchive.encode(scan([reused, fresh]), stamp: 7, vocabulary: old).bytes
        let contents = try CollectionArchive.decode(bytes, stamp: 7)
        // Rows read back keep their words as numbers into the new vocabulary.
        let words = contents.files.map { file in
            (file.archivedWords?.steps ?? []).map { String(decoding: contents.vocabulary[Int($0)], as: UTF8.self) }.joined(separator: " ")
        }
        #expect(words == ["pepper salt", "salt oil"])
        #expect(contents.vocabulary.map { String(decoding: $0, as: UTF8.self) } == ["pepper", "salt", "oil"], "unused words are left out")
    }

    /// The index's word tables made from the archive's numbers are byte for byte the ones made
    /// by splitting the same words as text.
    @Test func theIndexFromWordNumbersIsTheIndexFromText() throws {
        let files = [file("a", steps: "pepper salt"), file("b", steps: "salt oil olive"), file("c", steps: ""), file("d", steps: "oil pepper")]
        let archive = CollectionArchive.encode(scan(files), stamp: 7)
        let stamp = SourceStamp(size: 1, modifiedSeconds: 2, modifiedNanoseconds: 3, inode: 4)
        func index(_ words: NumberedWords?) throws -> [UInt8] {
            try RecipeIndexFile.build(title: "t", categories: [Category(id: "c", name: "C")], entries: files.map(\.row), warnings: [],
                                      ranges: archive.ranges, stamp: stamp, words: words)
        }
        #expect(try index(archive.words) == index(nil))
    }

    @Test func aWordCountLargerThanTheFileIsDamage() throws {
        var bytes = CollectionArchive.encode(scan([file("a", steps: "pepper")]), stamp: 7).bytes
        // The record's step-word count sits right after its (empty) description list; find the
        // one-word list `01 00 00 00 <number>` and make its count absurd.
        guard let at = (0..<(bytes.count - 5)).last(where: { bytes[$0..<($0 + 4)].elementsEqual([1, 0, 0, 0]) && bytes[$0 + 4] == 0 }) else {
            Issue.record("no word list found")
            return
        }
        bytes.replaceSubrange(at..<(at + 4), with: [0xFF, 0xFF, 0xFF, 0xFF])
        // Fix the body checksum, as a hostile writer could: only the count is wrong.
        var fixed = bytes
        let checksum = Checksum.of(fixed, CollectionArchive.headerSize..<fixed.count)
        withUnsafeBytes(of: checksum.littleEndian) { fixed.replaceSubrange(24..<32, with: $0) }
        #expect(throws: CacheFileProblem.self) { try CollectionArchive.decode(fixed, stamp: 7) }
    }
}
