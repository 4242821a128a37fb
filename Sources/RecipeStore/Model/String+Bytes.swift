#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level questions about text, answered over its UTF-8 storage at once (`memcmp`, a
/// buffer's own search) rather than byte by byte through the UTF-8 view: a folder's load asks
/// them of every path, where the view's element-by-element walk cost a thousand instructions.
extension StringProtocol {
    /// Whether `self` and `other` are the same bytes: not canonical equivalence (`é` written as
    /// one character and as `e` and an accent differ), so two folders spelt in different
    /// normal forms stay two.
    func hasSameBytes<Other: StringProtocol>(as other: Other) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in count == 0 || memcmp(mine.baseAddress!, theirs.baseAddress!, count) == 0 }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }

    /// Whether `self`'s UTF-8 is exactly `bytes` (as `hasSameBytes`).
    func hasBytes(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard utf8.count == bytes.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { mine in
            bytes.withUnsafeBufferPointer { theirs in theirs.isEmpty || memcmp(mine.baseAddress!, theirs.baseAddress!, theirs.count) == 0 }
        }
        return compared ?? utf8.elementsEqual(bytes)
    }

    /// Whether the bytes of `self` come before those of `other` (a prefix first): for ASCII text
    /// the order of `<`, at a `memcmp` rather than Unicode's comparison.
    func bytesPrecede<Other: StringProtocol>(_ other: Other) -> Bool {
        let order = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                let shared = Swift.min(mine.count, theirs.count)
                let compared = shared == 0 ? 0 : memcmp(mine.baseAddress!, theirs.baseAddress!, shared)
                return compared != 0 ? compared < 0 : mine.count < theirs.count
            }
        }
        return (order ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }

    /// Where the last `/` is, nil when there is none.
    func lastSlash() -> Index? {
        let offset = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            bytes.lastIndex(of: UInt8(ascii: "/"))
        }
        guard let offset else {
            var last: Index?
            for index in utf8.indices where utf8[index] == UInt8(ascii: "/") { last = index }
            return last
        }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }
}
