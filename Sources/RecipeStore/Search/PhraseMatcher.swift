/// A search term of several words, or of characters of a script written without spaces, as the
/// folded tokens that must follow one another in a text (issue #34): `"brown butter"` is in
/// "add the brown butter" and "Brown-Butter Waffles", not in "brown sugar and butter"; みそ is in
/// みそ汁, not in ざるそば's みりん … そば. A word is a run of letters and digits; each character
/// of Han, kana, Hangul, Thai, Lao, Khmer and Myanmar is a token of its own, and two tokens
/// written together in the term (no space or punctuation between) must be together in the
/// text. The term's last word may be the start of a longer word (a phrase still being typed).
struct PhraseMatcher {
    /// A token: its bytes' range in its text, and whether it touches the token before.
    struct Token {
        var start: Int
        var end: Int
        var joined: Bool
        var single: Bool
    }

    private let bytes: [UInt8]
    private let tokens: [Token]
    /// Whether the last word may start a longer one.
    private let lastIsPrefix: Bool

    /// The matcher for `folded` (a folded term), whose last word may start a longer one
    /// unless `wholeLastWord`; nil when it holds fewer than two tokens (a single word is
    /// matched as it is, without reading any text).
    init?(_ folded: String, wholeLastWord: Bool = false) {
        let bytes = Array(folded.utf8)
        var tokens: [Token] = []
        bytes.withUnsafeBufferPointer { Self.tokenize($0, into: &tokens) }
        guard tokens.count >= 2 else { return nil }
        self.bytes = bytes
        self.tokens = tokens
        lastIsPrefix = !wholeLastWord
    }

    /// The first token's bytes: a text without them cannot hold the term.
    var firstToken: ArraySlice<UInt8> { bytes[tokens[0].start..<tokens[0].end] }

    /// Whether the term holds characters of a script written without spaces, whose words the
    /// vocabularies keep as long runs (Thai): they are looked for inside words.
    var isUnspaced: Bool {
        tokens.contains { token in token.single && Self.scalar(in: bytes, at: token.start).map(Self.isUnspaced) == true }
    }

    /// Where the term first occurs in the folded `text`, as a byte range; nil when it does not.
    func find(in text: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var found: [Token] = []
        found.reserveCapacity(64)
        Self.tokenize(text, into: &found)
        guard found.count >= tokens.count else { return nil }
        return bytes.withUnsafeBufferPointer { term -> Range<Int>? in
            for first in 0...(found.count - tokens.count) {
                var end = 0
                var matched = true
                for offset in tokens.indices {
                    let want = tokens[offset], have = found[first + offset]
                    if offset > 0, want.joined, !have.joined { matched = false; break }
                    let wantCount = want.end - want.start, haveCount = have.end - have.start
                    let isLast = offset == tokens.count - 1
                    // The last word may be a prefix; a single character is itself.
                    guard wantCount == haveCount || (isLast && lastIsPrefix && !want.single && wantCount < haveCount) else { matched = false; break }
                    for index in 0..<wantCount where term[want.start + index] != text[have.start + index] {
                        matched = false
                        break
                    }
                    guard matched else { break }
                    end = have.start + wantCount
                }
                if matched { return found[first].start..<end }
            }
            return nil
        }
    }

    /// Whether the term occurs in `folded` (a folded text).
    func occurs(inFolded folded: String) -> Bool {
        var folded = folded
        return folded.withUTF8 { find(in: $0) != nil }
    }

    /// The tokens of the folded `text`, appended to `tokens`.
    static func tokenize(_ text: UnsafeBufferPointer<UInt8>, into tokens: inout [Token]) {
        var at = 0, wordStart = -1, lastEnd = -1
        func closeWord(_ end: Int) {
            guard wordStart >= 0 else { return }
            tokens.append(Token(start: wordStart, end: end, joined: wordStart == lastEnd, single: false))
            lastEnd = end
            wordStart = -1
        }
        while at < text.count {
            let byte = text[at]
            if byte < 0x80 {
                if TextFolding.isWordByte(byte) {
                    if wordStart < 0 { wordStart = at }
                } else {
                    closeWord(at)
                }
                at += 1
                continue
            }
            let (scalar, length) = decode(text, at)
            if isSingle(scalar) {
                closeWord(at)
                tokens.append(Token(start: at, end: at + length, joined: at == lastEnd, single: true))
                lastEnd = at + length
            } else if isWordScalar(scalar) {
                if wordStart < 0 { wordStart = at }
            } else {
                closeWord(at)
            }
            at += length
        }
        closeWord(text.count)
    }

    /// Whether `scalar` is a token of its own: a letter of Han, kana or Hangul (as the
    /// vocabularies split them), or any character of a script written without spaces.
    static func isSingle(_ scalar: Unicode.Scalar) -> Bool {
        isUnspaced(scalar) || (SearchFacts.isCJK(scalar) && scalar.properties.isAlphabetic)
    }

    /// Thai, Lao, Myanmar and Khmer: scripts written without spaces between words.
    static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
        (0x0E00...0x0EFF).contains(scalar.value) || (0x1000...0x109F).contains(scalar.value) || (0x1780...0x17FF).contains(scalar.value)
    }

    /// Letters, digits and the marks that are parts of letters continue a word.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether the UTF-8 `text` holds any character of a script written without spaces.
    static func holdsUnspaced(_ text: String) -> Bool { text.unicodeScalars.contains(where: isUnspaced) }

    /// The scalar starting at `at` in `bytes`, if a token starts there.
    private static func scalar(in bytes: [UInt8], at: Int) -> Unicode.Scalar? {
        bytes.withUnsafeBufferPointer { decode($0, at).scalar }
    }

    /// The scalar whose UTF-8 encoding starts at `at`, and its length in bytes (a broken
    /// sequence reads as U+FFFD, one byte long).
    @inline(__always)
    static func decode(_ text: UnsafeBufferPointer<UInt8>, _ at: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(text[at])
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, at + length <= text.count else { return ("\u{FFFD}", 1) }
        var value = lead & (0xFF >> (length + 1))
        for index in 1..<length {
            let byte = UInt32(text[at + index])
            guard byte & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | (byte & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
