#if canImport(Glibc)
import Glibc
#endif

/// A run of bytes for `AtomicFile` to write: bytes in memory, or bytes of an open file (held
/// in memory too, or not), which the kernel copies file to file (`copy_file_range`) rather
/// than this process writing them. An update that keeps most of a cache file copies
/// that part: on this project's virtual machines writing 59 MB from memory took 12 to 150 ms
/// from run to run, the kernel's copy 15 ms every time.
package struct FilePiece {
    /// The bytes, when held in memory; empty for a piece only in its file (`init(copying:of:)`).
    package let bytes: ArraySlice<UInt8>
    /// The file holding the piece at offsets `range` (nil: written from memory).
    package let source: SourceFile?
    /// Where the piece lies in `source` (for a piece in memory only, `bytes`' indices).
    package let range: Range<Int>
    /// Whether `bytes` holds the piece (otherwise it is read from `source` when needed).
    package let isHeld: Bool

    /// `bytes`, written from memory.
    package init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        source = nil
        range = bytes.indices
        isHeld = true
    }

    /// `bytes`, which are `bytes.indices` of the file `source`, copied from it by the kernel.
    package init(_ bytes: ArraySlice<UInt8>, copiedFrom source: SourceFile) {
        self.bytes = bytes
        self.source = source
        range = bytes.indices
        isHeld = true
    }

    /// Bytes `range` of `source`, not held in memory: copied by the kernel, read when they
    /// must be looked at (`withBytes`) or cannot be copied.
    package init(copying range: Range<Int>, of source: SourceFile) {
        bytes = []
        self.source = source
        self.range = range
        isHeld = false
    }

    /// How many bytes the piece has.
    package var count: Int { range.count }

    /// The piece as runs of at most `size` bytes, one after the other (each copied from the
    /// same file, when it is).
    package func runs(of size: Int) -> [FilePiece] {
        guard count > size else { return [self] }
        return stride(from: range.lowerBound, to: range.upperBound, by: size).map { start in
            let run = start..<min(start + size, range.upperBound)
            guard isHeld else { return FilePiece(copying: run, of: source!) }
            let held = bytes[(bytes.startIndex + run.lowerBound - range.lowerBound)..<(bytes.startIndex + run.upperBound - range.lowerBound)]
            return source.map { FilePiece(held, copiedFrom: $0) } ?? FilePiece(held)
        }
    }

    /// Appends the piece at the descriptor's position; false when it could not be written.
    package func write(to fd: Int32) -> Bool {
        var done = 0
        if let source {
            var offset = Int64(range.lowerBound)
            while done < count {
                let copied = CLibrary.copy(from: source.descriptor, at: &offset, to: fd, count: count - done)
                if copied < 0, errno == EINTR { continue }
                // Another file system, an old kernel, or the source cut short: the rest from memory.
                guard copied > 0 else { break }
                done += copied
            }
        }
        let target = FileDescriptor(rawValue: fd)
        if isHeld { return bytes.dropFirst(done).withUnsafeBytes { target.writeAll($0) } }
        guard done < count else { return true }
        return FilePiece(copying: (range.lowerBound + done)..<range.upperBound, of: source!).withBytes { target.writeAll($0) }
    }

    /// Hands the piece's bytes to `body`, in order: at once when held, otherwise read from its
    /// file a part at a time into one buffer; false when `body` refuses a part or the file no
    /// longer has them all.
    package func withBytes(_ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        guard !isHeld, let source else { return bytes.withUnsafeBytes(body) }
        let part = min(count, 256 << 10)
        var buffer = [UInt8](repeating: 0, count: part), at = range.lowerBound
        let file = FileDescriptor(rawValue: source.descriptor)
        while at < range.upperBound {
            let want = min(part, range.upperBound - at)
            let got = buffer.withUnsafeMutableBytes { file.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[..<want]), at: at) } ?? 0
            guard got == want, buffer.withUnsafeBytes({ body(UnsafeRawBufferPointer(rebasing: $0[..<got])) }) else { return false }
            at += got
        }
        return true
    }

    /// Why the copied parts of `pieces` cannot be trusted, or nil: a source file that is no
    /// longer the one read (its size, modification time or inode moved — it was written in
    /// place meanwhile) may have given other bytes than those its checksum was made from.
    package static func changedSource(_ pieces: [FilePiece]) -> String? {
        var checked: Set<ObjectIdentifier> = []
        for case let source? in pieces.map(\.source) where checked.insert(ObjectIdentifier(source)).inserted {
            var now = stat()
            guard fstat(source.descriptor, &now) == 0, SourceStamp(now) == source.stamp else { return "\(source.path) changed while it was copied" }
        }
        return nil
    }
}
