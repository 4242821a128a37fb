/// Derives a new input from a seed by a few random edits: bit flips, interesting bytes,
/// inserted tokens (once or repeated hundreds of times), deletions, duplicated chunks and
/// chunks spliced in from other seeds. Deterministic for a given `FuzzRandom` state.
public struct Mutator: Sendable {
    /// The pieces inserted whole: the target's own plus `commonTokens`.
    public let tokens: [[UInt8]]
    /// The longest input produced; longer results are cut.
    public var maximumSize = 1 << 16

    /// Tokens that trouble any text reader: byte-order marks, invalid UTF-8, NUL, line ends,
    /// numbers too large for any integer type, quotes and brackets.
    public static let commonTokens: [[UInt8]] = [
        Array("\u{FEFF}".utf8), [0xFF, 0xFE], [0xFE, 0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0x80], [0],
        Array("\r\n".utf8), Array("\n\n".utf8), Array("\r".utf8), Array("\u{2028}".utf8), Array("\t".utf8),
        Array("99999999999999999999".utf8), Array(String(repeating: "9", count: 400).utf8), Array("-9223372036854775808".utf8),
        Array("9223372036854775807".utf8), Array("1e400".utf8), Array("0.0000000000000000000001".utf8), Array("NaN".utf8),
        Array("\"".utf8), Array("'".utf8), Array("\\".utf8), Array("[".utf8), Array("]".utf8), Array("{".utf8), Array("}".utf8),
        Array(":".utf8), Array(",".utf8), Array("-".utf8), Array("/".utf8), Array("0".utf8), Array("😀".utf8), Array("e\u{301}".utf8),
    ]

    /// A mutator inserting `tokens`.
    public init(tokens: [[UInt8]]) { self.tokens = tokens.isEmpty ? Self.commonTokens : tokens }

    /// `input` after one to four random edits.
    public func mutate(_ input: [UInt8], seeds: [[UInt8]], random: inout FuzzRandom) -> [UInt8] {
        var bytes = input
        for _ in 0...random.below(4) { edit(&bytes, seeds: seeds, random: &random) }
        if bytes.count > maximumSize { bytes.removeLast(bytes.count - maximumSize) }
        return bytes
    }

    private func edit(_ bytes: inout [UInt8], seeds: [[UInt8]], random: inout FuzzRandom) {
        let position = random.below(bytes.count + 1)
        let token = tokens[random.below(tokens.count)]
        switch random.below(9) {
        case 0 where !bytes.isEmpty:
            bytes[min(position, bytes.count - 1)] ^= 1 << UInt8(random.below(8))
        case 1 where !bytes.isEmpty:
            let interesting: [UInt8] = [0, 0x0A, 0x20, 0x7F, 0x80, 0xBF, 0xC0, 0xFF, UInt8(random.below(256))]
            bytes[min(position, bytes.count - 1)] = interesting[random.below(interesting.count)]
        case 2, 3:
            bytes.insert(contentsOf: token, at: position)
        case 4:
            let times = [2, 10, 100, 1000][random.below(4)]
            bytes.insert(contentsOf: Array([[UInt8]](repeating: token, count: times).joined()), at: position)
        case 5 where !bytes.isEmpty:
            let end = min(bytes.count, position + 1 + random.below(32))
            bytes.removeSubrange(min(position, bytes.count - 1)..<end)
        case 6 where !bytes.isEmpty:
            let start = random.below(bytes.count), end = min(bytes.count, start + 1 + random.below(256))
            bytes.insert(contentsOf: bytes[start..<end], at: position)
        case 7:
            let other = seeds[random.below(seeds.count)]
            guard !other.isEmpty else { return }
            let start = random.below(other.count), end = min(other.count, start + 1 + random.below(512))
            bytes.insert(contentsOf: other[start..<end], at: position)
        case 8 where !bytes.isEmpty:
            let end = min(bytes.count, position + 1 + random.below(8))
            bytes.replaceSubrange(min(position, bytes.count - 1)..<end, with: token)
        default:
            bytes.insert(contentsOf: token, at: position)
        }
    }
}
