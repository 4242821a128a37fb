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
    private var placements: [[Placement]]

    /// The steps' text (plain, one line each).
    init(steps: [String]) {
        self.steps = steps.map(Array.init)
        placements = steps.map { _ in [] }
    }

    /// Places `ingredients` (longest names first, so `olive oil` is not taken by `oil`) and
    /// returns the indices of those no step names.
    mutating func place(_ ingredients: [ImportedIngredient]) -> [Int] {
        var unplaced: [Int] = []
        let order = ingredients.indices.sorted { (ingredients[$0].name.count, $1) > (ingredients[$1].name.count, $0) }
        for index in order where !place(ingredients[index]) { unplaced.append(index) }
        return unplaced.sorted()
    }

    private mutating func place(_ ingredient: ImportedIngredient) -> Bool {
        let name = Array(ingredient.name.lowercased())
        for step in steps.indices {
            var start = 0
            while let found = find(name, in: step, from: start) {
                let end = found + name.count
                let suffix = ["es", "s"].first { suffixMatches($0, in: step, at: end) } ?? ""
                let stop = end + suffix.count
                if isBoundary(step, before: found), isBoundary(step, at: stop), free(step, found, stop) {
                    placements[step].append(Placement(start: found, end: stop, replacement: ingredient.component + suffix))
                    return true
                }
                start = found + 1
            }
        }
        return false
    }

    /// Units a duration in step text may be written in, as Cooklang timers name them.
    private static let timeUnits: Set<String> = ["second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs"]

    /// Turns `20 minutes`, `1.5 hours`, `10-15 mins` not already inside a component into timers.
    mutating func markTimers() {
        for step in steps.indices {
            let text = steps[step]
            var index = 0
            while index < text.count {
                guard isBoundary(text, before: index), text[index].isASCII, text[index].isNumber else { index += 1; continue }
                var end = index
                while end < text.count, text[end].isASCII && (text[end].isNumber || ".-–/".contains(text[end])) { end += 1 }
                let number = String(text[index..<end]).replacing("–", with: "-")
                guard end < text.count, text[end] == " ", let last = number.last, last.isNumber else { index = end + 1; continue }
                var wordEnd = end + 1
                while wordEnd < text.count, text[wordEnd].isLetter { wordEnd += 1 }
                let unit = String(text[(end + 1)..<wordEnd])
                if Self.timeUnits.contains(unit.lowercased()), free(step, index, wordEnd) {
                    placements[step].append(Placement(start: index, end: wordEnd, replacement: "~{" + number + "%" + unit + "}"))
                }
                index = wordEnd
            }
        }
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
    /// anywhere: in prose, a name or a note — and with `escaping`, `@ # ~` escaped.
    static func defused<S: Collection>(_ characters: S, escaping: Bool = false) -> String where S.Element == Character {
        var result = ""
        for character in characters {
            if escaping, "@#~".contains(character) { result.append("\\") }
            if character == "-", result.hasSuffix("-") || result.hasSuffix("[") { result.append(" ") }
            result.append(character)
        }
        return result
    }

    private func find(_ name: [Character], in step: Int, from start: Int) -> Int? {
        let text = steps[step]
        guard !name.isEmpty, text.count >= name.count, start <= text.count - name.count else { return nil }
        for offset in start...(text.count - name.count) where matches(name, in: text, at: offset) { return offset }
        return nil
    }

    private func matches(_ name: [Character], in text: [Character], at offset: Int) -> Bool {
        for (index, character) in name.enumerated() where text[offset + index].lowercased() != String(character) { return false }
        return true
    }

    private func suffixMatches(_ suffix: String, in step: Int, at offset: Int) -> Bool {
        let text = steps[step]
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

    private func free(_ step: Int, _ start: Int, _ end: Int) -> Bool {
        !placements[step].contains { $0.start < end && start < $0.end }
    }
}
