import FileSystem
#if canImport(Glibc)
import Glibc
#endif

/// Where everything lies in a `CollectionArchive`, found without holding or decoding its
/// records: the part before the vocabulary (title, categories, warnings), each vocabulary word,
/// each file record (stepped over by its length), and which records' files changed since. An
/// update in place (`InPlaceUpdate`) has the kernel copy the unchanged parts from the file and
/// reads and decodes only the records of files that changed.
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

    /// The archive's bytes before its first record (header, title, categories, warnings,
    /// vocabulary, file count); the records stay in the file.
    let head: [UInt8]
    /// Title, categories and warnings: from the body's start to the vocabulary's count.
    let prefix: Range<Int>
    /// The collection's warnings, decoded (they are few).
    let warnings: [CollectionIssue]
    /// Each vocabulary word's bytes in `head`, by number.
    let words: [Range<Int>]
    /// The vocabulary's words as stored (each a u32 length then its bytes), after its count.
    let vocabulary: Range<Int>
    /// Each file record's bytes in the file (its length and checksum included), in collection order.
    let records: [Range<Int>]
    /// The positions of the records whose file changed (or has no inode to tell by), in order;
    /// nil when the walk found another number of files, or another path at some place.
    let changed: [Int]?

    /// How many bytes are read at a time, into one buffer used again and again.
    static let partSize = 256 << 10

    /// The map of the archive in `file` (at most `limit` bytes), compared with `walked` (the
    /// folder's files, in collection order); nil when it is not an archive of this version, fails
    /// its checksum, a record does not lie whole inside it, or it cannot be read. The file is
    /// read in parts into one small buffer, each checksummed, its records found and compared
    /// as it arrives: the archive is never held whole (fresh memory for 12 MB cost 4–5 ms on
    /// this project's machines, the read itself under one), and each record is looked at while
    /// it is in the processor's cache.
    static func read(_ file: SourceFile, limit: Int, comparedWith walked: [DirectoryWalker.Entry], part: Int = partSize) -> ArchiveMap? {
        let size = Int(file.info.st_size)
        guard file.isRegularFile, size <= limit else { return nil }
        var scan = Scan(walked: walked, size: size)
        var window: [UInt8] = [], start = 0, offset = 0  // the bytes from file offset `start` to `offset`
        window.reserveCapacity(min(size, 2 * part))
        let descriptor = FileDescriptor(rawValue: file.descriptor)
        while offset < size {
            let want = min(part, size - offset), filled = window.count
            window.append(contentsOf: repeatElement(0, count: want))
            let got = window.withUnsafeMutableBytes { descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...]), at: offset) }
            guard got == want else { return nil }  // unreadable, or cut short since it was looked at
            offset += want
            guard let keep = scan.advance(window, from: start, isLast: offset == size) else { return nil }
            window.removeFirst(keep - start)
            start = keep
        }
        return scan.map()
    }

    /// How the file of the record at `range` of `bytes` stands to `now`, the file the walk
    /// found in its place, read from the record (and nothing after it) without decoding the rest.
    static func compare(_ bytes: [UInt8], record range: Range<Int>, with now: DirectoryWalker.Entry) -> Comparison {
        var reader = ByteReader(bytes, offset: range.lowerBound + 4, end: range.upperBound)
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

    /// The record at `number`, read from `file` (the archive mapped) and decoded whole, its word
    /// numbers kept (`ParsedFile.archivedWords`); nil when it no longer reads or fails its
    /// checksum — the file changed since it was mapped, and the full update, reading it again
    /// whole, says what is wrong with it.
    func record(_ number: Int, in file: SourceFile) -> (file: ParsedFile, related: [RecipeID])? {
        let range = records[number]
        guard let bytes = file.read(UInt64(range.lowerBound)..<UInt64(range.upperBound)) else { return nil }
        do {
            return try CollectionArchive.record(in: bytes)
        } catch {
            return nil
        }
    }

    /// Vocabulary word `number`'s bytes.
    func word(_ number: UInt32) -> ArraySlice<UInt8>? {
        Int(number) < words.count ? head[words[Int(number)]] : nil
    }
}
