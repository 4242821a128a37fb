#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers words (as UTF-8 bytes) in the order first met, each once: an open-addressing
/// table of FNV-1a hashes checked against the bytes themselves. A lookup allocates nothing,
/// far cheaper than a `Set` or `Dictionary` of strings for the millions of words a large
/// folder's steps hold.
struct WordNumbers {
    /// The words, by number.
    private(set) var words: [[UInt8]] = []
    private var slots: [Int32]

    /// An empty numbering with room for about `capacity` words before it grows.
    init(capacity: Int = 32) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
    }

    /// The number of the word `bytes`, and whether it was new (numbered now).
    @discardableResult
    mutating func number(_ bytes: UnsafeBufferPointer<UInt8>) -> (number: Int, isNew: Bool) {
        if words.count * 2 >= slots.count { grow() }
        var slot = Int(truncatingIfNeeded: Self.hash(bytes)) & (slots.count - 1)
        while slots[slot] >= 0 {
            if Self.equal(words[Int(slots[slot])], bytes) { return (Int(slots[slot]), false) }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Int32(words.count)
        words.append(Array(bytes))
        return (words.count - 1, true)
    }

    /// The number of `word`, and whether it was new.
    @discardableResult
    mutating func number(_ word: [UInt8]) -> (number: Int, isNew: Bool) { word.withUnsafeBufferPointer { number($0) } }

    /// The number of the word `bytes` when it has one; nothing is numbered.
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Int(truncatingIfNeeded: Self.hash(bytes)) & (slots.count - 1)
        while slots[slot] >= 0 {
            if Self.equal(words[Int(slots[slot])], bytes) { return Int(slots[slot]) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (index, word) in words.enumerated() {
            var slot = Int(truncatingIfNeeded: word.withUnsafeBufferPointer(Self.hash)) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
        }
    }

    private static func equal(_ word: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count == bytes.count else { return false }
        guard let other = bytes.baseAddress, !word.isEmpty else { return true }
        return word.withUnsafeBufferPointer { memcmp($0.baseAddress!, other, bytes.count) == 0 }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash ^ (hash >> 29)
    }
}
