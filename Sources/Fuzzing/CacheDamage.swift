/// One damage to a cache file, read from 8 bytes of the `cache` target's input: byte 0 says
/// which file (bit 0: archive or index) and how (bits 1-3), byte 1 is a value, bytes 2-5 an
/// offset (little-endian; its top bit keeps it within the first 128 bytes, where the headers
/// are), bytes 6-7 a length.
struct CacheDamage: Equatable {
    /// What is done at the offset.
    enum Kind: Int, CaseIterable {
        case flipBit, setByte, cut, grow, erase, insert
    }

    /// The index (true) or the archive (false).
    let inIndex: Bool
    let kind: Kind
    let value: UInt8
    let offset: UInt32
    let length: UInt16

    /// The damages of an input: one per 8 bytes (a shorter tail is padded with zeros), at most 64.
    static func parse(_ bytes: [UInt8]) -> [CacheDamage] {
        stride(from: 0, to: min(bytes.count, 64 * 8), by: 8).map { start in
            let op = (0..<8).map { start + $0 < bytes.count ? bytes[start + $0] : 0 }
            let offset = (2..<6).reduce(UInt32(0)) { $0 | UInt32(op[$1]) << (8 * UInt32($1 - 2)) }
            return CacheDamage(inIndex: op[0] & 1 == 1, kind: Kind(rawValue: Int(op[0] >> 1) % Kind.allCases.count) ?? .flipBit,
                               value: op[1], offset: offset, length: UInt16(op[6]) | UInt16(op[7]) << 8)
        }
    }

    /// The 8 bytes of a damage.
    static func bytes(inIndex: Bool, _ kind: Kind, value: UInt8 = 0, offset: UInt32, length: UInt16 = 0) -> [UInt8] {
        [UInt8(kind.rawValue << 1) | (inIndex ? 1 : 0), value] + (0..<4).map { UInt8(truncatingIfNeeded: offset >> (8 * $0)) }
            + [UInt8(truncatingIfNeeded: length), UInt8(length >> 8)]
    }

    /// Damages `bytes`, a cache file's content.
    func apply(to bytes: inout [UInt8]) {
        let reach = offset & 0x8000_0000 != 0 ? min(bytes.count, 128) : bytes.count
        let at = Int(offset & 0x7FFF_FFFF) % (reach + 1)
        switch kind {
        case .flipBit where !bytes.isEmpty: bytes[min(at, bytes.count - 1)] ^= 1 << (value % 8)
        case .setByte where !bytes.isEmpty: bytes[min(at, bytes.count - 1)] = value
        case .cut: bytes.removeSubrange(at...)
        case .grow: bytes += Array(repeating: value, count: Int(length % 4096) + 1)
        case .erase: bytes.removeSubrange(at..<min(bytes.count, at + Int(length % 256) + 1))
        case .insert: bytes.insert(contentsOf: Array(repeating: value, count: Int(length % 256) + 1), at: at)
        default: break
        }
    }

    /// Damages the target starts from: a flipped high bit in a section offset, a byte set in
    /// each header, each file cut short or grown, a run of bytes erased from the index.
    static let seeds: [[UInt8]] = [
        [],
        bytes(inIndex: true, .flipBit, value: 7, offset: 64 + 7),
        bytes(inIndex: false, .setByte, value: 0xFF, offset: 0x8000_0000 | 24),
        bytes(inIndex: true, .cut, offset: 2_000),
        bytes(inIndex: false, .grow, value: 0, offset: 0, length: 16),
        bytes(inIndex: true, .erase, offset: 900, length: 40) + bytes(inIndex: false, .flipBit, value: 1, offset: 300),
        bytes(inIndex: true, .setByte, value: 0x41, offset: 1_500),
    ]

    /// Many damages at once, anywhere in either file.
    static let many = FuzzShape { length, random in
        (0..<min(length, 64)).flatMap { _ in
            bytes(inIndex: random.below(2) == 0, Kind.allCases[random.below(Kind.allCases.count)], value: UInt8(random.below(256)),
                  offset: UInt32(truncatingIfNeeded: random.next()), length: UInt16(random.below(1 << 16)))
        }
    }
}
