/// Appends little-endian integers and bytes.
struct ByteWriter {
    private(set) var storage: [UInt8] = []

    var count: Int { storage.count }

    /// Makes room for `capacity` bytes up front, when the size is known roughly.
    mutating func reserve(_ capacity: Int) { storage.reserveCapacity(capacity) }

    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { storage.append(contentsOf: $0) } }

    mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { storage.append(contentsOf: $0) } }

    mutating func bytes(_ more: [UInt8]) { storage.append(contentsOf: more) }
    /// Appends `more` as it is (a piece of another file, say).
    mutating func bytes(_ more: ArraySlice<UInt8>) { storage.append(contentsOf: more) }
    /// Replaces the bytes at `offset` (already written) with `bytes`.
    mutating func overwrite(at offset: Int, with bytes: [UInt8]) { storage.replaceSubrange(offset..<(offset + bytes.count), with: bytes) }
}

extension ByteWriter {
    /// A length-prefixed UTF-8 string.
    mutating func string(_ text: String) {
        u32(UInt32(text.utf8.count))
        storage.append(contentsOf: text.utf8)
    }

    /// An optional Int: a presence byte then the value.
    mutating func optional(_ value: Int?) {
        storage.append(value == nil ? 0 : 1)
        if let value { u64(UInt64(bitPattern: Int64(value))) }
    }

    /// An optional string: a presence byte then the string.
    mutating func optional(_ value: String?) {
        storage.append(value == nil ? 0 : 1)
        if let value { string(value) }
    }

    /// An unsigned LEB128 number: seven bits a byte, low first; small numbers take one byte.
    mutating func varint(_ value: UInt32) {
        var rest = value
        while rest >= 0x80 {
            storage.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        storage.append(UInt8(rest))
    }

    /// A count then each string.
    mutating func strings(_ values: [String]) {
        u32(UInt32(values.count))
        for value in values { string(value) }
    }
}
