import FileSystem

/// The page checksums of an index file (`RecipeIndexFile`, section `pages`): one `Checksum`
/// (u64, little-endian) per 64 KiB page of the file (`IndexBytes.pageSize`, counted from the
/// file's start), over the part of the page that holds sections — after the header, before the
/// `pages` section itself. The header's checksum covers the header and this table's checksum,
/// so every byte a reader uses is checked: `IndexBytes` checks each page the first time it reads
/// it, and only the pages a screen touches are read.
enum IndexPages {
    static let size = IndexBytes.pageSize

    /// The pages holding bytes of `covered` (from the header's end to the `pages` section).
    static func count(covering covered: Range<Int>) -> Int {
        covered.isEmpty ? 0 : (covered.upperBound - 1) / size + 1
    }

    /// The part of page `number` inside `covered`.
    static func range(of number: Int, covering covered: Range<Int>) -> Range<Int> {
        (number * size..<(number + 1) * size).clamped(to: covered)
    }

    /// The `pages` section for the file `bytes` whose sections before it are `covered`.
    static func table(of bytes: [UInt8], covering covered: Range<Int>) -> [UInt8] {
        var writer = ByteWriter()
        for number in 0..<count(covering: covered) { writer.u64(Checksum.of(bytes, range(of: number, covering: covered))) }
        return writer.storage
    }

    /// The `pages` section for a file whose sections before it are `pieces`, one after the other
    /// from offset `start` (those not held in memory read from their files); nil when a file no
    /// longer has its piece.
    static func table(of pieces: [FilePiece], from start: Int) -> [UInt8]? {
        var writer = ByteWriter(), checksum = Checksum(), offset = start
        for piece in pieces {
            let whole = piece.withBytes { bytes in
                var at = 0
                while at < bytes.count {
                    let end = min(bytes.count, at + (size - offset % size))
                    checksum.add(UnsafeRawBufferPointer(rebasing: bytes[at..<end]))
                    offset += end - at
                    at = end
                    if offset % size == 0 {
                        writer.u64(checksum.value)
                        checksum = Checksum()
                    }
                }
                return true
            }
            guard whole else { return nil }
        }
        if offset % size != 0 { writer.u64(checksum.value) }
        return writer.storage
    }

    /// The checksum of page `number` as `table` (a `pages` section) gives it; nil past its end.
    static func checksum(of number: Int, in table: [UInt8]) -> UInt64? {
        do {
            return try ByteReader(table).u64(at: number * 8)
        } catch {
            return nil  // no such page: the caller counts the page as failing
        }
    }
}
