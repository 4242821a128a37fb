/// English count nouns as a cook reads them beside a number (docs/amounts.md): `2 onions`,
/// `12 eggs`, `3 cloves`, `1 tomato`. Only a plain noun changes (letters, at most three words,
/// not a mass noun such as `garlic` or `flour`); anything else keeps the author's word.
public enum CountNoun {
    /// Nouns with no plural in a recipe (`2 garlic` is the author's choice, never `garlics`).
    static let massNouns: Set<String> = [
        "salt", "pepper", "flour", "sugar", "water", "milk", "butter", "oil", "rice", "garlic", "ginger", "parsley",
        "cream", "cheese", "yeast", "honey", "vinegar", "stock", "broth", "wine", "chocolate", "cinnamon", "spinach",
        "celery", "broccoli", "corn", "fish", "sheep", "shrimp", "deer", "salmon", "tuna", "cod", "bread", "pasta",
        "thyme", "basil", "oregano", "rosemary", "sage", "dill", "mint", "coriander", "cilantro", "nutmeg", "paprika",
        "cumin", "juice", "zest", "dough", "meat", "beef", "pork", "lamb", "chicken", "bacon", "mince", "lettuce",
        "kale", "cabbage", "asparagus", "couscous", "quinoa", "oats", "molasses", "syrup", "jam", "mustard", "ketchup",
        "mayonnaise", "yogurt", "yoghurt", "ice", "tofu", "feta", "parmesan", "mozzarella", "ricotta", "saffron",
    ]

    /// Words a recipe writes as a count's unit that describe the thing counted (`{3%large}`
    /// tomatoes): never plural themselves; the name beside them is counted instead
    /// (`8 large eggs`).
    static let sizeWords: Set<String> = [
        "large", "small", "medium", "big", "whole", "jumbo", "extra-large", "heaped", "heaping", "level",
        "rounded", "scant", "generous", "good", "thin", "thick", "ripe",
    ]

    /// Whether `unit` describes the thing counted rather than naming a unit (`large`, `small`).
    public static func isSize(_ unit: String) -> Bool {
        sizeWords.contains(unit.lowercased()) || unit.split(separator: " ").last.map { sizeWords.contains($0.lowercased()) } == true
    }

    /// Whether `unit` only counts (none, a size, `items`, `pieces`): such amounts of one
    /// ingredient add up as one count (`3` and `8 large` eggs are 11 eggs).
    public static func isCount(_ unit: String) -> Bool {
        unit.isEmpty || isSize(unit) || ["item", "items", "each", "piece", "pieces", "pc", "pcs"].contains(unit.lowercased())
    }

    /// Units that only say "so many of them" (`{2%items}`, `{2%each}`): once an amount is
    /// rewritten (scaled, converted or summed) they are not shown, and the name is counted
    /// (`2 red chillies`).
    public static let itemWords: Set<String> = ["item", "items", "each"]

    /// Whether the name beside an amount in `unit` is what is counted, so it follows the number:
    /// no unit, a size (`8 large eggs`) or an item word; not `3 cloves garlic` or `2 pieces ginger`.
    public static func countsName(_ unit: String) -> Bool {
        unit.isEmpty || isSize(unit) || itemWords.contains(unit.lowercased())
    }

    /// Plurals that do not follow the rules (`leaf` → `leaves`).
    static let irregular: [String: String] = [
        "leaf": "leaves", "loaf": "loaves", "half": "halves", "knife": "knives", "shelf": "shelves", "calf": "calves",
        "potato": "potatoes", "tomato": "tomatoes", "mango": "mangoes", "hero": "heroes", "echo": "echoes",
        "chilli": "chillies", "chili": "chilies", "mouse": "mice", "goose": "geese", "foot": "feet", "tooth": "teeth", "person": "people",
        "roux": "roux", "zucchini": "zucchini", "dozen": "dozen",
    ]

    /// Words that describe rather than name (`raw, unsalted almonds`): a name ending in one is
    /// no plain noun, so `raw` never becomes `raws`.
    static let describingWords: Set<String> = [
        "raw", "fresh", "dried", "frozen", "cooked", "uncooked", "ripe", "hot", "cold", "warm", "toasted", "roasted", "salted",
        "unsalted", "sweet", "plain", "ground", "chopped", "sliced", "diced", "minced", "canned", "tinned", "organic", "softened",
        "melted", "beaten", "peeled", "grated", "shredded", "crushed", "boiled", "mashed", "optional",
    ]

    /// Words that look plural but are the only form a recipe uses (`greens`, `grits`): never singularised.
    static let pluralOnly: Set<String> = ["greens", "grits", "bitters", "chives", "sprinkles", "giblets", "leftovers", "scraps", "aromatics"]

    /// The words before `pepper` that make it a vegetable counted (`2 red bell peppers`) rather
    /// than the spice (`black pepper`, a mass noun).
    static let pepperKinds: Set<String> = [
        "bell", "red", "green", "yellow", "orange", "sweet", "hot", "chilli", "chili", "chile", "jalapeno", "jalapeño", "banana",
        "poblano", "serrano", "habanero", "cherry", "padron", "piquillo", "cubanelle", "anaheim", "shishito", "fresno", "italian",
    ]

    /// Small words that show a name is a phrase, not a plain noun (`salt and pepper`, `juice of 1 lemon`).
    static let phraseWords: Set<String> = ["and", "or", "of", "with", "for", "to", "in", "a", "an", "the", "plus"]

    /// `name` as it reads beside a number shown as `shown`: plural when a plain singular noun
    /// counts more than one (`@egg{6}` reads `6 eggs`, as a cookbook prints it, and `1 1/4
    /// limes`), singular when a plain plural counts one or less (`1 onion`, `1/4 onion`);
    /// otherwise as the author wrote it. A noun before a comma changes alone (`lemon, juiced` →
    /// `lemons, juiced`).
    public static func form(_ name: String, shown: Double) -> String {
        let comma = name.firstRange(of: ", ")
        let noun = comma.map { String(name[..<$0.lowerBound]) } ?? name, rest = comma.map { String(name[$0.lowerBound...]) } ?? ""
        if shown > 1, let plural = plural(noun) { return plural + rest }
        if shown <= 1, let singular = singular(noun) { return singular + rest }
        return name
    }

    /// A count's unit as it reads beside a number shown as `shown`, as `form` reads a name, a
    /// size before it kept (`14-oz can` → `14-oz cans` for 12, `28-oz cans` → `28-oz can` for 1).
    public static func unitForm(_ unit: String, shown: Double) -> String {
        guard let space = unit.lastIndex(of: " "), unit[..<space].contains(where: \.isNumber) else { return form(unit, shown: shown) }
        return String(unit[...space]) + form(String(unit[unit.index(after: space)...]), shown: shown)
    }

    /// Whether `name` changes with its number (`onion`, `lemons, juiced`), not a mass noun or a phrase.
    public static func isCounted(_ name: String) -> Bool {
        form(name, shown: 2) != name || form(name, shown: 1) != name
    }

    /// Whether `name` may be a plural `singular` reads (its noun, before any comma, ends in `s`
    /// or is an irregular plural such as `mice`): a cheap look before the full reading.
    static func mayBePlural(_ name: String) -> Bool {
        let noun = name.firstRange(of: ", ").map { name[..<$0.lowerBound] } ?? name[...]
        guard let last = noun.last else { return false }
        if last == "s" || last == "S" { return true }
        let word = noun.split(separator: " ").last.map { $0.lowercased() } ?? ""
        return irregularPlurals.contains(word)
    }

    /// The irregular plurals (`leaves`, `mice`).
    private static let irregularPlurals = Set(irregular.values)

    /// The plural of a plain singular noun (`onion` → `onions`, `chicken breast` → `chicken
    /// breasts`, `cherry` → `cherries`), nil when `name` is not one (or already plural).
    public static func plural(_ name: String) -> String? {
        guard let (head, last) = plainNoun(name), !last.hasSuffix("s") || last.hasSuffix("ss") else { return nil }
        let lower = last.lowercased()
        if let irregular = irregular[lower] { return irregular == lower ? nil : head + matchCase(irregular, last) }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !vowels.contains(before) { return head + last.dropLast() + "ies" }
        for suffix in ["s", "x", "z", "ch", "sh"] where lower.hasSuffix(suffix) { return head + last + "es" }
        return head + last + "s"
    }

    /// The singular of a plain regular plural (`onions` → `onion`, `cherries` → `cherry`,
    /// `tomatoes` → `tomato`), nil when `name` is not one.
    public static func singular(_ name: String) -> String? {
        guard let (head, last) = plainNoun(name) else { return nil }
        let lower = last.lowercased()
        guard !pluralOnly.contains(lower) else { return nil }
        if let (singular, _) = irregular.first(where: { $0.value == lower }) { return singular == lower ? nil : head + matchCase(singular, last) }
        guard lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), lower.count > 3 else { return nil }
        if lower.hasSuffix("ies") { return head + last.dropLast(3) + "y" }
        for suffix in ["ses", "xes", "zes", "ches", "shes"] where lower.hasSuffix(suffix) { return head + last.dropLast(2) }
        return head + last.dropLast()
    }

    /// `name` split into everything before its last word and that word, when it is a plain noun.
    private static func plainNoun(_ name: String) -> (String, String)? {
        let words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard (1...3).contains(words.count), let last = words.last, last.count >= 2,
              words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0 == "-" } && !phraseWords.contains($0.lowercased()) }),
              last != last.uppercased(), !sizeWords.contains(last.lowercased()), !describingWords.contains(last.lowercased()),
              !isMass(last.lowercased(), after: words.dropLast().last)
        else { return nil }
        return (words.dropLast().map { $0 + " " }.joined(), last)
    }

    /// Whether `word` (lower-cased), after `before`, is a mass noun: listed (`flour`, or in the
    /// plural, `oats`), but `pepper` is counted after a kind of the vegetable (`red bell pepper`).
    private static func isMass(_ word: String, after before: String?) -> Bool {
        if word == "pepper" || word == "peppers", let before, pepperKinds.contains(before.lowercased()) { return false }
        return massNouns.contains(word) || massNouns.contains(singularOfMass(word))
    }

    /// `oats` and `molasses` are listed as they are; this reads a mass noun written in the plural.
    private static func singularOfMass(_ word: String) -> String { word.hasSuffix("s") ? String(word.dropLast()) : word }

    /// `word` in the case of `model` (`Leaves` for `Leaf`).
    private static func matchCase(_ word: String, _ model: String) -> String {
        model.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
    }
}
