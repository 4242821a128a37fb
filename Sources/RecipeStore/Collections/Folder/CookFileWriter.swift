/// A recipe written as Cooklang (`cookbook export --cook`, the benchmark folders): YAML front
/// matter, then the method with each ingredient as a component at its amount (fixed ones with
/// `=`, notes in parentheses) where a step first names it, durations as timers, the rest as
/// prose with its sigils escaped, section headings and notes where the method has them, and
/// the ingredients no step names in a first mise-en-place paragraph. Related recipes go in a
/// `related:` list of `./paths` (references that are no ingredient). What reads back: the same
/// name, ingredients (in order of use), steps and what cook mode shows at each, times,
/// servings, tags and related recipes.
public enum CookFileWriter {
    /// The `.cook` text of `recipe`; `related` are the `./paths` of its related recipes.
    public static func text(of recipe: Recipe, related: [String] = [], extraFrontMatter: [String] = []) -> String {
        var lines = ["---", "title: " + quoted(recipe.name)]
        if !recipe.summary.isEmpty { lines.append("description: " + quoted(recipe.summary)) }
        if !recipe.tags.isEmpty { lines.append("tags: [" + recipe.tags.map(quoted).joined(separator: ", ") + "]") }
        if let servings = recipe.servings { lines.append("servings: \(servings)") }
        if let prep = recipe.prepMinutes { lines.append("prep time: \(prep) minutes") }
        if let cook = recipe.cookMinutes { lines.append("cook time: \(cook) minutes") }
        if let total = recipe.totalMinutes, recipe.prepMinutes == nil, recipe.cookMinutes == nil { lines.append("time: \(total) minutes") }
        if let source = recipe.source { lines.append("source: " + quoted(source)) }
        for fact in recipe.facts where fact.key != "yield" { lines.append(fact.key + ": " + quoted(fact.value)) }
        if !related.isEmpty { lines.append("related: [" + related.map(quoted).joined(separator: ", ") + "]") }
        lines += extraFrontMatter
        lines.append("---")
        return lines.joined(separator: "\n") + "\n\n" + body(recipe)
    }

    /// The method, each ingredient a component (at its amount) in the step that first names it
    /// and each stated duration a timer (`StepNaming`, `ProseDuration`: what cook mode offers
    /// for the JSON recipe), so cook mode on the file equals cook mode on the original; the
    /// ingredients no step names in a first mise-en-place paragraph (`MiseEnPlaceStep`), which
    /// is no step.
    static func body(_ recipe: Recipe) -> String {
        let naming = StepNaming(names: recipe.ingredients.map(\.name), steps: recipe.steps)
        let texts = recipe.steps.map(Array.init)
        var marks: [[(range: Range<Int>, text: String)]] = texts.map { text in ProseDuration.all(in: text).map { ($0.range, $0.cooklang) } }
        var unnamed: [String] = []
        for (index, line) in recipe.ingredients.enumerated() {
            guard let component = component(line) else { continue }
            if let place = naming.places[index], !marks[place.step].contains(where: { $0.range.overlaps(place.characters) }) {
                marks[place.step].append((place.characters, component))
            } else {
                unnamed.append(component)
            }
        }
        var paragraphs: [String] = []
        if let mise = MiseEnPlaceStep.text(unnamed) { paragraphs.append(mise) }
        for line in recipe.method {
            switch line {
            case let .section(text): paragraphs.append("= " + plain(text) + " =")
            case let .note(text): paragraphs.append("> " + escaped(text))
            case let .step(number, _):
                var text = "", at = 0
                for mark in marks[number - 1].sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
                    text += escaped(String(texts[number - 1][at..<mark.range.lowerBound])) + mark.text
                    at = mark.range.upperBound
                }
                paragraphs.append(text + escaped(String(texts[number - 1][at...])))
            }
        }
        return paragraphs.joined(separator: "\n\n") + "\n"
    }

    /// `line` as a Cooklang component, `@name{=amount%unit}(note)` (fixed amounts with `=`),
    /// or nil for a line with no name left. Parentheses and `%` may stay in a name (`유자 (yuzu)`,
    /// `30% fat`) and a unit (`can (400 g)`): only braces end them, and only after the braces
    /// does `(` open a note.
    static func component(_ line: IngredientLine) -> String? {
        let name = trim(String(line.name.filter { !"{}@#~\n".contains($0) }))
        guard !name.isEmpty else { return nil }
        let inBraces = { (text: String) in String(text.filter { !"{}%\n".contains($0) }) }
        let amount = [inBraces(line.quantity), inBraces(line.unit)].filter { !$0.isEmpty }.joined(separator: "%")
        let note = line.note.map { trim(plain($0)) }.flatMap { $0.isEmpty ? nil : "(" + $0 + ")" } ?? ""
        return "@" + name + "{" + (line.isFixed && !amount.isEmpty ? "=" : "") + amount + "}" + note
    }

    /// `text` without the characters that end a component (`{ } % ( )` and sigils).
    public static func plain(_ text: String) -> String {
        String(text.filter { !"{}%()@#~\n".contains($0) })
    }

    /// Prose with its sigils escaped and on one line, so it reads back as written.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\n" { result.append(" "); continue }
            if "@#~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A YAML double-quoted string.
    public static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: " ") + "\""
    }

    /// A file or folder name for `text`: no path separators or characters file systems refuse,
    /// no leading dot (a collection skips hidden files and folders: `. . .Cake` is `Cake`), at
    /// most 80 characters and 200 bytes (names are limited in bytes: 80 emoji are 320), which
    /// leaves room for ` (1000).cook`. Bidirectional controls (`U+202E` would make
    /// `Evil\u{202E}txt.cook.cook` read reversed in `ls`) and other control characters are dropped.
    public static func fileSafe(_ text: String) -> String {
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: text.unicodeScalars.filter { !isHiddenControl($0) })
        let replaced = String(String(visible).map { "/\\:*?\"<>|\n\r\t".contains($0) ? "-" : $0 }).drop { $0 == "." || $0.isWhitespace }
        var cleaned = ""
        for character in replaced.prefix(80) {
            guard cleaned.utf8.count + character.utf8.count <= 200 else { break }
            cleaned.append(character)
        }
        cleaned = trim(cleaned)
        return cleaned.isEmpty ? "recipe" : cleaned
    }

    /// A control character other than a line break or tab (which become `-`), or a
    /// bidirectional control: U+202A–202E, U+2066–2069, U+200E, U+200F, U+061C.
    private static func isHiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x0A || value == 0x0D || value == 0x09 { return false }
        return value < 0x20 || (0x7F..<0xA0).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }

    private static func trim(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
