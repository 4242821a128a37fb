/// 64-bit FNV-1a: a tiny, stable hash for cache file names and change stamps (not for security).
public struct FNV1a {
    /// The hash so far.
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes in `bytes`.
    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    /// Mixes in `number`'s eight little-endian bytes.
    mutating func add(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { add($0) }
    }

    /// Mixes in `bytes` eight at a time (each little-endian word is one FNV-1a step, the tail
    /// byte by byte): about eight times faster than `add`, for checksums of whole files. Not
    /// the same value as `add` over the same bytes.
    mutating func addWords(_ bytes: UnsafeRawBufferPointer) {
        let words = bytes.count / 8
        var hash = value
        for word in 0..<words {
            hash = (hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))) &* 0x100_0000_01b3
        }
        value = hash
        add(UnsafeRawBufferPointer(rebasing: bytes[(words * 8)...]))
    }

    /// The word-at-a-time checksum (`addWords`) of `bytes[range]`.
    static func checksum(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        var hash = FNV1a()
        bytes.withUnsafeBytes { hash.addWords(UnsafeRawBufferPointer(rebasing: $0[range])) }
        return hash.value
    }

    /// The word-at-a-time checksum of `pieces` one after the other: the same value as
    /// `checksum` over their concatenation, without making it.
    static func checksum(_ pieces: [ArraySlice<UInt8>]) -> UInt64 {
        var hash = FNV1a(), pending: [UInt8] = []
        pending.reserveCapacity(8)
        for piece in pieces {
            piece.withUnsafeBytes { bytes in
                var start = 0
                if !pending.isEmpty {
                    start = min(8 - pending.count, bytes.count)
                    pending += bytes[..<start]
                    guard pending.count == 8 else { return }
                    pending.withUnsafeBytes { hash.addWords($0) }
                    pending.removeAll(keepingCapacity: true)
                }
                let words = (bytes.count - start) / 8 * 8
                hash.addWords(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + words)]))
                pending += bytes[(start + words)...]
            }
        }
        pending.withUnsafeBytes { hash.addWords($0) }
        return hash.value
    }

    /// The hash of `text`'s UTF-8, in hexadecimal (for file names).
    public static func hex(_ text: String) -> String {
        var hash = FNV1a()
        hash.add(text.utf8)
        return String(hash.value, radix: 16)
    }
}
