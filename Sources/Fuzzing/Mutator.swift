/// Derives a new input from a seed by a few random edits: bit flips, interesting bytes,
/// inserted tokens (once or repeated hundreds of times), deletions, duplicated chunks, chunks
/// spliced in from other seeds, a line repeated thousands of times, and the target's shapes
/// (deep nesting, long chains of references) built whole. Deterministic for a given
/// `FuzzRandom` state and `FuzzLimits`.
public struct Mutator: Sendable {
    /// The pieces inserted whole: the target's own plus `commonTokens`.
    public let tokens: [[UInt8]]
    /// The structures built whole and inserted (none: only the byte-level edits).
    public let shapes: [FuzzShape]

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

    /// A mutator inserting `tokens` and `shapes`.
    public init(tokens: [[UInt8]], shapes: [FuzzShape] = []) {
        self.tokens = tokens.isEmpty ? Self.commonTokens : tokens
        self.shapes = shapes
    }

    /// `input` after one to four random edits, cut to `limits.maximumSize`.
    public func mutate(_ input: [UInt8], seeds: [[UInt8]], random: inout FuzzRandom, limits: FuzzLimits = .standard) -> [UInt8] {
        var bytes = input
        for _ in 0...random.below(4) {
            edit(&bytes, seeds: seeds, random: &random, limits: limits)
            if bytes.count > limits.maximumSize { bytes.removeLast(bytes.count - limits.maximumSize) }
        }
        return bytes
    }

    /// A length for a shape: short, middling, or the limit itself (where the deep bugs are).
    private static func length(under limit: Int, random: inout FuzzRandom) -> Int {
        let lengths = [2, 8, 64, 1_000, 10_000, limit, limit]
        return min(limit, lengths[random.below(lengths.count)])
    }

    private func edit(_ bytes: inout [UInt8], seeds: [[UInt8]], random: inout FuzzRandom, limits: FuzzLimits) {
        let position = random.below(bytes.count + 1)
        let token = tokens[random.below(tokens.count)]
        switch random.below(12) {
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
        case 9 where !shapes.isEmpty, 10 where !shapes.isEmpty:
            let shape = shapes[random.below(shapes.count)]
            let made = shape.make(Self.length(under: shape.limit == .chain ? limits.chainLength : limits.nestingDepth, random: &random), &random)
            // Alone (the shape is the whole input) or inside the input.
            if random.below(3) == 0 { bytes = made } else { bytes.insert(contentsOf: made, at: position) }
        case 11 where !bytes.isEmpty:
            // The line around `position`, repeated up to the size limit: a long list, a long file.
            let at = min(position, bytes.count - 1)
            let start = bytes[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let end = bytes[at...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
            let line = Array(bytes[start..<end]) + (bytes[start..<end].last == 0x0A ? [] : [0x0A])
            let times = min([10, 100, 1_000, limits.maximumSize][random.below(4)], limits.maximumSize / max(1, line.count))
            bytes.insert(contentsOf: Array(repeating: line, count: times).flatMap { $0 }, at: end)
        default:
            bytes.insert(contentsOf: token, at: position)
        }
    }
}
