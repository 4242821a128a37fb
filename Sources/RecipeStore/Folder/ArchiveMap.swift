/// Where everything lies in a `CollectionArchive`, found without decoding its records: the
/// part before the vocabulary (title, categories, warnings), each vocabulary word, and each
/// file record (stepped over by its length). An update in place (`InPlaceUpdate`) compares
/// each record's file with the folder's (`compare`), copies the unchanged parts byte for byte
/// and decodes only the records of files that changed.
struct ArchiveMap {
    /// How a record's file stands to the file a walk found in its place.
    enum Comparison: Equatable {
        /// The same path, size, modification time, inode and name problem.
        case unchanged
        /// The same path, changed (or with no inode to tell: looked at again).
        case changed
        /// Another path (or a record that does not read).
        case otherPath
    }

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
    /// Each file record's bytes (its length and checksum included), in collection order.
    let records: [Range<Int>]

    /// The map of `bytes` when they are an archive of this version whose body passes its
    /// checksum and whose every record lies whole inside it; nil otherwise. The checksum and
    /// the walk through the records run side by side.
    init?(_ bytes: [UInt8]) {
        typealias Archive = CollectionArchive
        var reader = ByteReader(bytes)
        guard (try? reader.u32()) == Archive.magic, (try? reader.u32()) == Archive.version, (try? reader.u64()) != nil,
              let length = try? reader.u64(), let checksum = try? reader.u64(), length == UInt64(bytes.count - Archive.headerSize) else { return nil }
        let (sound, layout) = SideBySide.run({ Checksum.of(bytes, Archive.headerSize..<bytes.count) == checksum }, { Self.layout(of: bytes) })
        guard sound, let layout else { return nil }
        (prefix, warnings, words, vocabulary, records) = layout
        self.bytes = bytes
    }

    /// Where the parts of the archive `bytes` lie (see the properties); nil when one runs past its end.
    private static func layout(of bytes: [UInt8]) -> (prefix: Range<Int>, warnings: [CollectionIssue], words: [Range<Int>], vocabulary: Range<Int>,
                                                    records: [Range<Int>])? {
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
            var records: [Range<Int>] = []
            records.reserveCapacity(fileCount)
            for _ in 0..<fileCount {
                let start = reader.offset, length = Int(try reader.u32())
                guard length >= 8 else { return nil }  // a checksum at least
                try reader.skip(length)
                records.append(start..<reader.offset)
            }
            return reader.isAtEnd ? (prefix, warnings, words, vocabulary, records) : nil
        } catch {
            return nil
        }
    }

    /// How file record `position`'s file stands to `now`, the file the walk found in its place,
    /// read from the record without decoding the rest of it.
    func compare(record position: Int, with now: DirectoryWalker.Entry) -> Comparison {
        var reader = ByteReader(bytes, offset: records[position].lowerBound + 4)
        do {
            guard now.relativePath.hasBytes(try reader.stringBytes()) else { return .otherPath }
            let size = try reader.u64(), seconds = Int64(bitPattern: try reader.u64()), nanoseconds = Int64(bitPattern: try reader.u64())
            let inode = try reader.u64(), nameProblem = try reader.optionalString()
            let same = size == now.size && seconds == now.modifiedSeconds && nanoseconds == now.modifiedNanoseconds && inode == now.inode
                && nameProblem == now.nameProblem
            return same && now.inode != 0 ? .unchanged : .changed
        } catch {
            return .otherPath
        }
    }

    /// The record at `number` decoded whole, its word numbers kept (`ParsedFile.archivedWords`).
    func record(_ number: Int) -> (file: ParsedFile, related: [RecipeID])? {
        var reader = ByteReader(bytes, offset: records[number].lowerBound + 4)  // after the record's length
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
