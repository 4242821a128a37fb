extension StringProtocol {
    /// The same as `lowercased()`, quicker for ASCII text (most paths, metadata keys and tags):
    /// lowercase ASCII is returned as it is, other ASCII has its capitals mapped byte by byte;
    /// only text outside ASCII goes through Unicode's case mapping.
    func quickLowercased() -> String {
        let ascii = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var capitals = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte &- 0x41 < 26 { capitals = true }
            }
            guard capitals else { return String(self) }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for (index, byte) in bytes.enumerated() { buffer[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte }
                return bytes.count
            }
        }
        return (ascii ?? nil) ?? lowercased()
    }
}
