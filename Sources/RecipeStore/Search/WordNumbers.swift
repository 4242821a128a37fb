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
    /// Every word's bytes, back to back, and where each starts (one more: the end), so
    /// numbering a word allocates nothing per word.
    private var bytes: [UInt8] = []
    private var starts: [Int32] = [0]
    /// Each word's hash, so growing the table hashes nothing again.
    private var hashes: [UInt64] = []
    private var slots: [Int32]

    /// An empty numbering with room for about `capacity` words before it grows.
    init(capacity: Int = 32) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        bytes.reserveCapacity(capacity * 8)
        starts.reserveCapacity(capacity + 1)
        hashes.reserveCapacity(capacity)
    }

    /// How many words are numbered.
    var count: Int { hashes.count }

    /// Word `number`'s bytes.
    func word(_ number: Int) -> ArraySlice<UInt8> { bytes[Int(starts[number])..<Int(starts[number + 1])] }

    /// The words, by number (each made into its own array: for writing them out once).
    var words: [[UInt8]] { (0..<count).map { Array(word($0)) } }

    /// The number of the word `bytes`, and whether it was new (numbered now).
    @discardableResult
    mutating func number(_ bytes: UnsafeBufferPointer<UInt8>) -> (number: Int, isNew: Bool) {
        if count * 2 >= slots.count { grow() }
        let hash = Self.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            if hashes[Int(slots[slot])] == hash, holds(Int(slots[slot]), bytes) { return (Int(slots[slot]), false) }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Int32(count)
        self.bytes.append(contentsOf: bytes)
        starts.append(Int32(self.bytes.count))
        hashes.append(hash)
        return (count - 1, true)
    }

    /// The number of `word`, and whether it was new.
    @discardableResult
    mutating func number(_ word: [UInt8]) -> (number: Int, isNew: Bool) { word.withUnsafeBufferPointer { number($0) } }

    /// The number of the word `bytes` when it has one; nothing is numbered.
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            if hashes[Int(slots[slot])] == hash, holds(Int(slots[slot]), bytes) { return Int(slots[slot]) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
        }
    }

    /// Whether word `number` is `other`, byte for byte.
    private func holds(_ number: Int, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[number]), length = Int(starts[number + 1]) - start
        guard length == other.count else { return false }
        guard length > 0, let base = other.baseAddress else { return true }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, base, length) == 0 }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash ^ (hash >> 29)
    }
}
