extension IngredientLine {
    /// Units recognised after a quantity when an ingredient is given as one line of text.
    static let units: Set<String> = [
        "g", "gram", "grams", "kg", "mg", "ml", "l", "litre", "litres", "liter", "liters", "dl", "cl",
        "cup", "cups", "c", "tbsp", "tablespoon", "tablespoons", "tsp", "teaspoon", "teaspoons",
        "oz", "ounce", "ounces", "lb", "lbs", "pound", "pounds", "pinch", "dash", "can", "cans",
        "clove", "cloves", "slice", "slices", "stick", "sticks", "bunch", "handful", "sprig", "sprigs",
    ]

    /// Splits one line of text (`~150g (1/3 lb) bacon cubes`, `2 cups flour`) into quantity,
    /// unit and name; text without a leading quantity is all name.
    public init(parsing text: String) {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)[...]
        var quantity: [String] = []
        var unit = ""
        while let word = words.first, let (number, suffix) = Self.quantityToken(word) {
            if !number.isEmpty { quantity.append(number) }
            words = words.dropFirst()
            if !suffix.isEmpty {
                unit = suffix
                break
            }
        }
        if !quantity.isEmpty, unit.isEmpty, let word = words.first, Self.units.contains(TextFolding.fold(word).trimmed { $0.isPunctuation }) {
            unit = word
            words = words.dropFirst()
        }
        let name = words.joined(separator: " ")
        if quantity.isEmpty || name.isEmpty {
            self.init(name: text.trimmed())
        } else {
            self.init(quantity: quantity.joined(separator: " "), unit: unit, name: name)
        }
    }

    /// A leading quantity word split into its number and an attached unit (`150g` → `150`,
    /// `g`); `-` and `~` count as part of a range. Nil when the word is not a quantity.
    private static func quantityToken(_ word: String) -> (String, String)? {
        if word == "-" || word == "–" { return ("-", "") }
        let numeric = word.prefix { $0.isNumber || "/.,~-–½¼¾⅓⅔⅛".contains($0) }
        guard numeric.contains(where: \.isNumber) || numeric.contains(where: { "½¼¾⅓⅔⅛".contains($0) }) else { return nil }
        let suffix = String(word.dropFirst(numeric.count))
        guard suffix.isEmpty || units.contains(TextFolding.fold(suffix)) else { return nil }
        return (String(numeric), suffix)
    }
}
