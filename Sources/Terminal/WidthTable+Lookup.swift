extension WidthTable {
    /// What the C library's `wcwidth` gives the code point `value` in a UTF-8 locale: 0, 1 or 2
    /// columns, or -1 when it is not printable (a control, unassigned, beyond U+10FFFF).
    static func wcwidth(_ value: UInt32) -> Int {
        guard value <= 0x10FFFF else { return -1 }
        // The last run starting at or before `value` (the first starts at U+0000).
        let runs = Self.runs
        var low = 0, high = runs.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if runs[middle] >> 2 <= value { low = middle } else { high = middle }
        }
        let code = Int(runs[low] & 3)
        return code == 3 ? -1 : code
    }
}
