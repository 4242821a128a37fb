import FileSystem

/// The checksum of cache files (folder archives and indexes, whole and record by record):
/// XXH64 with seed 0, computed in one pass or piece by piece with the same result. Every bit
/// of the input reaches every bit of the value, so damage is caught however it falls; the
/// word-at-a-time FNV-1a it replaced carried a change only towards higher bits, so two flips
/// of the same high bit of two words could cancel (bit 60: one time in eight; the damage tests
/// found it).
struct Checksum {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87, prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9, prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The four lanes over whole stripes of 32 bytes.
    private var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
    /// Bytes of a stripe not yet whole (fewer than 32).
    private var pending: [UInt8] = []
    /// How many bytes were added.
    private var length = 0

    /// An empty checksum.
    init() { pending.reserveCapacity(32) }

    /// Adds `bytes` after those added so far.
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        length += bytes.count
        var start = 0
        if !pending.isEmpty {
            start = min(32 - pending.count, bytes.count)
            pending += bytes[..<start]
            guard pending.count == 32 else { return }
            pending.withUnsafeBytes { stripes($0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (bytes.count - start) / 32 * 32
        stripes(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + whole)]))
        pending += bytes[(start + whole)...]
    }

    /// The checksum of everything added.
    var value: UInt64 {
        var hash: UInt64
        if length >= 32 {
            let (a, b, c, d) = lanes
            hash = Self.rotate(a, 1) &+ Self.rotate(b, 7) &+ Self.rotate(c, 12) &+ Self.rotate(d, 18)
            for lane in [a, b, c, d] { hash = (hash ^ Self.round(0, lane)) &* Self.prime1 &+ Self.prime4 }
        } else {
            hash = Self.prime5
        }
        hash &+= UInt64(length)
        pending.withUnsafeBytes { rest in
            var at = 0
            while at + 8 <= rest.count {
                hash ^= Self.round(0, UInt64(littleEndian: rest.loadUnaligned(fromByteOffset: at, as: UInt64.self)))
                hash = Self.rotate(hash, 27) &* Self.prime1 &+ Self.prime4
                at += 8
            }
            if at + 4 <= rest.count {
                hash ^= UInt64(UInt32(littleEndian: rest.loadUnaligned(fromByteOffset: at, as: UInt32.self))) &* Self.prime1
                hash = Self.rotate(hash, 23) &* Self.prime2 &+ Self.prime3
                at += 4
            }
            for byte in rest[at...] {
                hash ^= UInt64(byte) &* Self.prime5
                hash = Self.rotate(hash, 11) &* Self.prime1
            }
        }
        hash ^= hash >> 33
        hash &*= Self.prime2
        hash ^= hash >> 29
        hash &*= Self.prime3
        return hash ^ hash >> 32
    }

    /// The checksum of `bytes[range]`.
    static func of(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        var checksum = Checksum()
        bytes.withUnsafeBytes { checksum.add(UnsafeRawBufferPointer(rebasing: $0[range])) }
        return checksum.value
    }

    /// The checksum of `pieces` one after the other: the same value as `of` over their
    /// concatenation, without making it.
    static func of(_ pieces: [ArraySlice<UInt8>]) -> UInt64 {
        var checksum = Checksum()
        for piece in pieces { piece.withUnsafeBytes { checksum.add($0) } }
        return checksum.value
    }

    /// The checksum of `pieces` one after the other, those not held in memory read from their
    /// files; nil when a file no longer has its piece.
    static func of(_ pieces: [FilePiece]) -> UInt64? {
        var checksum = Checksum()
        for piece in pieces {
            guard piece.withBytes({ checksum.add($0); return true }) else { return nil }
        }
        return checksum.value
    }

    /// Folds whole 32-byte stripes of `bytes` (a multiple of 32 long) into the lanes.
    private mutating func stripes(_ bytes: UnsafeRawBufferPointer) {
        var (a, b, c, d) = lanes
        var at = 0
        while at < bytes.count {
            a = Self.round(a, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)))
            b = Self.round(b, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self)))
            c = Self.round(c, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at + 16, as: UInt64.self)))
            d = Self.round(d, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at + 24, as: UInt64.self)))
            at += 32
        }
        lanes = (a, b, c, d)
    }

    private static func round(_ lane: UInt64, _ input: UInt64) -> UInt64 {
        rotate(lane &+ input &* prime2, 31) &* prime1
    }

    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 { value << bits | value >> (64 - bits) }
}
