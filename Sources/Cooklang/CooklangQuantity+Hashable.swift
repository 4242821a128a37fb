/// Quantities compare by value when both have one (`1/2` == `0.5`), otherwise by text.
extension CooklangQuantity: Hashable {
    /// Equal values, or equal texts when either has no value.
    public static func == (lhs: CooklangQuantity, rhs: CooklangQuantity) -> Bool {
        if let left = lhs.value, let right = rhs.value { return left == right }
        return lhs.value == nil && rhs.value == nil && lhs.text == rhs.text
    }

    /// Hashes the value, or the text when there is none.
    public func hash(into hasher: inout Hasher) {
        if let value { hasher.combine(value) } else { hasher.combine(text) }
    }
}
