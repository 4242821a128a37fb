import CFiles
#if canImport(Glibc)
import Glibc
#endif

/// A run of bytes for `AtomicFile` to write: bytes in memory, or bytes that also lie at the
/// same offsets of an open file, which the kernel copies file to file (`copy_file_range`)
/// rather than this process writing them. An update that keeps most of a cache file copies
/// that part: on this project's virtual machines writing 59 MB from memory took 12 to 150 ms
/// from run to run, the kernel's copy 15 ms every time.
struct FilePiece {
    /// The bytes; also what is written when the kernel cannot copy them.
    let bytes: ArraySlice<UInt8>
    /// The file holding `bytes` at offsets `bytes.indices` (nil: write from memory).
    let source: SourceFile?

    /// `bytes`, written from memory.
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        source = nil
    }

    /// `bytes`, which are `bytes.indices` of the file `source`, copied from it by the kernel.
    init(_ bytes: ArraySlice<UInt8>, copiedFrom source: SourceFile) {
        self.bytes = bytes
        self.source = source
    }

    /// The piece as runs of at most `size` bytes, one after the other (each copied from the
    /// same file, when it is).
    func runs(of size: Int) -> [FilePiece] {
        guard bytes.count > size else { return [self] }
        return stride(from: bytes.startIndex, to: bytes.endIndex, by: size).map { start in
            let run = bytes[start..<min(start + size, bytes.endIndex)]
            return source.map { FilePiece(run, copiedFrom: $0) } ?? FilePiece(run)
        }
    }

    /// Appends the piece at the descriptor's position; false when it could not be written.
    func write(to fd: Int32) -> Bool {
        var done = 0
        if let source {
            var offset = Int64(bytes.startIndex)
            while done < bytes.count {
                let copied = cb_copy_file_range(source.descriptor, &offset, fd, bytes.count - done)
                if copied < 0, errno == EINTR { continue }
                // Another file system, an old kernel, or the source cut short: the rest from memory.
                guard copied > 0 else { break }
                done += copied
            }
        }
        return bytes.dropFirst(done).withUnsafeBytes { FilePath.writeAll(fd, $0) }
    }

    /// Why the copied parts of `pieces` cannot be trusted, or nil: a source file that is no
    /// longer the one read (its size, modification time or inode moved — it was written in
    /// place meanwhile) may have given other bytes than those its checksum was made from.
    static func changedSource(_ pieces: [FilePiece]) -> String? {
        var checked: Set<ObjectIdentifier> = []
        for case let source? in pieces.map(\.source) where checked.insert(ObjectIdentifier(source)).inserted {
            var now = stat()
            guard fstat(source.descriptor, &now) == 0, SourceStamp(now) == source.stamp else { return "\(source.path) changed while it was copied" }
        }
        return nil
    }
}
