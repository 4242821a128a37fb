/// Where everything lies in a `CollectionArchive`, found without decoding its records: the
/// part before the vocabulary (title, categories, warnings), each vocabulary word, each file
/// record (stepped over by its length), and which records' files changed since. An update in
/// place (`InPlaceUpdate`) copies the unchanged parts byte for byte and decodes only the
/// records of files that changed.
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
    /// The positions of the records whose file changed (or has no inode to tell by), in order;
    /// nil when the walk found another number of files, or another path at some place.
    let changed: [Int]?

    /// How many bytes are read at a time: each part is checksummed and laid out while it is in cache.
    static let partSize = 256 << 10

    /// The archive `file` holds, read whole (up to `limit` bytes), and its map — nil when it is
    /// not an archive of this version, fails its checksum or a record does not lie whole inside
    /// it. Each part is checksummed, its records found and compared with `walked` (the folder's
    /// files, in collection order) as soon as it arrives, while it is in the processor's cache:
    /// a pass over the whole archive afterwards waited on memory at every record.
    static func read(_ file: SourceFile, limit: Int, comparedWith walked: [DirectoryWalker.Entry], part: Int = partSize)
        throws(FilePath.Failure) -> (bytes: [UInt8], map: ArchiveMap?) {
        var scan = Scan(walked: walked)
        let bytes = try file.readAll(limit: limit, part: part) { bytes, count in scan.advance(bytes, count) }
        guard let head = scan.head, scan.isWhole(bytes) else { return (bytes, nil) }
        return (bytes, ArchiveMap(bytes: bytes, prefix: head.prefix, warnings: head.warnings, words: head.words, vocabulary: head.vocabulary,
                                  records: scan.records, changed: walked.count == head.fileCount ? scan.changed : nil))
    }

    /// How the file of the record at `offset` of `bytes` stands to `now`, the file the walk
    /// found in its place, read from the record without decoding the rest of it.
    static func compare(_ bytes: [UInt8], recordAt offset: Int, with now: DirectoryWalker.Entry) -> Comparison {
        var reader = ByteReader(bytes, offset: offset + 4)
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
