/// A unit of measure a recipe writes (`g`, `tbsp`, `cups`), known by one alias table: its
/// dimension, its size in the dimension's base unit (grams, millilitres), its system, and
/// whether cooks measure it in fractions (`1/3 cup`) or decimals (`1.25 kg`).
///
/// Sizes are the exact definitions in NIST Handbook 44 (2023), Appendix C: 1 lb = 453.592 37 g,
/// 1 oz = 1/16 lb; 1 US gallon = 231 in³ = 3.785 411 784 L, 1 cup = 1/16 gal, 1 fl oz = 1/8
/// cup, 1 tbsp = 1/2 fl oz, 1 tsp = 1/3 tbsp, 1 pint = 2 cups, 1 quart = 2 pints.
public struct MeasureUnit: Hashable, Sendable {
    /// What a unit measures; amounts convert only within one.
    public enum Dimension: String, Sendable { case mass, volume }
    /// The family a unit belongs to.
    public enum System: String, Sendable { case metric, us }

    /// The canonical symbol shown (`g`, `tbsp`, `cup`).
    public let symbol: String
    /// What it measures.
    public let dimension: Dimension
    /// Its size in grams (mass) or millilitres (volume).
    public let size: Double
    /// Metric or US customary.
    public let system: System
    /// Whether amounts in it read as fractions (`1 1/2 tsp`) rather than decimals.
    public let usesFractions: Bool

    /// The unit `text` names (`grams`, `Tbsp.`, `tablespoons`, `ml`), nil for one the table
    /// does not know (`balls`, `cloves`): such amounts scale but never convert.
    public init?(_ text: String) {
        let key = text.lowercased().trimmed { $0 == " " || $0 == "." }
        guard let unit = Self.byAlias[key] else { return nil }
        self = unit
    }

    init(_ symbol: String, _ dimension: Dimension, _ size: Double, _ system: System, fractions: Bool = false) {
        self.symbol = symbol
        self.dimension = dimension
        self.size = size
        self.system = system
        usesFractions = fractions
    }

    static let gallon = 3_785.411_784, pound = 453.592_37
    static let gram = MeasureUnit("g", .mass, 1, .metric), kilogram = MeasureUnit("kg", .mass, 1_000, .metric)
    static let milligram = MeasureUnit("mg", .mass, 0.001, .metric)
    static let ounce = MeasureUnit("oz", .mass, pound / 16, .us, fractions: true), poundUnit = MeasureUnit("lb", .mass, pound, .us, fractions: true)
    static let millilitre = MeasureUnit("ml", .volume, 1, .metric), litre = MeasureUnit("l", .volume, 1_000, .metric)
    static let centilitre = MeasureUnit("cl", .volume, 10, .metric), decilitre = MeasureUnit("dl", .volume, 100, .metric)
    static let cup = MeasureUnit("cup", .volume, gallon / 16, .us, fractions: true)
    static let fluidOunce = MeasureUnit("fl oz", .volume, gallon / 128, .us, fractions: true)
    static let tablespoon = MeasureUnit("tbsp", .volume, gallon / 256, .us, fractions: true)
    static let teaspoon = MeasureUnit("tsp", .volume, gallon / 768, .us, fractions: true)
    static let pint = MeasureUnit("pint", .volume, gallon / 8, .us, fractions: true)
    static let quart = MeasureUnit("quart", .volume, gallon / 4, .us, fractions: true)
    static let usGallon = MeasureUnit("gallon", .volume, gallon, .us, fractions: true)

    /// Every spelling the table reads, each unit's aliases together: the one place units are named.
    static let aliases: [(MeasureUnit, [String])] = [
        (gram, ["g", "gr", "gram", "grams", "gramme", "grammes"]), (kilogram, ["kg", "kilo", "kilos", "kilogram", "kilograms"]),
        (milligram, ["mg", "milligram", "milligrams"]),
        (ounce, ["oz", "ounce", "ounces"]), (poundUnit, ["lb", "lbs", "pound", "pounds"]),
        (millilitre, ["ml", "millilitre", "millilitres", "milliliter", "milliliters"]),
        (litre, ["l", "litre", "litres", "liter", "liters"]), (centilitre, ["cl", "centilitre", "centilitres", "centiliter", "centiliters"]),
        (decilitre, ["dl", "decilitre", "decilitres", "deciliter", "deciliters"]),
        (cup, ["cup", "cups", "c"]), (fluidOunce, ["fl oz", "fl. oz", "floz", "fluid ounce", "fluid ounces"]),
        (tablespoon, ["tbsp", "tbsps", "tbs", "tablespoon", "tablespoons", "tbl"]),
        (teaspoon, ["tsp", "tsps", "teaspoon", "teaspoons"]),
        (pint, ["pint", "pints", "pt", "pts"]), (quart, ["quart", "quarts", "qt", "qts"]), (usGallon, ["gallon", "gallons", "gal", "gals"]),
    ]

    private static let byAlias: [String: MeasureUnit] = {
        var table: [String: MeasureUnit] = [:]
        for (unit, names) in aliases { for name in names { table[name] = unit } }
        return table
    }()
}
