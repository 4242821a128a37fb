/// Which step names each ingredient of a recipe, read as a cook reads a method (issue #32):
/// what cook mode lists beside a JSON recipe's step, and where `cookbook export --cook` and
/// `cookbook import` write each ingredient as a component.
///
/// An ingredient line's name is its words before the first comma or parenthesis (`boneless
/// chicken thighs` of `boneless chicken thighs, cut into chunks`); its head noun is the last of
/// them that is no preparation word (`thighs`; `garlic` of `garlic cloves`). A step names it
/// where it says the head, singular or plural, and the words of the name right before it are
/// part of the naming (`the chopped tomatoes`, `flaky salt and pepper`). When several ingredients share the
/// head, the one the step says most of wins (`flaky salt` is `flaky sea salt`, not `salt`), then
/// the one whose whole name but preparation words is said: a bare `coriander` is `fresh
/// coriander`, not `ground coriander`; a bare
/// `oil` beside `olive oil` and `sesame oil` names neither. A word of a name that is no head
/// names the ingredient when it is in no other ingredient's name (`the chicken` → `boneless
/// chicken thighs` when nothing else is chicken). A number or a unit of time names nothing
/// alone (`5 minutes` is no `spice 5` and no `5 minute rice`).
///
/// A step lists what goes in at that step: each ingredient belongs to the first step that
/// names it, and later mentions (`until the oil begins to separate`) add nothing. Two lines
/// of the same name are named in turn. An ingredient no step names belongs to none: cook mode
/// shows it on the mise-en-place screen only.
///
/// Each step is read once, word by word, through tables of heads and words: the work grows with
/// the steps' length and the names', not with their product (unless many names share a head).
public struct StepNaming: Sendable {
    /// Where an ingredient is named: its step and the characters naming it there.
    public struct Place: Hashable, Sendable {
        /// The step's index.
        public let step: Int
        /// Character offsets in the step's text (its `Character`s) of the words naming it.
        public let characters: Range<Int>
    }

    /// For each ingredient name given, where it is first named, or nil.
    public private(set) var places: [Place?]
    /// Words read and names weighed: grows with the steps' words and the names', not with
    /// their product (unless many names share a head).
    public private(set) var work = 0

    /// Names longer than this (in characters) are looked for in no step: no ingredient is named so.
    public static let longestName = 120

    /// Words that join or point rather than name (`salt and pepper`, `the oil`).
    static let joiningWords: Set<String> = ["and", "or", "with", "in", "on", "at", "for", "of", "the", "a", "an", "to", "from", "plus", "into", "your", "some", "each"]

    /// One ingredient's name as words: all of them (singular), its core (without preparation
    /// words) and where its head is among `words`.
    private struct Name {
        let words: [String]
        let core: [String]
        let headIndex: Int
        var head: String { words[headIndex] }
    }

    /// A step's word: its characters and its folded, singular form.
    private struct Word {
        let start: Int, end: Int
        let form: String
    }

    /// Reads `steps` for the ingredients called `names` (as a recipe lists them).
    public init(names: [String], steps: [String]) {
        // Each ingredient's names (its own, and a gloss in parentheses), flat, with whose they are.
        let entries = names.enumerated().flatMap { index, text in Self.names(text).map { (ingredient: index, name: $0) } }
        places = [Place?](repeating: nil, count: names.count)
        var byHead: [String: [Int]] = [:], byWord: [String: [Int]] = [:]
        for (entry, named) in entries.enumerated() {
            byHead[named.name.head, default: []].append(entry)
            for word in Set(named.name.core) where word != named.name.head && !word.allSatisfy(\.isNumber) && StepTimer.seconds(per: word) == nil { byWord[word, default: []].append(entry) }
        }
        for (step, text) in steps.enumerated() {
            let words = Self.words(Array(text))
            var covered = [Bool](repeating: false, count: words.count)
            // What each place in the step names: the names it may be, and its characters.
            var found: [(position: Int, isHead: Bool, candidates: [Int], characters: Range<Int>)] = []
            // Heads first, from the end: `chilli powder` is the powder, not the `chilli` before it.
            for position in words.indices.reversed() where !covered[position] {
                work += 1
                guard let candidates = byHead[words[position].form] else { continue }
                work += candidates.count
                // A number (`spice 5`) names only with the whole name before it: `5 minutes` is a time.
                let scored = candidates.compactMap { entry -> (entry: Int, full: Bool, said: Int)? in
                    let name = entries[entry].name
                    let said = Self.saidBefore(name, words: words, at: position, covered: covered)
                    guard said == name.headIndex || !name.head.allSatisfy(\.isNumber) else { return nil }
                    return (entry, Set(name.core).isSubset(of: words[(position - said)...position].map(\.form)), said)
                }
                guard let best = scored.max(by: { ($0.said, $0.full ? 1 : 0) < ($1.said, $1.full ? 1 : 0) }) else { continue }
                let tied = scored.filter { $0.full == best.full && $0.said == best.said }.map(\.entry)
                for offset in (position - best.said)...position { covered[offset] = true }
                found.append((position - best.said, true, tied, words[position - best.said].start..<words[position].end))
            }
            // Then a word of one ingredient's name alone: `the chicken`.
            for (position, word) in words.enumerated() where !covered[position] && byHead[word.form] == nil {
                if let owners = byWord[word.form] { found.append((position, false, owners, word.start..<word.end)) }
            }
            // Heads name before lone words (`flaky salt and pepper` is named at its head), each in text order.
            for match in found.sorted(by: { ($0.isHead ? 0 : 1, $0.position) < ($1.isHead ? 0 : 1, $1.position) }) {
                if let chosen = pick(match.candidates.map { entries[$0] }) { name(chosen, step: step, characters: match.characters) }
            }
        }
    }

    /// Records that `step` names ingredient `index` at `characters`, unless a step did already.
    private mutating func name(_ index: Int, step: Int, characters: Range<Int>) {
        if places[index] == nil { places[index] = Place(step: step, characters: characters) }
    }

    /// Which ingredient of `candidates`, all named equally well, the words name: lines of one
    /// name in turn (the first not named yet, else the first); nil when they are different.
    private func pick(_ candidates: [(ingredient: Int, name: Name)]) -> Int? {
        guard let first = candidates.first, candidates.allSatisfy({ $0.ingredient == first.ingredient || $0.name.core == first.name.core }) else { return nil }
        return (candidates.first { places[$0.ingredient] == nil } ?? first).ingredient
    }

    /// How many words right before `position` (in no other naming) belong to `name` — `flaky
    /// salt and` before `pepper` of `flaky sea salt and black pepper` — less any joining word
    /// they start with (`onions and pepper` names `pepper`).
    private static func saidBefore(_ name: Name, words: [Word], at position: Int, covered: [Bool]) -> Int {
        let own = Set(name.words)
        var said = 0
        while position - said - 1 >= 0, !covered[position - said - 1], own.contains(words[position - said - 1].form) { said += 1 }
        while said > 0, joiningWords.contains(words[position - said].form) { said -= 1 }
        return said
    }

    /// An ingredient's names: its words before the first comma, semicolon or parenthesis, and a
    /// gloss in parentheses right after them that starts with a letter (`savoiardi (ladyfinger
    /// biscuits)`; not `(400 g)`).
    private static func names(_ text: String) -> [Name] {
        guard text.count <= longestName else { return [] }
        let cut = text.prefix { !",;(".contains($0) }
        var names = [name(cut)].compactMap { $0 }
        let rest = text.dropFirst(cut.count)
        if rest.first == "(", rest.dropFirst().first?.isLetter == true, let close = rest.firstIndex(of: ")"), let gloss = name(rest[rest.index(after: rest.startIndex)..<close]) { names.append(gloss) }
        return names
    }

    /// `text` read as a name: words folded and singular, its core and its head.
    private static func name(_ text: Substring) -> Name? {
        let folded = words(Array(text)).map(\.form)
        let core = folded.filter { !IngredientKey.descriptors.contains($0) && !joiningWords.contains($0) }
        guard let head = core.last ?? folded.last, let headIndex = folded.lastIndex(of: head) else { return nil }
        return Name(words: folded, core: core.isEmpty ? [head] : core, headIndex: headIndex)
    }

    /// The words of `text` (runs of letters and digits), folded and singular (`Tomatoes` → `tomato`).
    private static func words(_ text: [Character]) -> [Word] {
        var words: [Word] = []
        var index = 0
        while index < text.count {
            guard text[index].isLetter || text[index].isNumber else { index += 1; continue }
            let start = index
            while index < text.count, text[index].isLetter || text[index].isNumber { index += 1 }
            let folded = TextFolding.fold(String(text[start..<index]))
            words.append(Word(start: start, end: index, form: IngredientKey.descriptors.contains(folded) ? folded : IngredientKey.singular(folded)))
        }
        return words
    }
}
