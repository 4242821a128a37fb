/// The one reader of cache bytes — the folder archive, the index's header and every value of
/// its sections: reads what `ByteWriter` wrote from a window of a buffer, and refuses to run
/// past the window's end, so a truncated or damaged file throws `ByteReader.Truncated` instead
/// of trapping or reading a neighbour's bytes. Where the bytes come from is not its business:
/// an archive is read into a buffer, an index comes in checked pages (`IndexBytes.reader`).
struct ByteReader {
    /// The data ended before a value did (or a length or count was larger than the bytes left).
    struct Truncated: Error {}

    private let bytes: [UInt8]
    /// Where the next read starts.
    private(set) var offset: Int
    /// Where the window starts: random reads (`u32(at:)`) before it are refused.
    private let start: Int
    /// Where reading stops: the end of `bytes`, or of the part of them that is this reader's.
    private let end: Int

    /// A reader of `bytes` from `offset` up to `end` (their end when nil): one record of a
    /// buffer is read without running into the next, a value running past `end` throws.
    init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        let end = max(0, min(end ?? bytes.count, bytes.count))
        self.end = end
        start = (0...end).contains(offset) ? offset : end  // an offset outside the bytes: nothing to read
        self.offset = start
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { offset == end }

    /// Bytes not read yet: the most items of at least a byte each a count can honestly promise.
    var remaining: Int { end - offset }

    mutating func u8() throws(Truncated) -> UInt8 {
        guard offset < end else { throw Truncated() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func u32() throws(Truncated) -> UInt32 {
        let value = try u32(at: offset)
        offset += 4
        return value
    }

    mutating func u64() throws(Truncated) -> UInt64 {
        let value = try u64(at: offset)
        offset += 8
        return value
    }

    /// The u32 at `position` of the window, without moving (a field of a fixed-size record).
    func u32(at position: Int) throws(Truncated) -> UInt32 {
        guard position >= start, position <= end - 4 else { throw Truncated() }
        return bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: UInt32.self)) }
    }

    /// The u64 at `position` of the window, without moving.
    func u64(at position: Int) throws(Truncated) -> UInt64 {
        guard position >= start, position <= end - 8 else { throw Truncated() }
        return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: UInt64.self)) }
    }

    /// `count` u32 values one after the other (a table of positions or starts).
    mutating func u32s(_ count: Int) throws(Truncated) -> [UInt32] {
        guard count >= 0, count <= remaining / 4 else { throw Truncated() }
        let from = offset
        offset += count * 4
        return bytes.withUnsafeBytes { raw in (0..<count).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: from + $0 * 4, as: UInt32.self)) } }
    }

    /// An unsigned LEB128 number as `ByteWriter.varint` wrote it (at most five bytes).
    mutating func varint() throws(Truncated) -> UInt32 {
        var value: UInt32 = 0
        for shift in stride(from: 0, through: 28, by: 7) {
            let byte = try u8()
            value |= UInt32(byte & 0x7F) << shift
            if byte < 0x80 { return value }
        }
        throw Truncated()
    }

    /// The next `count` bytes, as they are.
    mutating func bytes(_ count: Int) throws(Truncated) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else { throw Truncated() }
        let from = offset
        offset += count
        return bytes[from..<offset]
    }

    /// The bytes left, all read: the buffer itself when the window is all of it (no copy).
    mutating func remainingBytes() -> [UInt8] {
        let from = offset
        offset = end
        return from == 0 && end == bytes.count ? bytes : Array(bytes[from..<end])
    }

    mutating func string() throws(Truncated) -> String {
        String(decoding: try stringBytes(), as: UTF8.self)
    }

    mutating func optionalInt() throws(Truncated) -> Int? {
        try u8() == 0 ? nil : Int(Int64(bitPattern: try u64()))
    }

    /// A length-prefixed string's bytes, not made into a `String`.
    mutating func stringBytes() throws(Truncated) -> ArraySlice<UInt8> {
        try bytes(Int(try u32()))
    }

    mutating func optionalString() throws(Truncated) -> String? {
        try u8() == 0 ? nil : try string()
    }

    mutating func strings() throws(Truncated) -> [String] {
        try list { (reader: inout ByteReader) throws(Truncated) in try reader.string() }
    }

    /// Steps over `count` bytes.
    mutating func skip(_ count: Int) throws(Truncated) {
        guard count >= 0, count <= remaining else { throw Truncated() }
        offset += count
    }

    /// Steps over a length-prefixed string.
    mutating func skipString() throws(Truncated) { try skip(Int(try u32())) }

    /// The bytes in `range` of what is read (a range this reader passed over).
    subscript(range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }

    /// `count` items read by `item`, the count read first; a count larger than the bytes left
    /// (every item takes one at least) is refused before anything is made for it.
    mutating func list<T>(_ item: (inout ByteReader) throws(Truncated) -> T) throws(Truncated) -> [T] {
        let count = Int(try u32())
        guard count <= remaining else { throw Truncated() }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try item(&self)) }
        return values
    }
}
