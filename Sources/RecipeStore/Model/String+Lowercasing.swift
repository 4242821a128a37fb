extension StringProtocol {
    /// The same as `lowercased()`, quicker for ASCII text (most paths, metadata keys and tags)
    /// and for text whose only capitals are ASCII: lowercase text is returned as it is, ASCII
    /// capitals are mapped byte by byte; only other capitals go through Unicode's case mapping.
    func quickLowercased() -> String {
        let quick = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var capitals = false, ascii = true
            for byte in bytes {
                if byte >= 0x80 { ascii = false } else if byte &- 0x41 < 26 { capitals = true }
            }
            // Beyond ASCII, text whose every other character lowercases to itself (`é`, `日`,
            // most accented names) has only its ASCII capitals mapped; the rest goes through
            // Unicode's case mapping (a hundred times slower per character).
            if !ascii, unicodeScalars.contains(where: { $0.value >= 0x80 && $0.properties.changesWhenLowercased }) { return nil }
            guard capitals else { return String(self) }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for (index, byte) in bytes.enumerated() { buffer[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte }
                return bytes.count
            }
        }
        return (quick ?? nil) ?? lowercased()
    }
}
