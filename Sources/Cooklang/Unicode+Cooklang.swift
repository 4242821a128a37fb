extension Unicode.Scalar {
    /// White space as the specification defines it: Unicode Zs and tab.
    @inline(__always)
    var isCooklangSpace: Bool {
        value < 0x80 ? (self == " " || self == "\t") : isNonASCIISpace
    }

    /// `isCooklangSpace` beyond ASCII, in a function of its own: a function that reads a
    /// scalar's properties fetches their (resilient) types' metadata on every call, even when it
    /// only meets ASCII, so the ASCII paths here and in their callers stay free of it.
    @inline(never)
    private var isNonASCIISpace: Bool { properties.generalCategory == .spaceSeparator }

    /// A new line character: U+000A–U+000D, U+0085, U+2028, U+2029.
    var isCooklangNewline: Bool {
        (value >= 0x0A && value <= 0x0D) || value == 0x85 || value == 0x2028 || value == 0x2029
    }

    /// Unicode punctuation (general category P*), which ends a one-word component name.
    @inline(__always)
    var isCooklangPunctuation: Bool {
        value < 0x80 ? Self.asciiPunctuation[Int(value)] : isNonASCIIPunctuation
    }

    /// `isCooklangPunctuation` for a scalar beyond ASCII (kept out of line, as `isNonASCIISpace`).
    @inline(never)
    private var isNonASCIIPunctuation: Bool {
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// Which ASCII characters are Unicode punctuation (P*): the ASCII fast path.
    private static let asciiPunctuation: [Bool] = (0..<128).map { code in
        let scalar = Unicode.Scalar(UInt8(code))
        return "!\"#%&'()*,-./:;?@[\\]_{}".unicodeScalars.contains(scalar)
    }

    /// What may continue a one-word name: neither space, new line nor punctuation.
    var isCooklangWord: Bool { !isCooklangSpace && !isCooklangNewline && !isCooklangPunctuation }
}
