extension StringProtocol {
    /// The text without leading and trailing characters for which `drop` holds (standard
    /// library only, keeping Foundation off the load path).
    func trimmed(while drop: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The text without leading and trailing whitespace. The ASCII whitespace at its edges (a
    /// line's indent of a hundred thousand spaces) is stepped over byte by byte: a character is
    /// whitespace by its first scalar, and where that whitespace meets an ASCII character that
    /// is not, a character ends. Only text whose edge, past that whitespace, is not ASCII is
    /// walked a character at a time.
    func trimmed() -> String {
        let quick = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var start = 0, end = bytes.count
            while start < end, Self.isASCIIWhitespace(bytes[start]) { start += 1 }
            guard start < end else { return "" }
            while Self.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
            guard bytes[start] < 0x80, bytes[end - 1] < 0x80 else { return nil }
            if start == 0, end == bytes.count { return String(self) }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        return (quick ?? nil) ?? trimmed { $0.isWhitespace }
    }

    /// Whether `byte` is ASCII whitespace: tab, line feed, vertical tab, form feed, carriage
    /// return, space (Unicode's White_Space in ASCII).
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
}
