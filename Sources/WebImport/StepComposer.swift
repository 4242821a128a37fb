import RecipeStore

/// Writes a method's steps as Cooklang: each ingredient becomes a component where its name
/// first occurs in the steps (whole words, any case, a plural `s`/`es` left as text after it),
/// durations in the text (`simmer for 20 minutes`) become timers, and everything else is
/// prose with Cooklang's sigils escaped. Ingredients no step names are returned for a first
/// "Mise en place" step, so each one appears exactly once with its amount.
struct StepComposer {
    /// A component placed in a step: characters `start..<end` become `ingredient`, then `suffix`.
    private struct Placement {
        let start: Int, end: Int
        let replacement: String
    }

    private var steps: [[Character]]
    /// The steps with each character lowercased (where that keeps it one character), for matching.
    private let lowered: [[Character]]
    private var placements: [[Placement]]
    /// For each step, which characters are inside a component or timer already.
    private var taken: [[Bool]]
    /// Characters looked at and places tried while placing ingredients and timers: the work
    /// grows with the steps' length and the names', never with their product.
    private(set) var work = 0

    /// Names longer than this (in characters) are not looked for in the steps (they go in the
    /// mise-en-place step): no ingredient is named so, and it bounds the search.
    static let longestPlacedName = 120

    /// The steps' text (plain, one line each).
    init(steps: [String]) {
        self.steps = steps.map(Array.init)
        lowered = self.steps.map { $0.map(Self.lowercased) }
        placements = steps.map { _ in [] }
        taken = self.steps.map { [Bool](repeating: false, count: $0.count) }
    }

    private static func lowercased(_ character: Character) -> Character {
        let lower = character.lowercased()
        return lower.count == 1 ? Character(lower) : character
    }

    /// Places `ingredients` (longest names first, so `olive oil` is not taken by `oil`) and
    /// returns the indices of those no step names.
    ///
    /// The steps are read once: every place where a name starts (after a word's boundary) is
    /// found by walking a tree of the names, and listed under that name in text order. Each
    /// ingredient then takes the first free place listed under its name; a place found taken
    /// or not ending a word stays so, so the next ingredient of that name starts after it.
    mutating func place(_ ingredients: [ImportedIngredient]) -> [Int] {
        var names = NameTree()
        let keys = ingredients.map { ingredient -> Int? in
            let name = ingredient.name.map(Self.lowercased)
            return name.isEmpty || name.count > Self.longestPlacedName ? nil : names.insert(name)
        }
        var found = [[(step: Int, start: Int)]](repeating: [], count: names.count)
        for step in lowered.indices {
            let text = lowered[step]
            for start in text.indices where isBoundary(steps[step], before: start) {
                var node = 0, index = start
                while index < text.count, let child = names.child(of: node, text[index]) {
                    work += 1
                    node = child
                    index += 1
                    if let key = names.key(at: node) { found[key].append((step, start)) }
                }
            }
        }
        var next = [Int](repeating: 0, count: names.count)
        var unplaced: [Int] = []
        let order = ingredients.indices.sorted { (ingredients[$0].name.count, $1) > (ingredients[$1].name.count, $0) }
        for index in order {
            guard let key = keys[index] else { unplaced.append(index); continue }
            let length = ingredients[index].name.count
            var placed = false
            while !placed, next[key] < found[key].count {
                let (step, start) = found[key][next[key]]
                next[key] += 1
                work += 1
                let end = start + length
                let suffix = ["es", "s"].first { suffixMatches($0, in: step, at: end) } ?? ""
                let stop = end + suffix.count
                if isBoundary(step, at: stop), free(step, start, stop) {
                    placements[step].append(Placement(start: start, end: stop, replacement: ingredients[index].component + suffix))
                    for offset in start..<stop { taken[step][offset] = true }
                    placed = true
                }
            }
            if !placed { unplaced.append(index) }
        }
        return unplaced.sorted()
    }

    /// Turns the durations in the text not already inside a component into timers, as cook
    /// mode reads them from prose (`StepTimer`): `20 minutes`, `1 1/2 hours`, `10-15 mins`,
    /// `10 to 12 minutes` (`~{10-12%minutes}`), `1 hour 30 minutes` (one timer, `~{90%minutes}`).
    /// A number that is no length of time (`1/0 minutes`, a year) stays text.
    mutating func markTimers() {
        for step in steps.indices {
            let words = Self.words(steps[step])
            var index = 0
            while index < words.count {
                guard let (first, next) = duration(in: step, words: words, at: index) else { index += 1; continue }
                var timer = first
                var end = next
                // `1 hour 30 minutes`: whole hours then minutes (or minutes then seconds) are one timer.
                if let (second, after) = duration(in: step, words: words, at: next), first.upTo == nil, second.upTo == nil,
                   first.value == first.value.rounded(), first.unit / second.unit == 60 {
                    timer = (first.value * 60 + second.value, nil, second.unit, second.name)
                    end = after
                }
                let range = words[index].start..<words[end - 1].end
                if free(step, range.lowerBound, range.upperBound) {
                    for offset in range { taken[step][offset] = true }
                    let amount = Self.number(timer.value) + (timer.upTo.map { "-" + Self.number($0) } ?? "")
                    placements[step].append(Placement(start: range.lowerBound, end: range.upperBound, replacement: "~{" + amount + "%" + timer.name + "}"))
                }
                index = end
            }
        }
    }

    /// A length of time starting at word `index` (an amount, then a unit of time), and the index
    /// of the word after it.
    private func duration(in step: Int, words: [(start: Int, end: Int, text: String)], at index: Int)
        -> ((value: Double, upTo: Double?, unit: Int, name: String), Int)? {
        guard index < words.count, let firstCharacter = words[index].text.first, firstCharacter.isNumber || "½¼¾".contains(firstCharacter) else { return nil }
        var candidates: [(Amount?, Int)] = []
        if index + 3 < words.count, words[index + 1].text.lowercased() == "to", let low = Amount(parsing: words[index].text), let high = Amount(parsing: words[index + 2].text),
           low.upTo == nil, high.upTo == nil, high.value > low.value {
            candidates.append((Amount(value: low.value, upTo: high.value), 3))
        }
        for count in [3, 2, 1] where index + count < words.count {
            candidates.append((Amount(parsing: words[index..<(index + count)].map(\.text).joined(separator: " ").replacing("–", with: "-")), count))
        }
        for case let (amount?, used) in candidates {
            let unitWord = words[index + used].text
            let name = String(unitWord.prefix { $0.isLetter })
            // Only whole words of time: `2 m` may be metres, `5 s` anything.
            guard name.count > 1, name.count == unitWord.count || !unitWord.dropFirst(name.count).contains(where: \.isLetter),
                  let unit = StepTimer.seconds(per: name), StepTimer.seconds(amount.value, unitSeconds: unit) != nil,
                  amount.upTo.map({ StepTimer.seconds($0, unitSeconds: unit) != nil }) ?? true else { continue }
            return ((amount.value, amount.upTo, unit, name), index + used + 1)
        }
        return nil
    }

    /// The text's words split at white space, with their places (the unit's trailing
    /// punctuation is not part of the unit: see `duration`).
    private static func words(_ text: [Character]) -> [(start: Int, end: Int, text: String)] {
        var words: [(start: Int, end: Int, text: String)] = []
        var index = 0
        while index < text.count {
            guard !text[index].isWhitespace else { index += 1; continue }
            let start = index
            while index < text.count, !text[index].isWhitespace { index += 1 }
            var end = index
            // `minutes.` `hours,` `(20` — punctuation around a word is not the word.
            while end > start, ".,;:!?)".contains(text[end - 1]) { end -= 1 }
            if end > start { words.append((start, end, String(text[start..<end]))) }
        }
        return words
    }

    /// `2`, `1.5`, `0.25`: a timer's number as Cooklang reads it.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e12 { return String(Int64(value)) }
        var text = String((value * 1000).rounded() / 1000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// Each step as Cooklang text.
    func render() -> [String] {
        steps.indices.map { step in
            var result = ""
            var index = 0
            for placement in placements[step].sorted(by: { $0.start < $1.start }) {
                result += Self.prose(steps[step][index..<placement.start])
                result += placement.replacement
                index = placement.end
            }
            result += Self.prose(steps[step][index...])
            // A line starting with `=` or `>` would be read as a section or a note.
            return String(result.drop { $0 == "=" || $0 == ">" || $0 == " " })
        }
    }

    /// Text as Cooklang prose: `@ # ~` escaped, comments defused.
    static func prose<S: Collection>(_ characters: S) -> String where S.Element == Character {
        defused(characters, escaping: true)
    }

    /// `--` (a line comment) and `[-` (a block comment) kept from being read as comments —
    /// anywhere: in prose, a name, a note or a heading — and with `escaping`, `@ # ~` escaped.
    /// A backslash is dropped: it would escape what follows (and hide an ingredient), and a
    /// doubled one reads back doubled.
    static func defused<S: Collection>(_ characters: S, escaping: Bool = false) -> String where S.Element == Character {
        var result = ""
        for character in characters where character != "\\" {
            if escaping, "@#~".contains(character) { result.append("\\") }
            if character == "-", result.hasSuffix("-") || result.hasSuffix("[") { result.append(" ") }
            result.append(character)
        }
        return result
    }

    private func matches(_ name: [Character], in text: [Character], at offset: Int) -> Bool {
        for (index, character) in name.enumerated() where text[offset + index] != character { return false }
        return true
    }

    private func suffixMatches(_ suffix: String, in step: Int, at offset: Int) -> Bool {
        let text = lowered[step]
        return offset + suffix.count <= text.count && matches(Array(suffix), in: text, at: offset) && isBoundary(text, at: offset + suffix.count)
    }

    private func isBoundary(_ step: Int, before index: Int) -> Bool { isBoundary(steps[step], before: index) }
    private func isBoundary(_ step: Int, at index: Int) -> Bool { isBoundary(steps[step], at: index) }

    private func isBoundary(_ text: [Character], before index: Int) -> Bool {
        index == 0 || !(text[index - 1].isLetter || text[index - 1].isNumber)
    }

    private func isBoundary(_ text: [Character], at index: Int) -> Bool {
        index >= text.count || !(text[index].isLetter || text[index].isNumber)
    }

    /// Whether characters `start..<end` of the step are in no component or timer yet.
    private mutating func free(_ step: Int, _ start: Int, _ end: Int) -> Bool {
        work += end - start
        return !taken[step][start..<end].contains(true)
    }
}
