extension WidthTable {
    /// What the C library's `wcwidth` gives the code point `value` in a UTF-8 locale: 0, 1 or 2
    /// columns, or -1 when it is not printable (a control, unassigned, beyond U+10FFFF). Two
    /// loads: the block's pattern number, then the two bits of `value` in that pattern.
    @inline(__always)
    static func wcwidth(_ value: UInt32) -> Int {
        guard value <= 0x10FFFF else { return -1 }
        let block = Int(value >> 8), low = Int(value & 0xFF)
        let pattern = Int(truncatingIfNeeded: blocks[block >> 3] >> UInt64((block & 7) * 8)) & 0xFF
        let code = Int(truncatingIfNeeded: widths[pattern * 8 + low >> 5] >> UInt64((low & 31) * 2)) & 3
        return code == 3 ? -1 : code
    }
}
