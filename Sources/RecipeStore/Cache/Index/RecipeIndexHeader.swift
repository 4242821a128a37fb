import FileSystem

/// The start of an index file (`RecipeIndexFile`), written and read by this one type: a fixed
/// header, the section table, and a checksum over both. Everything later reads is found
/// through this table, so it is checked in full before any of it is used.
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 4 | magic `CBX1` |
/// | 4 | 4 | format version |
/// | 8 | 32 | source stamp: size, mtime seconds, mtime nanoseconds, inode (u64 each) |
/// | 40 | 16 | counts: recipes, categories, ingredient keys, search terms (u32 each) |
/// | 56 | 4 | number of sections |
/// | 60 | 4 | reserved (0) |
/// | 64 | 16 × sections | (offset, length) of each `RecipeIndexFile.Section`, u64 each |
/// | then | 8 | checksum of the `pages` section (`Checksum`, XXH64) |
/// | then | 8 | checksum of every byte before it (`Checksum`) |
///
/// The sections follow in table order, back to back, and the last ends where the file ends.
/// The last, `pages`, holds a checksum of each 64 KiB page of the sections before it
/// (`IndexPages`). Opening an index checks the header and the page checksums' checksum (a first
/// screen reads a few pages, not the whole file); `IndexBytes` checks each page against its
/// checksum the first time it reads it, so a byte changed anywhere is found before it is used.
/// Before an index is patched (`RecipeIndexPatch`), read whole, every page is checked
/// (`WholeIndex`), so damage is never carried into a new file.
struct RecipeIndexHeader: Equatable {
    static let magic: UInt32 = 0x3158_4243  // "CBX1" little-endian
    /// Version 2 added the checksum, 3 the recipe flags (problems), 4 the search sections
    /// (ids, description and step words, times and servings), 5 ids searched by their last
    /// part, 6 the sections' checksum, 7 names folded with every entry of the folding table
    /// (39 spacing marks were skipped), 8 checksums by XXH64 (`Checksum`), 9 a checksum per page
    /// (the sections' bodies were checked only before a patch), 10 the `warnings` section as
    /// counts then binary problems (`IndexIssues`: a start reads the counts and the first, not
    /// a JSON array); older indexes are rebuilt.
    static let version: UInt32 = 10
    /// Bytes before the first section.
    static let size = 64 + RecipeIndexFile.Section.allCases.count * 16 + 16

    /// The source the index was built from.
    var stamp: SourceStamp
    var recipeCount: Int
    var categoryCount: Int
    var keyCount: Int
    var termCount: Int
    /// Each section's byte range in the file, in `Section` order.
    var sections: [Range<Int>]
    /// The checksum of the `pages` section (the checksum of each page of the others).
    var checksum: UInt64

    init(stamp: SourceStamp, recipeCount: Int, categoryCount: Int, keyCount: Int, termCount: Int, sections: [Range<Int>], checksum: UInt64) {
        self.stamp = stamp
        self.recipeCount = recipeCount
        self.categoryCount = categoryCount
        self.keyCount = keyCount
        self.termCount = termCount
        self.sections = sections
        self.checksum = checksum
    }

    /// The bytes the `pages` section covers: every section before it.
    var covered: Range<Int> { Self.size..<self[.pages].lowerBound }

    /// The byte range of `section`.
    subscript(section: RecipeIndexFile.Section) -> Range<Int> { sections[section.rawValue] }

    /// The header, table and checksum, `size` bytes.
    func encoded() -> [UInt8] {
        var writer = ByteWriter()
        writer.u32(Self.magic)
        writer.u32(Self.version)
        writer.u64(stamp.size)
        writer.u64(UInt64(bitPattern: stamp.modifiedSeconds))
        writer.u64(UInt64(bitPattern: stamp.modifiedNanoseconds))
        writer.u64(stamp.inode)
        for count in [recipeCount, categoryCount, keyCount, termCount, sections.count] { writer.u32(UInt32(count)) }
        writer.u32(0)
        for range in sections {
            writer.u64(UInt64(range.lowerBound))
            writer.u64(UInt64(range.count))
        }
        writer.u64(checksum)
        writer.u64(Checksum.of(writer.storage, 0..<writer.count))
        return writer.storage
    }

    /// The header of an index file of `fileSize` bytes that starts with `bytes` (at least its
    /// first `size` bytes), checked: magic and version, checksum, every section inside the file
    /// and back to back, and each table's length agreeing with its count.
    static func decode(_ bytes: [UInt8], fileSize: Int) throws(CacheFileProblem) -> RecipeIndexHeader {
        var reader = ByteReader(bytes)
        do {
            // Another version is rebuilt quietly; a file that is not ours at all is damage, said.
            guard try reader.u32() == magic else { throw CacheFileProblem.damaged(reason: "it is not a Cookbook index") }
            guard try reader.u32() == version else { throw CacheFileProblem.otherFormat }
            guard bytes.count >= size else { throw CacheFileProblem.damaged(reason: "it is cut short") }
            var checksum = ByteReader(bytes, offset: size - 8)
            guard try checksum.u64() == Checksum.of(bytes, 0..<(size - 8)) else {
                throw CacheFileProblem.damaged(reason: "its header fails the checksum")
            }
            let stamp = SourceStamp(size: try reader.u64(), modifiedSeconds: Int64(bitPattern: try reader.u64()),
                                    modifiedNanoseconds: Int64(bitPattern: try reader.u64()), inode: try reader.u64())
            let counts = try (0..<5).map { _ throws(ByteReader.Truncated) in Int(try reader.u32()) }
            _ = try reader.u32()
            guard counts[4] == RecipeIndexFile.Section.allCases.count else { throw CacheFileProblem.damaged(reason: "its section table has \(counts[4]) entries") }
            var sections: [Range<Int>] = []
            var expected = UInt64(size)
            for section in RecipeIndexFile.Section.allCases {
                let offset = try reader.u64(), length = try reader.u64()
                guard offset == expected, offset <= UInt64(fileSize), length <= UInt64(fileSize) - offset else {
                    throw CacheFileProblem.damaged(reason: "section \(section) lies outside the file")
                }
                sections.append(Int(offset)..<Int(offset + length))
                expected = offset + length
            }
            guard expected == UInt64(fileSize) else { throw CacheFileProblem.damaged(reason: "it is \(fileSize) bytes, not \(expected)") }
            let header = RecipeIndexHeader(stamp: stamp, recipeCount: counts[0], categoryCount: counts[1], keyCount: counts[2],
                                           termCount: counts[3], sections: sections, checksum: try reader.u64())
            try header.checkLengths()
            return header
        } catch is ByteReader.Truncated {
            throw .damaged(reason: "it is cut short")
        } catch let problem as CacheFileProblem {
            throw problem
        } catch {
            throw .damaged(reason: "\(error)")
        }
    }

    /// Every length the counts fix is that length — each table of records or positions holds
    /// exactly its count, the page checksums one per page — and every other table of records
    /// or u32s is a whole number of them. (The lengths left, of bytes, are checked against the
    /// sections that give them when the file is opened: `RecipeIndexReader`.)
    private func checkLengths() throws(CacheFileProblem) {
        typealias Section = RecipeIndexFile.Section
        let n = recipeCount, term = RecipeIndexFile.TermRecord.size
        let expected: [(Section, Int)] = [
            (.recipes, n * RecipeIndexFile.RecipeRecord.size), (.nameOrder, n * 4), (.idOrder, n * 4),
            (.foldedStarts, (n + 1) * 4), (.idStarts, (n + 1) * 4), (.numbers, n * 8),
            (.categories, categoryCount * RecipeIndexFile.CategoryRecord.size),
            (.keys, keyCount * term), (.terms, termCount * term), (.pages, IndexPages.count(covering: covered) * 8),
        ]
        for (section, length) in expected where self[section].count != length {
            throw .damaged(reason: "section \(section) is \(self[section].count) bytes, not \(length)")
        }
        let granules: [(Section, Int)] = [(.categoryLists, 4), (.keyPostings, 4), (.termPostings, 4), (.summaryTerms, term), (.stepTerms, term)]
        for (section, size) in granules where self[section].count % size != 0 {
            throw .damaged(reason: "section \(section) is \(self[section].count) bytes, not a multiple of \(size)")
        }
    }
}
