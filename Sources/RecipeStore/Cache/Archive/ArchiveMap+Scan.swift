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
    /// with the file the walk found in its place. Holds offsets, and the head's bytes.
    struct Scan {
        /// The folder's files, in collection order.
        let walked: [DirectoryWalker.Entry]
        /// The archive file's size: every length read is checked against it as soon as it is
        /// read, so damage is refused at once rather than read to the end (or allocated for).
        let size: Int
        /// The head, once read, and its bytes.
        private var head: Head?, headBytes: [UInt8] = []
        /// Each record's bytes found so far.
        private var records: [Range<Int>] = []
        /// The positions of the records whose file changed; nil once a path differed.
        private var changed: [Int]? = []
        /// The body's checksum so far, and up to where.
        private var checksum = Checksum(), checksummed = CollectionArchive.headerSize
        /// How many bytes the window must hold before the head is looked for again (doubled
        /// after each miss, so a head cut short by damage is not read again at every part).
        private var headAttemptAt = 0

        init(walked: [DirectoryWalker.Entry], size: Int) {
            self.walked = walked
            self.size = size
        }

        /// Takes in `window`, the file's bytes from offset `start` on (up to its end when
        /// `isLast`). Returns from where on bytes are still needed (what is before can be let
        /// go of), nil when these cannot be an archive of this version.
        mutating func advance(_ window: [UInt8], from start: Int, isLast: Bool) -> Int? {
            let end = start + window.count
            if end > checksummed {
                window.withUnsafeBytes { checksum.add(UnsafeRawBufferPointer(rebasing: $0[(checksummed - start)...])) }
                checksummed = end
            }
            if head == nil {
                guard window.count >= headAttemptAt || isLast else { return 0 }
                do {
                    head = try Self.head(of: window, size: size)  // the window starts at the file's start until the head is read
                } catch is OtherFormat {
                    return nil
                } catch {
                    headAttemptAt = 2 * window.count
                    return 0  // not all there yet
                }
                headBytes = Array(window[..<head!.recordsStart])
            }
            guard let head else { return 0 }
            var next = records.last?.upperBound ?? head.recordsStart
            while records.count < head.fileCount {
                let length: Int
                do {
                    length = Int(try ByteReader(window).u32(at: next - start))
                } catch {
                    break  // its length has not come yet: the next part brings it
                }
                guard length >= 8, next + 4 + length <= size else { return nil }  // a checksum at least, inside the file
                guard next + 4 + length <= end else { break }
                if changed != nil, records.count < walked.count {
                    switch ArchiveMap.compare(window, record: (next - start)..<(next - start + 4 + length), with: walked[records.count]) {
                    case .unchanged: break
                    case .changed: changed?.append(records.count)
                    case .otherPath: changed = nil
                    }
                }
                records.append(next..<(next + 4 + length))
                next += 4 + length
            }
            return next
        }

        /// The map, when the file read through is the archive the scan found: every record
        /// ending where the file ends, the body as long as the header says and passing its checksum.
        func map() -> ArchiveMap? {
            // (The body's length was checked against the file's size when the head was read.)
            guard let head, records.count == head.fileCount, (records.last?.upperBound ?? head.recordsStart) == size,
                  checksummed == size, checksum.value == head.checksum else { return nil }
            return ArchiveMap(head: headBytes, prefix: head.prefix, warnings: head.warnings, words: head.words, vocabulary: head.vocabulary,
                              records: records, changed: walked.count == head.fileCount ? changed : nil)
        }

        /// Bytes that are not an archive of this version, however many more come.
        private struct OtherFormat: Error {}

        /// The head of an archive of this version and `size` bytes at the start of `bytes`;
        /// throws `OtherFormat` when they are not such an archive, another error when they do
        /// not hold all of it.
        private static func head(of bytes: [UInt8], size: Int) throws -> Head {
            typealias Archive = CollectionArchive
            var reader = ByteReader(bytes)
            guard try reader.u32() == Archive.magic, try reader.u32() == Archive.version else { throw OtherFormat() }
            _ = try reader.u64()
            let length = Int(clamping: try reader.u64()), checksum = try reader.u64()
            guard length == size - Archive.headerSize else { throw OtherFormat() }  // cut short, grown or damaged
            try reader.skipString()
            let categories = Int(try reader.u32())
            guard categories <= (size - reader.offset) / 8 else { throw OtherFormat() }  // two strings of four bytes at least
            for _ in 0..<categories { try reader.skipString(); try reader.skipString() }
            let warnings = try reader.list { (r: inout ByteReader) throws(ByteReader.Truncated) in try Archive.issue(from: &r) }
            let prefix = Archive.headerSize..<reader.offset
            let wordCount = Int(try reader.u32())
            guard wordCount <= (size - reader.offset) / 4 else { throw OtherFormat() }  // each word takes four bytes at least
            var words: [Range<Int>] = []
            words.reserveCapacity(wordCount)
            for _ in 0..<wordCount {
                let size = Int(try reader.u32()), start = reader.offset
                try reader.skip(size)
                words.append(start..<reader.offset)
            }
            let vocabulary = (prefix.upperBound + 4)..<reader.offset
            let fileCount = Int(try reader.u32())
            guard fileCount <= (size - reader.offset) / 12 else { throw OtherFormat() }  // each record takes twelve bytes at least
            return Head(length: length, checksum: checksum, prefix: prefix, warnings: warnings, words: words, vocabulary: vocabulary,
                        fileCount: fileCount, recordsStart: reader.offset)
        }
    }
}
