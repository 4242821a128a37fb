/// Where everything lies in a `CollectionArchive`, found without decoding its records: the
/// part before the vocabulary (title, categories, warnings), each vocabulary word, and each
/// file record with the file as it was found. An update in place (`InPlaceUpdate`) copies the
/// unchanged parts byte for byte and decodes only the records of files that changed.
struct ArchiveMap {
    /// The whole archive file.
    let bytes: [UInt8]
    /// Title, categories and warnings: from the body's start to the vocabulary's count.
    let prefix: Range<Int>
    /// The collection's warnings, decoded (they are few).
    let warnings: [CollectionIssue]
    /// Each vocabulary word's bytes, by number.
    let words: [Range<Int>]
    /// The vocabulary's words as stored (each a u32 length then its bytes), after its count.
    let vocabulary: Range<Int>
    /// Each file as its record found it, in collection order.
    let entries: [DirectoryWalker.Entry]
    /// Each file record's bytes (its checksum included), in the same order.
    let records: [Range<Int>]

    /// The map of `bytes` when they are an archive of this version whose body passes its
    /// checksum and whose every record lies whole inside it; nil otherwise. The checksum and
    /// the walk through the records run side by side.
    init?(_ bytes: [UInt8]) {
        typealias Archive = CollectionArchive
        var reader = ByteReader(bytes)
        guard (try? reader.u32()) == Archive.magic, (try? reader.u32()) == Archive.version, (try? reader.u64()) != nil,
              let length = try? reader.u64(), let checksum = try? reader.u64(), length == UInt64(bytes.count - Archive.headerSize) else { return nil }
        let (sound, layout) = SideBySide.run({ FNV1a.checksum(bytes, Archive.headerSize..<bytes.count) == checksum }, { Self.layout(of: bytes) })
        guard sound, let layout else { return nil }
        (prefix, warnings, words, vocabulary, entries, records) = layout
        self.bytes = bytes
    }

    /// Where the parts of the archive `bytes` lie (see the properties); nil when one runs past its end.
    private static func layout(of bytes: [UInt8]) -> (prefix: Range<Int>, warnings: [CollectionIssue], words: [Range<Int>], vocabulary: Range<Int>,
                                                    entries: [DirectoryWalker.Entry], records: [Range<Int>])? {
        var reader = ByteReader(bytes, offset: CollectionArchive.headerSize)
        do {
            try reader.skipString()
            let categories = Int(try reader.u32())
            guard categories <= reader.remaining else { return nil }
            for _ in 0..<categories { try reader.skipString(); try reader.skipString() }
            let warnings = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in try CollectionArchive.issue(from: &r) }
            let prefix = CollectionArchive.headerSize..<reader.offset
            let wordCount = Int(try reader.u32())
            guard wordCount <= reader.remaining else { return nil }
            var words: [Range<Int>] = []
            words.reserveCapacity(wordCount)
            for _ in 0..<wordCount {
                let count = Int(try reader.u32()), start = reader.offset
                try reader.skip(count)
                words.append(start..<reader.offset)
            }
            let vocabulary = (prefix.upperBound + 4)..<reader.offset
            let fileCount = Int(try reader.u32())
            guard fileCount <= reader.remaining else { return nil }
            var entries: [DirectoryWalker.Entry] = [], records: [Range<Int>] = []
            entries.reserveCapacity(fileCount)
            records.reserveCapacity(fileCount)
            for _ in 0..<fileCount {
                let start = reader.offset
                entries.append(try entry(from: &reader))
                try skipRecordRest(&reader)
                records.append(start..<reader.offset)
            }
            return reader.isAtEnd ? (prefix, warnings, words, vocabulary, entries, records) : nil
        } catch {
            return nil
        }
    }

    /// The file a record describes: its path, size, modification time, inode and name problem.
    private static func entry(from reader: inout ByteReader) throws(ByteReader.Truncated) -> DirectoryWalker.Entry {
        let relative = try reader.string(), size = try reader.u64()
        let seconds = Int64(bitPattern: try reader.u64()), nanoseconds = Int64(bitPattern: try reader.u64())
        let inode = try reader.u64(), nameProblem = try reader.optionalString()
        return DirectoryWalker.Entry(relativePath: relative, size: size, modifiedSeconds: seconds, modifiedNanoseconds: nanoseconds,
                                     inode: inode, nameProblem: nameProblem)
    }

    /// Steps over the rest of a record, after its file: references, problems, the row, word
    /// numbers, time and servings, related ids and the record's checksum.
    private static func skipRecordRest(_ reader: inout ByteReader) throws(ByteReader.Truncated) {
        try reader.skipStrings()
        let issues = Int(try reader.u32())
        guard issues <= reader.remaining else { throw ByteReader.Truncated() }
        for _ in 0..<issues { _ = try CollectionArchive.issue(from: &reader) }
        for _ in 0..<3 { try reader.skipString() }
        try reader.skipStrings()
        try reader.skipStrings()
        try reader.skip(4)
        for _ in 0..<2 {
            let count = Int(try reader.u32())
            guard count <= reader.remaining else { throw ByteReader.Truncated() }
            try reader.skipVarints(count)
        }
        try reader.skip(8)
        try reader.skipStrings()
        try reader.skip(8)
    }

    /// The record at `number` decoded whole, its word numbers kept (`ParsedFile.archivedWords`).
    func record(_ number: Int) -> (file: ParsedFile, related: [RecipeID])? {
        var reader = ByteReader(bytes, offset: records[number].lowerBound)
        guard let record = try? CollectionArchive.record(from: &reader, vocabulary: nil), reader.offset + 8 == records[number].upperBound else {
            return nil
        }
        return record
    }

    /// Vocabulary word `number`'s bytes.
    func word(_ number: UInt32) -> ArraySlice<UInt8>? {
        Int(number) < words.count ? bytes[words[Int(number)]] : nil
    }
}
