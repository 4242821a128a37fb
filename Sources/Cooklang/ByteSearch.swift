/// Searches UTF-8 eight bytes at a time: the scans that pass over most of a file (new lines,
/// comment marks, sigils, backslashes) test a word at once, and the lowest byte a word test
/// flags is the first match in it (issue #15). Counting tests sixteen bytes at once.
enum ByteSearch {
    /// 0x01 in every byte.
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    /// 0x80 in every byte.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` below `limit` (at most 0x80). Bytes above the lowest
    /// one flagged may be flagged wrongly (a borrow); the lowest is always right.
    @inline(__always)
    static func bytes(below limit: UInt8, in word: UInt64) -> UInt64 { (word &- ones &* UInt64(limit)) & ~word & highBits }

    /// The high bit of each byte of `word` equal to `byte` (the lowest flagged one is right).
    @inline(__always)
    static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 { bytes(below: 1, in: word ^ (ones &* UInt64(byte))) }

    /// The high bit of each byte of `word` that is not ASCII.
    @inline(__always)
    static func nonASCIIBytes(in word: UInt64) -> UInt64 { word & highBits }

    /// The eight bytes of `bytes` from `index` (which has eight after it) as one word, the first
    /// byte lowest.
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }

    /// The first index at or after `start` whose byte `isMatch`, or nil; `matches` flags the
    /// matching bytes of eight (as the functions above do), which must agree with `isMatch`.
    @inline(__always)
    static func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, matches: (UInt64) -> UInt64,
                           isMatch: (UInt8) -> Bool) -> Int? {
        var index = start
        while index + 8 <= bytes.count {
            let found = matches(word(bytes, at: index))
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count {
            if isMatch(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    /// `firstIndex(in:from:matches:isMatch:)` for long scans: first skips sixteen bytes at a time
    /// while `chunks` flags none of them (compares of vector registers), then finds the match
    /// in the first flagged chunk a word at a time. All three tests must agree.
    @inline(__always)
    static func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, chunks: (SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>,
                           matches: (UInt64) -> UInt64, isMatch: (UInt8) -> Bool) -> Int? {
        var index = start
        if let base = bytes.baseAddress {
            while index + 16 <= bytes.count, !any(chunks(UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self))) {
                index += 16
            }
        }
        return firstIndex(in: bytes, from: index, matches: matches, isMatch: isMatch)
    }

    /// How many bytes of `bytes` `isMatch`; `matches` flags the same bytes of sixteen at once
    /// (compares of vector registers, summed in byte lanes: no branch per match).
    @inline(__always)
    static func count(in bytes: UnsafeBufferPointer<UInt8>, matches: (SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>,
                      isMatch: (UInt8) -> Bool) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var count = 0, index = 0
        while index + 16 <= bytes.count {
            let blockEnd = min(bytes.count, index + 255 * 16)       // a lane counts at most 255
            var lanes = SIMD16<UInt8>()
            while index + 16 <= blockEnd {
                let chunk = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                lanes &+= SIMD16<UInt8>().replacing(with: 1, where: matches(chunk))
                index += 16
            }
            count += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while index < bytes.count {
            if isMatch(bytes[index]) { count += 1 }
            index += 1
        }
        return count
    }

    /// The first index of `byte` at or after `start` in `bytes`, or nil.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        firstIndex(in: bytes, from: start, matches: { Self.bytes(equalTo: byte, in: $0) }, isMatch: { $0 == byte })
    }
}
