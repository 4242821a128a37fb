/// Appends little-endian integers and bytes.
struct ByteWriter {
    private(set) var storage: [UInt8] = []

    var count: Int { storage.count }

    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { storage.append(contentsOf: $0) } }

    mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { storage.append(contentsOf: $0) } }

    mutating func bytes(_ more: [UInt8]) { storage.append(contentsOf: more) }
}

extension ByteWriter {
    /// A length-prefixed UTF-8 string.
    mutating func string(_ text: String) {
        let utf8 = Array(text.utf8)
        u32(UInt32(utf8.count))
        bytes(utf8)
    }

    /// An optional Int: a presence byte then the value.
    mutating func optional(_ value: Int?) {
        bytes([value == nil ? 0 : 1])
        if let value { u64(UInt64(bitPattern: Int64(value))) }
    }

    /// An optional string: a presence byte then the string.
    mutating func optional(_ value: String?) {
        bytes([value == nil ? 0 : 1])
        if let value { string(value) }
    }

    /// A count then each string.
    mutating func strings(_ values: [String]) {
        u32(UInt32(values.count))
        for value in values { string(value) }
    }
}
