/// A structure the mutator builds whole and inserts, for the bugs random bytes rarely reach:
/// nesting thousands of levels deep (a recursive reader runs out of stack) and long chains of
/// recipe references (an expansion that does exponential work). Its length is picked by the
/// mutator, up to the run's `FuzzLimits`.
public struct FuzzShape: Sendable {
    /// Which limit bounds the length.
    public enum Limit: Sendable {
        /// `FuzzLimits.nestingDepth`.
        case nesting
        /// `FuzzLimits.chainLength`.
        case chain
    }

    /// The limit the length is picked under.
    public let limit: Limit
    /// The bytes for a given length (levels or recipes).
    public let make: @Sendable (_ length: Int, _ random: inout FuzzRandom) -> [UInt8]

    /// A shape of `length` made by `make`, bounded by `limit`.
    public init(limit: Limit = .nesting, make: @escaping @Sendable (_ length: Int, _ random: inout FuzzRandom) -> [UInt8]) {
        self.limit = limit
        self.make = make
    }

    /// `open` written `length` times, then (every other time, so unclosed nesting is tried
    /// too) `close` as many times: `{a={a=…}}`, `[[[…]]]`.
    public static func nested(_ open: String, close: String = "") -> FuzzShape {
        FuzzShape { length, random in
            var bytes = Array(repeating: Array(open.utf8), count: length).flatMap { $0 }
            if random.below(2) == 0 { bytes += Array(repeating: Array(close.utf8), count: length).flatMap { $0 } }
            return bytes
        }
    }

    /// `line` written `length` times, each indented by `indent` once more than the one before,
    /// as YAML nests blocks (`a:\n  a:\n    a:…`); the bytes grow as the square of the depth,
    /// so the mutator's size limit cuts it short.
    public static func indented(_ line: String, indent: String = "  ") -> FuzzShape {
        FuzzShape { length, _ in
            var bytes: [UInt8] = [], prefix: [UInt8] = []
            for _ in 0..<length {
                bytes += prefix + Array(line.utf8)
                prefix += Array(indent.utf8)
                if bytes.count > 1 << 21 { break }
            }
            return bytes
        }
    }
}
