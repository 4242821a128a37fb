extension ShoppingTotal {
    /// The parts of one ingredient's amount that could not be summed (`2`, `100 g`), shown on
    /// one line side by side: `2 + 100 g`. The one place such parts are joined (the shopping
    /// list, "What can I cook?" and a recipe's ingredient list), so how they read is changed here.
    public static func sideBySide(_ parts: [String]) -> String {
        parts.joined(separator: " + ")
    }
}
