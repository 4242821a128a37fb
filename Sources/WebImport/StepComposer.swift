import RecipeStore

/// Writes a method's steps as Cooklang: each ingredient becomes a component where the step
/// that first names it names it (`StepNaming`, as cook mode reads a JSON recipe's steps),
/// durations in the text (`simmer for 20 minutes`) become timers, and everything else is
/// prose with Cooklang's sigils escaped. Ingredients no step names are returned for a first
/// mise-en-place paragraph (`MiseEnPlaceStep`), so each one appears exactly once with its amount.
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

    /// Places each of `ingredients` where the step that first names it names it, as cook mode
    /// reads a step (`StepNaming`: by head noun, plural or not, or a part no other ingredient
    /// has: `the chicken` → `@chicken thighs{…}`), and returns the indices of those no step
    /// names. A plural the step says after the listed name stays as text (`@tomato{4}es`).
    mutating func place(_ ingredients: [ImportedIngredient]) -> [Int] {
        let naming = StepNaming(names: ingredients.map(\.name), steps: steps.map { String($0) })
        work += naming.work
        var unplaced: [Int] = []
        for (index, ingredient) in ingredients.enumerated() {
            guard let place = naming.places[index], free(place.step, place.characters.lowerBound, place.characters.upperBound) else {
                unplaced.append(index)
                continue
            }
            let said = lowered[place.step][place.characters], name = ingredient.name.map(Self.lowercased)
            let rest = said.dropFirst(name.count)
            let suffix = said.starts(with: name) && rest.allSatisfy(\.isLetter) ? String(steps[place.step][place.characters].suffix(rest.count)) : ""
            placements[place.step].append(Placement(start: place.characters.lowerBound, end: place.characters.upperBound, replacement: ingredient.component + suffix))
            for offset in place.characters { taken[place.step][offset] = true }
        }
        return unplaced
    }

    /// Turns the durations in the text not already inside a component into timers, as cook
    /// mode reads them from prose (`ProseDuration`): `20 minutes`, `1 1/2 hours`, `10-15 mins`,
    /// `10 to 12 minutes` (`~{10-12%minutes}`), `1 hour 30 minutes` (one timer, `~{90%minutes}`).
    /// A number that is no length of time (`1/0 minutes`, a year) stays text.
    mutating func markTimers() {
        for step in steps.indices {
            for duration in ProseDuration.all(in: steps[step]) where free(step, duration.range.lowerBound, duration.range.upperBound) {
                for offset in duration.range { taken[step][offset] = true }
                placements[step].append(Placement(start: duration.range.lowerBound, end: duration.range.upperBound, replacement: duration.cooklang))
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

    /// Whether characters `start..<end` of the step are in no component or timer yet.
    private mutating func free(_ step: Int, _ start: Int, _ end: Int) -> Bool {
        work += end - start
        return !taken[step][start..<end].contains(true)
    }
}
