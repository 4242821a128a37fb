import RecipeStore

/// One `recipeIngredient` line as a Cooklang ingredient: `2 cloves garlic, minced` → name
/// `garlic`, quantity `2`, unit `cloves`, note `minced`. Parenthesised text and what follows a
/// comma are the note; unicode fractions become `1/2`; a line whose amount cannot be read
/// stays whole as the name, with no amount.
struct ImportedIngredient: Equatable {
    let name: String
    let quantity: String
    let unit: String
    let note: String?

    /// An ingredient with these parts.
    init(name: String, quantity: String, unit: String, note: String?) {
        (self.name, self.quantity, self.unit, self.note) = (name, quantity, unit, note)
    }

    /// Reads one ingredient line.
    init(line written: String) {
        // `a red onion` is one red onion, `the zest of 2 lemons` is `zest of 2 lemons`, and `a few
        // sprigs thyme` is `a few` of `sprigs thyme`: no name starts with an article.
        let words = written.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map { $0.lowercased() }
        if words.count == 3, ["a", "an"].contains(words[0]), let vague = Self.vagueAmounts.first(where: { $0 == words[1] }) {
            var name = String(written.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)[2])
            if name.lowercased().hasPrefix("of ") { name.removeFirst(3) }
            let rest = ImportedIngredient(line: name)
            self.init(name: rest.name, quantity: "a " + vague, unit: "", note: rest.note)
            return
        }
        var line = written
        if let first = words.first, words.count > 1, ["a", "an"].contains(first) {
            line = "1 " + written.drop { $0 == " " }.dropFirst(first.count).drop { $0 == " " }
        } else if words.first == "the", words.count > 1 {
            line = String(written.drop { $0 == " " }.dropFirst(3).drop { $0 == " " })
        }
        // `1 (14 oz) can tomatoes`, `butter (softened)`: parentheses are notes, taken out before
        // the amount is read, so `can` is the unit.
        let (text, taken) = Self.parenthesesTakenOut(Self.asciiFractions(line))
        var notes = taken
        let parsed = IngredientLine(parsing: Self.usualRanges(text))
        var quantity = parsed.quantity.filter { $0 != "~" }
        if quantity.hasSuffix("-") || quantity.hasSuffix("–") { quantity.removeLast() }
        var name = parsed.name, unit = parsed.unit
        // `6 EL Olivenöl`, `2 c.à.s. d'huile`, `1 cucharada de aceite`: a unit in another
        // language is the unit, and the article after a unit is no part of the name.
        if !quantity.isEmpty, unit.isEmpty, let (foreign, rest) = ForeignUnits.leading(name + (notes.isEmpty ? "" : " ")) {
            (unit, name) = (foreign, rest)
        }
        if quantity.isEmpty, unit.isEmpty, let (foreign, rest) = ForeignUnits.leading(name), ForeignUnits.pinches.contains(foreign.lowercased()), !rest.isEmpty {
            (quantity, unit, name) = ("1", foreign, rest)                      // `snuf peper en zout`: a pinch
        }
        if !quantity.isEmpty {
            // `de l'huile`, `of the used frying oil`, `½ a lemon`: no article after an amount;
            // `3 tablespoons Tablespoon milk`: the unit said twice.
            var words = name.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            let singular = { (word: String) in word.lowercased().hasSuffix("s") ? String(word.lowercased().dropLast()) : word.lowercased() }
            while words.count > 1, ForeignUnits.isArticle(words[0]) || (!unit.isEmpty && singular(words[0]) == singular(unit)) { words.removeFirst() }
            name = ForeignUnits.withoutArticle(ForeignUnits.withoutArticle(words.joined(separator: " ")))
        }
        if quantity.isEmpty, name.lowercased().hasPrefix("of "), name.count > 3 { name = String(name.dropFirst(3)) }   // `of bacon`
        if name.isEmpty, !notes.isEmpty { name = notes.removeFirst() }       // `2 Stück (Zwiebeln)`
        if let comma = name.firstIndex(where: { $0 == "," || $0 == ";" }) {   // `Zwiebel/n; mittelgroß`
            notes.append(String(name[name.index(after: comma)...]))
            name = String(name[..<comma])
        }
        name = Self.cooklangName(name)
        if !quantity.isEmpty, Amount(parsing: quantity) == nil || name.isEmpty {
            (quantity, name, notes) = ("", Self.cooklangName(line), [])
        }
        let note = notes.map { $0.collapsingSpaces().filter { !"()".contains($0) } }.filter { !$0.isEmpty }.joined(separator: ", ")
        self.init(name: name.isEmpty ? "ingredient" : name, quantity: quantity.trimmingSpaces(),
                  unit: quantity.isEmpty ? "" : unit.filter { !"{}%()\\".contains($0) }, note: note.isEmpty ? nil : note)
    }

    /// `text` with each `(…)` replaced by a space, and what each held, in one pass: brackets
    /// nest (`((3/4 cup, packed))` is one note, `3/4 cup, packed`; `(about 1 (14 oz) can)` one
    /// note holding the inner one); a `(` that no `)` closes starts a note to the end of the
    /// line, and a `)` that closes nothing is dropped: no bracket is ever left in the name.
    static func parenthesesTakenOut(_ text: String) -> (text: String, notes: [String]) {
        let characters = Array(text)
        // Where each `(` closes (nil: never), found first so an unclosed one stays text.
        var closes = [Int?](repeating: nil, count: characters.count), open: [Int] = []
        for (index, character) in characters.enumerated() {
            if character == "(" { open.append(index) } else if character == ")", let start = open.popLast() { closes[start] = index }
        }
        var kept = "", notes: [String] = [], index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "(", let end = closes[index] {
                // The outermost brackets go; inner ones are part of the note, stripped when it is written.
                var note = String(characters[(index + 1)..<end])
                while note.first == "(", note.last == ")", note.count >= 2 { note = String(note.dropFirst().dropLast()) }
                notes.append(note)
                kept.append(" ")
                index = end + 1
            } else if character == "(" {
                // Closed by nothing: the rest of the line is its note.
                notes.append(String(characters[(index + 1)...]))
                break
            } else {
                if character != ")" { kept.append(character) }
                index += 1
            }
        }
        return (kept, notes)
    }

    /// Amounts said in words after `a`/`an` (`a few`, `a little`): kept as the amount's text.
    private static let vagueAmounts = ["few", "little", "bit", "couple", "lot", "good", "generous"]

    /// The ingredient as a Cooklang component: `@garlic{2%cloves}(minced)`.
    var component: String {
        let amount = [quantity, unit].filter { !$0.isEmpty }.joined(separator: "%")
        return "@" + StepComposer.defused(name) + "{" + amount + "}" + (note.map { "(" + StepComposer.defused($0) + ")" } ?? "")
    }

    /// A name Cooklang reads back as written: no braces, sigils or line breaks, no leading
    /// modifier (`?`, `&`, `-`, `+`) or `./` (a recipe reference), spaces collapsed.
    private static func cooklangName(_ text: String) -> String {
        let kept = String(text.filter { !"{}@#~%|\\".contains($0) }).collapsingSpaces()
        return String(kept.drop { "?&-+./".contains($0) || $0.isWhitespace })
    }

    /// The ways recipe sites write amounts that the amount reader takes otherwise: `1 to 2 cups`
    /// → `1-2 cups`, and the US `1-1/2 cups` (one and a half, not a range) → `1 1/2 cups`.
    static func usualRanges(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let isNumber = { (word: String) in Amount(parsing: word) != nil }
        if words.count > 3, isNumber(words[0]), words[1].lowercased() == "to", isNumber(words[2]) {
            words.replaceSubrange(0..<3, with: [words[0] + "-" + words[2]])
        } else if words.count > 4, isNumber(words[0] + " " + words[1]), words[2].lowercased() == "to", isNumber(words[3]) {
            words.replaceSubrange(0..<4, with: [words[0] + " " + words[1] + "-" + words[3]])
        }
        if let first = words.first, let dash = first.firstIndex(where: { $0 == "-" || $0 == "–" }),
           let whole = Int(first[..<dash]), let fraction = Amount(parsing: String(first[first.index(after: dash)...])),
           first[first.index(after: dash)...].contains("/"), fraction.value < 1, fraction.upTo == nil {
            words[0] = "\(whole) " + first[first.index(after: dash)...]
        }
        return words.joined(separator: " ")
    }

    /// `1½` → `1 1/2`, `½` → `1/2`.
    static func asciiFractions(_ text: String) -> String {
        let fractions: [Character: String] = ["½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8"]
        var result = ""
        for character in text {
            if let fraction = fractions[character] {
                if let last = result.last, last.isNumber { result.append(" ") }
                result += fraction
            } else {
                result.append(character)
            }
        }
        return result
    }
}
