import FileSystem

/// A section of a new index file as it is put together from the old one: runs of the old
/// file's bytes (copied file to file when written, `FilePiece`) and bytes made anew. A patch
/// that keeps most of a 31 MB index this way writes a few MB from memory, not the whole.
struct SectionParts {
    /// A run of the section: bytes at a range of the old file, or new bytes.
    enum Run {
        case old(Range<Int>)
        case new([UInt8])
    }

    /// The runs so far (adjacent old runs joined, new bytes gathered).
    private(set) var runs: [Run] = []
    /// Bytes after the last run, not yet a run.
    private var pending: [UInt8] = []
    /// The section's length so far.
    private(set) var count = 0

    /// The old file's bytes at `range` come next.
    mutating func append(old range: Range<Int>) {
        guard !range.isEmpty else { return }
        flush()
        if case let .old(last) = runs.last, last.upperBound == range.lowerBound {
            runs[runs.count - 1] = .old(last.lowerBound..<range.upperBound)
        } else {
            runs.append(.old(range))
        }
        count += range.count
    }

    /// `bytes` come next.
    mutating func append(new bytes: [UInt8]) {
        pending += bytes
        count += bytes.count
    }

    /// The section's runs, whole.
    mutating func finished() -> [Run] {
        flush()
        return runs
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        runs.append(.new(pending))
        pending = []
    }
}
