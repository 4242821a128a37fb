import Foundation
@testable import RecipeStore
import Testing
import TestSupport

/// docs/cache-format.md describes the cache files; these tests compare its constants table and
/// its list of index sections with the code, so the format cannot change without the page.
@Suite("Cache format doc")
struct CacheFormatDocTests {
    /// The rows of the table between `<!-- name…` and `<!-- /name -->`, each split into its cells.
    private func rows(_ name: String) throws -> [[String]] {
        let text = try String(contentsOfFile: ProjectPaths.root + "/docs/cache-format.md", encoding: .utf8)
        guard let start = text.range(of: "<!-- \(name)"), let end = text.range(of: "<!-- /\(name) -->", range: start.upperBound..<text.endIndex) else {
            Issue.record("docs/cache-format.md has no \(name) table between its markers")
            return []
        }
        return text[start.upperBound..<end.lowerBound].split(separator: "\n")
            .filter { $0.hasPrefix("|") && !$0.hasPrefix("|---") }
            .map { line in line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) } }
            .dropFirst()  // the heading row
            .map(Array.init)
    }

    /// The four characters a little-endian magic number spells.
    private func spelled(_ magic: UInt32) -> String {
        String(decoding: withUnsafeBytes(of: magic.littleEndian, Array.init), as: UTF8.self)
    }

    @Test func theConstantsTableHoldsTheCodesValues() throws {
        let table = Dictionary(try rows("constants").map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first })
        let expected: [(String, String)] = [
            ("index magic", "`\(spelled(RecipeIndexHeader.magic))` (u32 `0x\(String(RecipeIndexHeader.magic, radix: 16))`)"),
            ("index version", "\(RecipeIndexHeader.version)"),
            ("index header size", "\(RecipeIndexHeader.size)"),
            ("index page size", "\(IndexBytes.pageSize)"),
            ("recipe record size", "\(RecipeIndexFile.RecipeRecord.size)"),
            ("category record size", "\(RecipeIndexFile.CategoryRecord.size)"),
            ("term record size", "\(RecipeIndexFile.TermRecord.size)"),
            ("archive magic", "`\(spelled(CollectionArchive.magic))` (u32 `0x\(String(CollectionArchive.magic, radix: 16))`)"),
            ("archive version", "\(CollectionArchive.version >> 16)"),
            ("parser version", "\(CollectionArchive.version & 0xFFFF)"),
            ("archive header size", "\(CollectionArchive.headerSize)"),
        ]
        #expect(table.count == expected.count, "the constants table has rows the test does not know: \(table.keys.sorted())")
        for (name, value) in expected {
            #expect(table[name] == value, "docs/cache-format.md says \(name) is \(table[name] ?? "missing"), the code \(value)")
        }
        #expect(CollectionArchive.version & 0xFFFF == UInt32(FolderCache.formatVersion))
    }

    @Test func theSectionListIsTheIndexsSectionOrder() throws {
        let documented = try rows("sections").map { ($0[0], $0[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))) }
        let code = RecipeIndexFile.Section.allCases.map { ("\($0.rawValue)", "\($0)") }
        #expect(documented.map(\.0) == code.map(\.0) && documented.map(\.1) == code.map(\.1),
                "docs/cache-format.md lists \(documented.map(\.1)), the code \(code.map(\.1))")
    }

    /// The header table's offsets follow from the section count; the doc spells them out.
    @Test func theIndexHeaderChecksumsSitWhereTheDocSays() throws {
        let text = try String(contentsOfFile: ProjectPaths.root + "/docs/cache-format.md", encoding: .utf8)
        let sections = RecipeIndexFile.Section.allCases.count, size = RecipeIndexHeader.size
        #expect(text.contains("| 64 | 16 × \(sections) | u64, u64 |"))
        #expect(text.contains("| \(size - 16) | 8 | u64 | checksum of the `pages` section's bytes |"))
        #expect(text.contains("| \(size - 8) | 8 | u64 | checksum of bytes 0–\(size - 9) (everything above) |"))
        #expect(text.contains("The first section starts at byte \(size);"))
    }
}
