import RecipeStore

/// What a real meal-kit export's `.cook` files look like (issue #35: 17,727 files from a
/// company's export), rebuilt from any recipe, deterministically from the file's index:
/// front matter with a nested `nutrition:` mapping of 6–10 keys in every file, tags as a block
/// or flow list, quoted and unquoted values, a description of 200–600 characters that holds an
/// unquoted `": "` in a fifth of the files and runs on over unindented lines in one in thirty
/// (both salvaged with a warning, as the export's are), a title with `": "` in one in a hundred
/// and twenty-eight; in the method, amounts as German and Dutch cooks write them (`½`,
/// `0,25 TL`, `2 EL`, `1 Prise`, `snufje`).
public enum RealExportShape {
    /// The file's text: this shape's front matter, then `recipe`'s method with its amounts
    /// rewritten as the export writes them; `index` picks every choice.
    public static func text(of recipe: Recipe, index: Int) -> String {
        var random = Random(seed: UInt64(index) ^ 0xA4_0C0D)       // the method's choices, apart from the front matter's
        let written = CookFileWriter.text(of: localized(recipe, Locale(index), &random))
        let body = written.range(of: "\n---\n").map { String(written[$0.upperBound...]) } ?? written
        return "---\n" + frontMatter(of: recipe, index: index) + "---\n" + body
    }

    /// The front matter lines (without fences) of `recipe` for file `index`: what a parser of
    /// this shape meets. Tests call it on its own to compare the parser's readings.
    public static func frontMatter(of recipe: Recipe, index: Int) -> String {
        var random = Random(seed: UInt64(index))
        return frontMatter(of: recipe, locale: Locale(index), index: index, &random)
    }

    /// The language an export writes its units in.
    private enum Locale: CaseIterable {
        case german, dutch, english

        /// File `index`'s language: half German, a quarter each Dutch and English.
        init(_ index: Int) {
            var random = Random(seed: UInt64(index) ^ 0x10CA1E)
            self = [.german, .german, .dutch, .english][random.below(4)]
        }
    }

    private static func frontMatter(of recipe: Recipe, locale: Locale, index: Int, _ random: inout Random) -> String {
        var lines: [String] = []
        var title = oneLine(recipe.name)
        if random.below(128) == 0 { title += ": " + ["mit Kräutern", "the family favourite", "zo gemaakt", "quick & easy"][random.below(4)] }
        lines.append("title: " + (title.contains(": ") ? title : scalar(title, &random)))
        lines += description(of: recipe, &random)
        lines.append("servings: " + ["2", "4", "\"2\"", "3"][random.below(4)])
        lines.append("prep time: \(5 * (1 + random.below(8))) " + ["min", "minutes", "Minuten", "minuten"][random.below(4)])
        lines.append("total time: " + scalar("\(15 + 5 * random.below(12)) min", &random))
        lines.append("difficulty: " + [["leicht", "mittel"], ["makkelijk", "gemiddeld"], ["easy", "medium"]][Locale.allCases.firstIndex(of: locale)!][random.below(2)])
        lines.append("source: https://www.example-mealkit.com/recipes/\(recipe.id.rawValue)-\(String(index, radix: 16))")
        lines.append("image: \"https://img.example-mealkit.com/\(index % 997)/\(recipe.id.rawValue).jpg\"")
        let tags = (recipe.tags + ["Familie", "Schnell", "Kalorienarm", "Veggie", "Snel klaar", "Kids"].shuffled(using: &random).prefix(1 + random.below(3))).map(oneLine)
        switch random.below(3) {
        case 0: lines.append("tags: [" + tags.map { flowItem($0) }.joined(separator: ", ") + "]")
        case 1: lines += ["tags:"] + tags.map { "  - " + scalar($0, &random) }
        default: lines += ["tags:"] + tags.map { "- " + scalar($0, &random) }
        }
        lines.append("allergens: [" + ["Gluten", "Milch", "Ei", "Sellerie", "Senf", "Soja"].shuffled(using: &random).prefix(1 + random.below(4)).joined(separator: ", ") + "]")
        lines.append("nutrition:")
        for (key, unit, range) in nutrients.shuffled(using: &random).prefix(6 + random.below(5)) {
            let amount = "\(range.lowerBound + random.below(range.count))" + (random.below(2) == 0 ? ",\(random.below(10))" : "") + " " + unit
            lines.append("  \(key): " + (random.below(4) == 0 ? "\"\(amount)\"" : amount))
        }
        if random.below(3) == 0 { lines.append("cuisine: " + ["Deutsch", "Nederlands", "Italian", "Asian"][random.below(4)]) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The nutrients a label lists, with their units and the whole numbers a serving has.
    private static let nutrients: [(String, String, Range<Int>)] = [
        ("energy", "kJ", 1200..<3600), ("calories", "kcal", 300..<860), ("fat", "g", 5..<46), ("saturated fat", "g", 1..<21),
        ("carbohydrate", "g", 20..<111), ("sugar", "g", 2..<31), ("protein", "g", 10..<61), ("fibre", "g", 1..<16),
        ("salt", "g", 0..<5), ("sodium", "mg", 100..<1500),
    ]

    /// `description:` and its lines: 200–600 characters of the recipe's own words, with
    /// `": "` in a fifth of the files and unindented continuation lines in one in thirty.
    private static func description(of recipe: Recipe, _ random: inout Random) -> [String] {
        let length = 200 + random.below(401)
        var words = (([recipe.summary] + recipe.steps).map(oneLine).joined(separator: " ")).split(separator: " ").map(String.init)
        if words.isEmpty { words = ["Ein", "schnelles", "Gericht", "für", "jeden", "Tag."] }
        var text = ""
        var next = 0
        while text.count < length || text.last == ":" {
            text += (text.isEmpty ? "" : " ") + words[next % words.count]
            next += 1
        }
        text = text.replacing(": ", with: " - ").replacing(" #", with: " No. ")
        if text.count > 600 {
            text = String(text.prefix(600))
            while let last = text.last, last == " " || last == ":" { text.removeLast() }
        }
        if random.below(5) == 0 {
            // A label in front, or a colon after a word in the middle, as authors write them.
            if random.below(2) == 0, !"[]{}|>&*!\"'#%?-@`,. ".contains(text.first!),
               let space = text.dropFirst(text.count / 3).firstIndex(of: " ") {
                text.insert(":", at: space)
            } else {
                text = ["Tipp: ", "Chef's note: ", "Let op: ", "Hinweis: "][random.below(4)] + text
            }
            return ["description: " + text] + continuation(&random)
        }
        if random.below(30) == 0 { return ["description: " + text] + continuation(&random, always: true) }
        return ["description: " + (text.hasPrefix("-") || text.contains("\"") ? CookFileWriter.quoted(text) : scalar(text, &random))]
    }

    /// The unindented lines a description runs on over in one in thirty files (none when
    /// `always` is false, most of the time): plain words, no `": "`, nothing YAML reads as a key.
    private static func continuation(_ random: inout Random, always: Bool = false) -> [String] {
        guard always || random.below(30) == 0 else { return [] }
        let lines = ["Dazu passt ein frischer Salat.", "Serve with crusty bread and a green salad.",
                     "Lekker met een frisse salade erbij.", "Guten Appetit!", "Keeps for two days in the fridge."]
        return lines.shuffled(using: &random).prefix(1 + random.below(3)).map { $0 }
    }

    /// A value quoted in a third of the files (as exports mix them) when it reads the same either way.
    private static func scalar(_ text: String, _ random: inout Random) -> String {
        let mustQuote = text.isEmpty || text.contains(": ") || text.contains(" #") || text.hasSuffix(":") || text.hasSuffix(" ")
            || "[]{}|>&*!\"'#%?-@`,. ".contains(text.first!)
        if mustQuote || random.below(3) == 0 { return random.below(2) == 0 || text.contains("'") ? CookFileWriter.quoted(text) : "'" + text + "'" }
        return text
    }

    /// A flow-list item: quoted unless it is a plain word.
    private static func flowItem(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0 == " " } && !text.isEmpty ? text : CookFileWriter.quoted(text)
    }

    /// `text` on one line, its white space runs made one space.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `recipe` with its amounts as an export in `locale` writes them.
    private static func localized(_ recipe: Recipe, _ locale: Locale, _ random: inout Random) -> Recipe {
        let ingredients = recipe.ingredients.map { line -> IngredientLine in
            guard line.reference == nil else { return line }
            var quantity = line.quantity, unit = line.unit
            quantity = quantity.replacing("1/2", with: "½").replacing("1/4", with: "¼").replacing("3/4", with: "¾")
            if quantity.contains(".") { quantity = quantity.replacing(".", with: ",") }
            switch (locale, unit.lowercased()) {
            case (.german, "tbsp"), (.german, "tablespoon"), (.german, "tablespoons"): unit = "EL"
            case (.german, "tsp"), (.german, "teaspoon"), (.german, "teaspoons"): unit = "TL"
            case (.german, "pinch"): unit = "Prise"
            case (.dutch, "tbsp"), (.dutch, "tablespoon"), (.dutch, "tablespoons"): unit = "el"
            case (.dutch, "tsp"), (.dutch, "teaspoon"), (.dutch, "teaspoons"): unit = "tl"
            case (.dutch, "pinch"): unit = "snufje"
            case (.german, ""), (.dutch, ""): if !quantity.isEmpty { unit = locale == .german ? "Stück" : "stuk" }
            default: break
            }
            if locale != .english, random.below(6) == 0 { (quantity, unit) = (["0,25", "0,5", "1,5", "2,5"][random.below(4)], locale == .german ? "TL" : "el") }
            return IngredientLine(quantity: quantity, unit: unit, name: line.name, note: line.note, isFixed: line.isFixed, reference: line.reference)
        }
        return Recipe(id: recipe.id, name: recipe.name, category: recipe.category, summary: recipe.summary, servings: recipe.servings,
                      prepMinutes: recipe.prepMinutes, cookMinutes: recipe.cookMinutes, tags: recipe.tags, ingredients: ingredients,
                      steps: recipe.steps, related: recipe.related)
    }

    /// SplitMix64: the same choices for the same index on every run and machine.
    private struct Random: RandomNumberGenerator {
        var state: UInt64

        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A number in `0..<bound`.
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }
}
