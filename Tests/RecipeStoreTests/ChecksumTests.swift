@testable import RecipeStore
import Testing
import TestSupport

/// Cache files' checksum: XXH64 as its reference implementation computes it, the same piece by
/// piece as whole, and blind to no pattern of damage the old checksum missed.
@Suite("Checksum")
struct ChecksumTests {
    /// Bytes 0, 1, 2… of the pattern `(7 × i + 3) mod 256`.
    private let pattern = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 * 7 + 3) }

    /// Values from the reference implementation (python-xxhash 3, `xxh64(data).intdigest()`):
    /// every path of the algorithm — no stripe, stripes, 8-, 4- and 1-byte tails.
    @Test func matchesTheReferenceImplementation() {
        let expected: [(Int, UInt64)] = [
            (0, 0xEF46_DB37_51D8_E999), (1, 0x1F25_C8D0_BC1F_4BB6), (3, 0x31D2_363F_52E5_64C9), (4, 0x9BB6_4B7D_66EE_9FDA),
            (7, 0x9A7B_1499_59CE_60D8), (8, 0xDAB9_9D95_C6F9_0092), (9, 0x170B_B6BF_975B_4C02), (31, 0xA2AA_5F33_CC4A_6119),
            (32, 0x23C3_C17E_F790_FD97), (33, 0x50A7_CFC7_BA58_8784), (63, 0x5E3E_54B4_31C7_493C), (64, 0x0EB6_4B3E_F6EE_B01F),
            (100, 0xA61F_8D4C_170F_E531), (1_000, 0x5F23_5FA0_33F1_A3FB),
        ]
        for (length, value) in expected {
            #expect(Checksum.of(pattern, 0..<length) == value, "\(length) bytes")
        }
        #expect(Checksum.of(Array("abc".utf8), 0..<3) == 0x44BC_2CF5_AD77_0999)
    }

    /// An archive written in pieces is checked by the checksum of the whole: pieces of every
    /// length, cut at every place a stripe of 32 bytes can be cut.
    @Test func piecesGiveTheChecksumOfTheWhole() {
        var random = SplitMix64(seed: 15)
        for _ in 0..<300 {
            var cuts = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0...pattern.count, using: &random) }
            cuts = [0] + cuts.sorted() + [pattern.count]
            let pieces = zip(cuts, cuts.dropFirst()).map { pattern[$0..<$1] }
            #expect(Checksum.of(pieces) == Checksum.of(pattern, 0..<pattern.count), "cut at \(cuts)")
        }
        #expect(Checksum.of([]) == Checksum.of([], 0..<0))
    }

    /// The same high bit flipped in two words: the word-at-a-time FNV-1a missed this about one
    /// time in eight (a damaged archive was then trusted); every case is caught now.
    @Test func twoFlipsOfOneHighBitAreCaught() {
        var random = SplitMix64(seed: 60)
        for _ in 0..<2_000 {
            let bytes = (0..<256).map { _ in UInt8.random(in: 0...255, using: &random) }
            var damaged = bytes
            let first = Int.random(in: 0..<16, using: &random), second = Int.random(in: 16..<32, using: &random)
            damaged[first * 8 + 7] ^= 0x10
            damaged[second * 8 + 7] ^= 0x10
            #expect(Checksum.of(damaged, 0..<256) != Checksum.of(bytes, 0..<256))
        }
    }
}
