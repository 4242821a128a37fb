/// How an amount is written for a cook: exact fractions where the unit is measured in
/// fractions (`1/3 cup`, `1 1/2 tsp`: halves, thirds, quarters and eighths, the measures
/// kitchens have), decimals elsewhere (`1.25 kg`, `840 g`, small amounts to two significant
/// digits, `0.012`). A value no such fraction states exactly is written as a decimal: never a
/// fraction rounded wrong.
public enum QuantityText {
    /// `value` written as fractions allow (`fractions`) or as a decimal.
    public static func format(_ value: Double, fractions: Bool) -> String {
        guard value.isFinite else { return "?" }
        if fractions, let text = fraction(value) { return text }
        return decimal(value)
    }

    /// `value` as a whole number and a fraction of 2, 3, 4 or 8 when one states it exactly.
    static func fraction(_ value: Double) -> String? {
        guard value >= 0 else { return nil }
        let whole = value.rounded(.down), rest = value - whole
        if rest < 1e-9 { return decimal(whole) }
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
    /// 0.1, two significant digits (`0.012`).
    static func decimal(_ value: Double) -> String {
        if value != 0, abs(value) < 0.1 {
            // Two significant digits for small amounts (a pinch of saffron scaled down).
            var digits = 1
            while digits < 12, abs(value) * pow10(digits) < 10 { digits += 1 }
            var text = String(Int((abs(value) * pow10(digits)).rounded()))
            text = String(repeating: "0", count: max(0, digits - text.count)) + text
            while text.hasSuffix("0") { text.removeLast() }
            return text.isEmpty ? "0" : (value < 0 ? "-" : "") + "0." + text
        }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return String(value) }
        let whole = Int(hundredths) / 100, rest = abs(Int(hundredths) % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if rest == 0 { return "\(sign)\(whole)" }
        let digits = rest % 10 == 0 ? "\(rest / 10)" : (rest < 10 ? "0\(rest)" : "\(rest)")
        return "\(sign)\(whole).\(digits)"
    }
}
