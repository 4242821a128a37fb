extension ArchiveMap {
    /// What comes before the records: the header's body length and checksum, the parts
    /// `ArchiveMap` names, how many records follow and where the first starts.
    struct Head {
        let length: Int, checksum: UInt64
        let prefix: Range<Int>, warnings: [CollectionIssue], words: [Range<Int>], vocabulary: Range<Int>
        let fileCount: Int, recordsStart: Int
    }

    /// An archive laid out as its parts arrive (`ArchiveMap.read`): the body checksummed, the
    /// head read once it has come whole, then each record found by its length and compared
    /// with the file the walk found in its place. Keeps offsets only, never the bytes.
    struct Scan {
        /// The folder's files, in collection order.
        let walked: [DirectoryWalker.Entry]
        /// The head, once read.
        private(set) var head: Head?
        /// Each record's bytes found so far.
        private(set) var records: [Range<Int>] = []
        /// The positions of the records whose file changed; nil once a path differed.
        private(set) var changed: [Int]? = []
        /// The body's checksum so far, and up to where.
        private var checksum = Checksum(), checksummed = CollectionArchive.headerSize
        /// Set when the bytes cannot be an archive of this version.
        private var refused = false

        init(walked: [DirectoryWalker.Entry]) { self.walked = walked }

        /// Takes in the first `count` bytes of `bytes` (the rest not read yet).
        mutating func advance(_ bytes: [UInt8], _ count: Int) {
            guard !refused else { return }
            if count > checksummed {
                bytes.withUnsafeBytes { checksum.add(UnsafeRawBufferPointer(rebasing: $0[checksummed..<count])) }
                checksummed = count
            }
            if head == nil {
                do {
                    head = try Self.head(of: bytes, upTo: count)
                } catch is OtherFormat {
                    refused = true
                    return
                } catch {
                    refused = count == bytes.count  // cut short only if nothing more is coming
                    return
                }
            }
            guard let head else { return }
            var next = records.last?.upperBound ?? head.recordsStart
            while records.count < head.fileCount {
                var reader = ByteReader(bytes, offset: next, end: count)
                guard let length = try? Int(reader.u32()) else { return }
                let end = next + 4 + length
                guard length >= 8, end <= bytes.count else {  // a checksum at least, inside the file
                    refused = true
                    return
                }
                guard end <= count else { return }
                if changed != nil, records.count < walked.count {
                    switch ArchiveMap.compare(bytes, recordAt: next, with: walked[records.count]) {
                    case .unchanged: break
                    case .changed: changed?.append(records.count)
                    case .otherPath: changed = nil
                    }
                }
                records.append(next..<end)
                next = end
            }
        }

        /// Whether `bytes`, all read, are the archive the scan found: every record ending where
        /// the file ends, the body as long as the header says and passing its checksum.
        func isWhole(_ bytes: [UInt8]) -> Bool {
            guard !refused, let head, records.count == head.fileCount, (records.last?.upperBound ?? head.recordsStart) == bytes.count,
                  head.length == bytes.count - CollectionArchive.headerSize, checksummed == bytes.count else { return false }
            return checksum.value == head.checksum
        }

        /// Bytes that are not an archive of this version, however many more come.
        private struct OtherFormat: Error {}

        /// The head of an archive of this version from the first `count` bytes of `bytes`;
        /// throws when they do not hold it all, or are not such an archive.
        private static func head(of bytes: [UInt8], upTo count: Int) throws -> Head {
            typealias Archive = CollectionArchive
            var reader = ByteReader(bytes, end: count)
            guard try reader.u32() == Archive.magic, try reader.u32() == Archive.version else { throw OtherFormat() }
            _ = try reader.u64()
            let length = Int(clamping: try reader.u64()), checksum = try reader.u64()
            try reader.skipString()
            let categories = Int(try reader.u32())
            guard categories <= reader.remaining else { throw ByteReader.Truncated() }
            for _ in 0..<categories { try reader.skipString(); try reader.skipString() }
            let warnings = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in try Archive.issue(from: &r) }
            let prefix = Archive.headerSize..<reader.offset
            let wordCount = Int(try reader.u32())
            guard wordCount <= reader.remaining else { throw ByteReader.Truncated() }
            var words: [Range<Int>] = []
            words.reserveCapacity(wordCount)
            for _ in 0..<wordCount {
                let size = Int(try reader.u32()), start = reader.offset
                try reader.skip(size)
                words.append(start..<reader.offset)
            }
            let vocabulary = (prefix.upperBound + 4)..<reader.offset
            let fileCount = Int(try reader.u32())
            guard fileCount <= bytes.count - reader.offset else { throw OtherFormat() }
            return Head(length: length, checksum: checksum, prefix: prefix, warnings: warnings, words: words, vocabulary: vocabulary,
                        fileCount: fileCount, recordsStart: reader.offset)
        }
    }
}
