extension KitchenLines.Line {
    /// Whether it is a TOML comment alone (`# …`, maybe indented).
    var isComment: Bool { bytes.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: "#") }

    /// Whether it says something to TOML: neither blank nor a comment alone.
    var isContent: Bool { !isBlank && !isComment }
}
