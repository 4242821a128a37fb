/// Searches UTF-8 eight bytes at a time: the scans that pass over most of a file (new lines,
/// comment marks, sigils, backslashes) skip a word at once when no byte of it can match, and look
/// at single bytes only near a match (issue #15).
enum ByteSearch {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether some byte of `word` is below `limit` (at most 0x80; exact, no false answers).
    @inline(__always)
    static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Whether some byte of `word` is `byte`.
    @inline(__always)
    static func has(_ byte: UInt8, in word: UInt64) -> Bool { hasByte(below: 1, in: word ^ (ones &* UInt64(byte))) }

    /// The eight bytes of `bytes` from `index` (which has eight after it) as one word, the first
    /// byte lowest.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }

    /// The first index at or after `start` whose byte `isMatch`, or nil; `wordMayHold` says of
    /// eight bytes whether any of them may match (false: none does).
    @inline(__always)
    static func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, wordMayHold: (UInt64) -> Bool,
                           isMatch: (UInt8) -> Bool) -> Int? {
        var index = start
        while index + 8 <= bytes.count, !wordMayHold(word(bytes, at: index)) { index += 8 }
        while index < bytes.count {
            if isMatch(bytes[index]) { return index }
            index += 1
            if index + 8 <= bytes.count, index & 7 == start & 7, !wordMayHold(word(bytes, at: index)) {
                index += 8
                while index + 8 <= bytes.count, !wordMayHold(word(bytes, at: index)) { index += 8 }
            }
        }
        return nil
    }

    /// The first index of `byte` at or after `start` in `bytes`, or nil.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        firstIndex(in: bytes, from: start, wordMayHold: { has(byte, in: $0) }, isMatch: { $0 == byte })
    }
}
