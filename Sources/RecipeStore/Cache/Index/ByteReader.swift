/// Reads what `ByteWriter` wrote, refusing to run past the end: a truncated or damaged file
/// throws `ByteReader.Truncated` instead of trapping.
struct ByteReader {
    /// The data ended before a value did (or a length was absurd).
    struct Truncated: Error {}

    private let bytes: [UInt8]
    private(set) var offset: Int
    /// Where reading stops: the end of `bytes`, or of the part of them filled so far.
    private let end: Int

    /// A reader of `bytes` from `offset` up to `end` (their end when nil): one record of a
    /// buffer is read without running into the next, a value running past `end` throws.
    init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.offset = offset
        self.end = min(end ?? bytes.count, bytes.count)
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
        guard end - offset >= 4 else { throw Truncated() }
        var value: UInt32 = 0
        for shift in 0..<4 { value |= UInt32(bytes[offset + shift]) << (8 * shift) }
        offset += 4
        return value
    }

    mutating func u64() throws(Truncated) -> UInt64 {
        let low = UInt64(try u32()), high = UInt64(try u32())
        return low | high << 32
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

    mutating func string() throws(Truncated) -> String {
        let length = Int(try u32())
        guard end - offset >= length else { throw Truncated() }
        defer { offset += length }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    mutating func optionalInt() throws(Truncated) -> Int? {
        try u8() == 0 ? nil : Int(Int64(bitPattern: try u64()))
    }

    /// A length-prefixed string's bytes, not made into a `String`.
    mutating func stringBytes() throws(Truncated) -> ArraySlice<UInt8> {
        let length = Int(try u32())
        guard end - offset >= length else { throw Truncated() }
        defer { offset += length }
        return bytes[offset..<(offset + length)]
    }

    mutating func optionalString() throws(Truncated) -> String? {
        try u8() == 0 ? nil : try string()
    }

    mutating func strings() throws(Truncated) -> [String] {
        let count = Int(try u32())
        guard count <= end - offset else { throw Truncated() }
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    /// Steps over `count` bytes.
    mutating func skip(_ count: Int) throws(Truncated) {
        guard count >= 0, end - offset >= count else { throw Truncated() }
        offset += count
    }

    /// Steps over a length-prefixed string.
    mutating func skipString() throws(Truncated) { try skip(Int(try u32())) }

    /// The bytes in `range` of what is read (a range this reader passed over).
    subscript(range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }

    /// `count` items read by `item`, the count read first.
    mutating func list<T>(_ item: (inout ByteReader) throws(Truncated) -> T) throws(Truncated) -> [T] {
        let count = Int(try u32())
        guard count <= end - offset else { throw Truncated() }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try item(&self)) }
        return values
    }
}
