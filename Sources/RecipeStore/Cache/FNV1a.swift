/// 64-bit FNV-1a: a tiny, stable hash for cache file names and change stamps (not for security;
/// cache files' checksums are `Checksum`'s).
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

    /// The hash of `text`'s UTF-8, in hexadecimal (for file names).
    public static func hex(_ text: String) -> String {
        var hash = FNV1a()
        hash.add(text.utf8)
        return String(hash.value, radix: 16)
    }
}
