/// Reading UTF-8 text in place: a line, a name or a value of a recipe is a slice of the file's
/// bytes (indexed by the buffer's offsets, like an `ArraySlice`), and Strings are made straight
/// from such slices (issue #15: no scalar arrays, no String built scalar by scalar).
///
/// Every byte the syntax looks at is ASCII, and in UTF-8 no byte of a multi-byte scalar is
/// below 0x80, so the slices are scanned byte by byte; a scalar is decoded only at a non-ASCII
/// lead byte, to ask whether it is white space, a new line or punctuation. The buffers hold a
/// String's UTF-8 (always valid), and every slice starts and ends between scalars.
extension UnsafeBufferPointer<UInt8> {
    /// The scalar whose UTF-8 starts at `index` and its length in bytes, reading no byte at or
    /// after `end`; U+FFFD (one byte) where the bytes are not a whole scalar.
    @inline(__always)
    func scalar(at index: Int, end: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let byte = self[index]
        if byte < 0x80 { return (Unicode.Scalar(byte), 1) }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        guard index + length <= end else { return ("\u{FFFD}", 1) }
        var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(self[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}

/// A line or part of one, indexed by its buffer's byte offsets.
extension Slice<UnsafeBufferPointer<UInt8>> {
    /// The scalar starting at byte `index` of the slice and its length in bytes.
    @inline(__always)
    func scalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int) { base.scalar(at: index, end: endIndex) }

    /// The first scalar, or nil for an empty slice.
    var firstScalar: Unicode.Scalar? { isEmpty ? nil : scalar(at: startIndex).scalar }

    /// The index where the scalar ending just before `index` starts (UTF-8 continuation bytes
    /// are 0b10xxxxxx).
    @inline(__always)
    func scalarStart(before index: Int) -> Int {
        var start = index - 1
        while start > startIndex, base[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// Whether the slice holds nothing but white space (Unicode Zs and tab).
    var isBlank: Bool { trimmedLeading.isEmpty }

    /// The slice without leading white space.
    var trimmedLeading: Self {
        var start = startIndex
        while start < endIndex {
            let byte = base[start]
            if byte < 0x80 {                        // ASCII (most lines start with a letter)
                guard byte == 0x20 || byte == 0x09 else { break }
                start += 1
                continue
            }
            let (scalar, length) = scalar(at: start)
            guard scalar.isCooklangSpace else { break }
            start += length
        }
        return self[start...]
    }

    /// The slice without leading and trailing white space.
    var trimmed: Self {
        let rest = trimmedLeading
        var end = rest.endIndex
        while end > rest.startIndex {
            let start = rest.scalarStart(before: end)
            guard rest.scalar(at: start).scalar.isCooklangSpace else { break }
            end = start
        }
        return rest[..<end]
    }

    /// The text as a String, made straight from the bytes.
    var text: String { String(decoding: UnsafeBufferPointer(rebasing: self), as: UTF8.self) }

    /// The text without leading and trailing white space, as a String.
    var trimmedText: String { trimmed.text }

    /// Whether the slice reads as `collapsedText` already (most names and units do): ASCII with
    /// no white space but single spaces between words.
    private var isCollapsed: Bool {
        var afterSpace = true                       // no space at the start
        for byte in self {
            if byte == 0x20 {
                if afterSpace { return false }
                afterSpace = true
            } else if byte < 0x20 || byte >= 0x80 {
                return false
            } else {
                afterSpace = false
            }
        }
        return !afterSpace                          // none at the end; empty is not collapsed
    }

    /// The text with each run of white space or new lines made one space, and none at either
    /// end: a name, amount, unit or note as it reads. Written into the string's storage in one
    /// pass (never longer than the slice, since a run becomes one byte).
    var collapsedText: String {
        if isCollapsed { return text }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var written = 0, pendingSpace = false, index = startIndex
            while index < endIndex {
                let byte = base[index]
                let length: Int, isSpace: Bool
                if byte < 0x80 {
                    length = 1
                    isSpace = byte == 0x20 || byte == 0x09 || (byte >= 0x0A && byte <= 0x0D)
                } else {
                    let decoded = scalar(at: index)
                    length = decoded.length
                    isSpace = decoded.scalar.isCooklangSpace || decoded.scalar.isCooklangNewline
                }
                if isSpace {
                    pendingSpace = written > 0
                } else {
                    if pendingSpace {
                        buffer[written] = 0x20
                        written += 1
                        pendingSpace = false
                    }
                    for offset in 0..<length { buffer[written + offset] = base[index + offset] }
                    written += length
                }
                index += length
            }
            return written
        }
    }
}
