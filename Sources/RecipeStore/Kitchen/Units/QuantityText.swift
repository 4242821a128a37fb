/// How a number is written for a cook (docs/amounts.md): fractions of 2, 3, 4 or 8 where a
/// unit is measured in them (`1/3 cup`, `1 1/2 tsp`), decimals elsewhere (`1.25 kg`), and huge
/// numbers kept readable (`12,500`, `1.85e15`), never a raw floating-point dump.
public enum QuantityText {
    /// `value` written as fractions allow (`fractions`) or as a decimal; a value no fraction of
    /// 2, 3, 4 or 8 states exactly is written as a decimal, never a fraction rounded wrong.
    public static func format(_ value: Double, fractions: Bool) -> String {
        guard value.isFinite else { return "?" }
        if fractions, let text = fraction(value) { return text }
        return decimal(value)
    }

    /// `value` rounded to the nearest fraction whose denominator is in `denominators` (`1 2/3`,
    /// `4 1/4`), never below the smallest such fraction: the measures a cook's cups and spoons have.
    public static func nearestFraction(_ value: Double, denominators: [Int]) -> String {
        guard value.isFinite else { return "?" }
        let best = nearest(value, denominators: denominators)
        return fraction(best) ?? decimal(best)
    }

    /// The multiple of `1/d` (for some `d` in `denominators`) nearest `value`, at least the
    /// smallest of them; a tie goes to the coarser fraction (listed first).
    static func nearest(_ value: Double, denominators: [Int]) -> Double {
        guard value.isFinite else { return value }
        let smallest = 1 / Double(denominators.max() ?? 1)
        var best = max(smallest, value.rounded()), bestDistance = abs(value - best)
        for denominator in denominators {
            let step = 1 / Double(denominator), candidate = max(smallest, (value / step).rounded() * step)
            let distance = abs(value - candidate)
            if distance < bestDistance - 1e-9 { best = candidate; bestDistance = distance }
        }
        return best
    }

    /// `value` as a whole number and a fraction of 2, 3, 4 or 8 when one states it exactly.
    static func fraction(_ value: Double) -> String? {
        guard value >= 0 else { return nil }
        guard value < 10_000 else { return decimal(value) }
        let whole = value.rounded(.down), rest = value - whole
        if rest < 1e-9 { return decimal(whole) }
        if 1 - rest < 1e-9 { return decimal(whole + 1) }
        for denominator in [2, 3, 4, 8] {
            let numerator = (rest * Double(denominator)).rounded()
            guard numerator >= 1, numerator < Double(denominator), abs(rest - numerator / Double(denominator)) < 1e-9 else { continue }
            let part = "\(Int(numerator))/\(denominator)"
            return whole == 0 ? part : "\(Int(whole)) \(part)"
        }
        return nil
    }

    /// `10` to the power `digits`.
    private static func pow10(_ digits: Int) -> Double { (0..<digits).reduce(1.0) { value, _ in value * 10 } }

    /// `value` with at most two decimals, trailing zeros dropped (`1.25`, `840`, `0.33`); below
    /// 0.1, two significant digits (`0.012`); from 10,000 a whole number with thousands
    /// separators (`12,500`); from a billion, three significant digits and a power of ten (`1.85e15`).
    public static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        let sign = value < 0 ? "-" : "", size = abs(value)
        if size >= 1e9 { return sign + scientific(size) }
        if size >= 9_999.995 { return sign + grouped(Int(size.rounded())) }
        if value != 0, size < 0.1 {
            // Two significant digits for small amounts (a pinch of saffron scaled down).
            var digits = 1
            while digits < 12, size * pow10(digits) < 10 { digits += 1 }
            var text = String(Int((size * pow10(digits)).rounded()))
            text = String(repeating: "0", count: max(0, digits - text.count)) + text
            while text.hasSuffix("0") { text.removeLast() }
            return text.isEmpty ? "0" : sign + "0." + text
        }
        let hundredths = Int((size * 100).rounded())
        let whole = hundredths / 100, rest = hundredths % 100
        let shownSign = hundredths == 0 ? "" : sign
        if rest == 0 { return "\(shownSign)\(whole)" }
        let digits = rest % 10 == 0 ? "\(rest / 10)" : (rest < 10 ? "0\(rest)" : "\(rest)")
        return "\(shownSign)\(whole).\(digits)"
    }

    /// `12500` as `12,500`.
    static func grouped(_ value: Int) -> String {
        var digits = String(value), groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        return ([digits] + groups).joined(separator: ",")
    }

    /// A positive `value` of a billion or more as three significant digits and a power of ten.
    static func scientific(_ value: Double) -> String {
        var exponent = 0, mantissa = value
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        var hundredths = Int((mantissa * 100).rounded())
        if hundredths >= 1_000 { hundredths /= 10; exponent += 1 }
        var digits = String(hundredths / 100)
        let rest = hundredths % 100
        if rest != 0 { digits += "." + (rest % 10 == 0 ? "\(rest / 10)" : (rest < 10 ? "0\(rest)" : "\(rest)")) }
        return digits + "e\(exponent)"
    }
}
