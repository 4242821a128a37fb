extension Unicode.Scalar {
    /// White space as the specification defines it: Unicode Zs and tab.
    var isCooklangSpace: Bool { self == "\t" || properties.generalCategory == .spaceSeparator }

    /// A new line character: U+000A–U+000D, U+0085, U+2028, U+2029.
    var isCooklangNewline: Bool {
        (value >= 0x0A && value <= 0x0D) || value == 0x85 || value == 0x2028 || value == 0x2029
    }

    /// Unicode punctuation (general category P*), which ends a one-word component name.
    var isCooklangPunctuation: Bool {
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// What may continue a one-word name: neither space, new line nor punctuation.
    var isCooklangWord: Bool { !isCooklangSpace && !isCooklangNewline && !isCooklangPunctuation }
}
