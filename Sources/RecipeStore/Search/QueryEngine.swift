/// Runs a `SearchQuery` over a `SearchCorpus`: every word and filter narrows the recipes,
/// exclusions remove, and what is left is ranked by where its words matched (the worst of its
/// words counts: a recipe with both words in the name beats one with a word only in a step),
/// ties in the collection's order. Each hit says why it matched when it is not its name.
struct QueryEngine {
    let corpus: SearchCorpus
    /// The recipe at a position, read only to check a phrase found in a description or steps
    /// word by word (the vocabularies know words, not their order).
    let recipe: (Int32) -> Recipe?

    /// One result: a recipe position, its rank and why it matched.
    struct Hit: Equatable {
        let position: Int32
        let rank: SearchRank
        let why: String?
    }

    /// The reasons hits give, each kept once and referred to by number: a word found in the
    /// steps of 30,000 recipes costs 30,000 numbers, not 30,000 strings.
    private final class Reasons {
        private(set) var texts: [String] = []
        private var numbers: [String: Int32] = [:]

        func number(_ text: String) -> Int32 {
            if let number = numbers[text] { return number }
            texts.append(text)
            numbers[text] = Int32(texts.count - 1)
            return Int32(texts.count - 1)
        }
    }

    /// How one word matched each recipe: a rank per position (`none` when it did not) and,
    /// for matches outside the name, the number of what matched (-1: the name).
    private struct WordRanks {
        static let none = UInt8.max
        var ranks: [UInt8]
        var why: [Int32]
        /// Positions ranked by a phrase whose words are all in the description or steps, not
        /// yet checked for the words' order (`QueryEngine.phrase(_:isIn:)`, done only for the
        /// hits that could be shown).
        var unverified: Set<Int32> = []
        let reasons: Reasons

        init(count: Int, reasons: Reasons) {
            ranks = [UInt8](repeating: Self.none, count: count)
            why = [Int32](repeating: -1, count: count)
            self.reasons = reasons
        }

        /// Records `rank` for `position` when better than what it has; between equal ranks the
        /// reason that sorts first wins, so every store gives the same reason whatever the
        /// order of its vocabularies.
        mutating func offer(_ position: Int, _ rank: SearchRank, why reason: Int32) {
            let value = UInt8(rank.rawValue)
            guard value <= ranks[position] else { return }
            if value == ranks[position] {
                let current = why[position]
                guard current >= 0, reason >= 0, reasons.texts[Int(reason)] < reasons.texts[Int(current)] else { return }
            }
            ranks[position] = value
            why[position] = reason
        }
    }

    /// The best `limit` recipes for `query`; `favourites` are the positions `@fav` keeps.
    func run(_ query: SearchQuery, limit: Int, favourites: Set<Int32>) -> [Hit] {
        let count = corpus.count
        guard !query.isEmpty, limit > 0, count > 0 else { return [] }
        var alive = [Bool](repeating: true, count: count)
        var worst = [UInt8](repeating: 0, count: count)
        let reasons = Reasons()
        var why = [Int32](repeating: -1, count: count)
        var filterWhy: String?
        /// Phrases to check for a position before it is shown: found in order (or, excluded, not).
        var checks: [Int32: [(phrase: String, excluded: Bool)]] = [:]
        let words = query.clauses.filter { !$0.excluded }.compactMap { clause -> String? in
            if case let .word(word) = clause.term { return word }
            return nil
        }
        // A common word ("and") among others is not required: "chicken and rice".
        let common = words.filter { SearchFacts.stopWords.contains($0) }
        let optional = Set(common.count < words.count ? common : [])
        for clause in query.clauses {
            switch clause.term {
            case let .word(text) where !optional.contains(text), let .phrase(text):
                let isPhrase = if case .phrase = clause.term { true } else { false }
                // A query of this one word needs no field ranked below `limit` better matches.
                let alone = query.clauses.count == 1 && !clause.excluded && !isPhrase
                let matched = ranks(of: text, isPhrase: isPhrase, reasons: reasons, enough: alone ? limit : nil)
                for position in 0..<count where alive[position] {
                    let rank = matched.ranks[position]
                    guard rank != WordRanks.none else {
                        if !clause.excluded { alive[position] = false }
                        continue
                    }
                    if matched.unverified.contains(Int32(position)) {
                        checks[Int32(position), default: []].append((text, clause.excluded))
                        if clause.excluded { continue }
                    } else if clause.excluded {
                        alive[position] = false
                        continue
                    }
                    if rank >= worst[position] {
                        worst[position] = rank
                        why[position] = matched.why[position]
                    }
                }
            case .word:
                continue
            default:
                let mask = self.mask(clause.term, favourites: favourites)
                for position in 0..<count where alive[position] && mask[position] == clause.excluded { alive[position] = false }
                if !clause.excluded, filterWhy == nil { filterWhy = Self.describe(clause.term) }
            }
        }
        let rankOnly = words.isEmpty && !query.clauses.contains { if case .phrase = $0.term { !$0.excluded } else { false } }
        let whole = Array(words.joined(separator: " ").utf8)
        var buckets = [[Int32]](repeating: [], count: SearchRank.allCases.count)
        for position in 0..<count where alive[position] {
            var rank = rankOnly ? SearchRank.filtered : SearchRank(rawValue: Int(worst[position]))!
            if rank <= .nameWord, !whole.isEmpty, corpus.names.text(position).elementsEqual(whole) { rank = .exactName }
            guard buckets[rank.rawValue].count < limit else { continue }
            if let pending = checks[Int32(position)], !pending.allSatisfy({ phrase($0.phrase, isIn: Int32(position)) != $0.excluded }) { continue }
            buckets[rank.rawValue].append(Int32(position))
        }
        var hits: [Hit] = []
        for (rank, bucket) in buckets.enumerated() {
            for position in bucket where hits.count < limit {
                let reason = rankOnly ? filterWhy : self.reason(why[Int(position)], reasons)
                hits.append(Hit(position: position, rank: SearchRank(rawValue: rank)!, why: reason))
            }
        }
        return hits
    }

    /// How `text` (a folded word or phrase) matches each recipe, field by field, best first.
    /// With `enough`, fields are left unread once that many recipes matched in better ones
    /// (they could not make the cut).
    private func ranks(of text: String, isPhrase: Bool, reasons: Reasons, enough: Int? = nil) -> WordRanks {
        let needle = Array(text.utf8)
        var result = WordRanks(count: corpus.count, reasons: reasons)
        /// Whether `enough` recipes already rank better than `rank`.
        func full(before rank: SearchRank) -> Bool {
            guard let enough else { return false }
            var count = 0
            for value in result.ranks where value < UInt8(rank.rawValue) {
                count += 1
                if count >= enough { return true }
            }
            return false
        }
        corpus.names.scan(for: needle) { position, match in
            let rank: SearchRank = switch match {
            case .whole: .exactName
            case .prefix: .namePrefix
            case .word: .nameWord
            case .inside: .nameInside
            }
            result.offer(position, rank, why: -1)
        }
        if full(before: .id) { return result }
        corpus.ids.scan(for: needle) { position, match in
            // The id is named only for the hits shown (`reason(_:)`), not for every match.
            if match != .inside { result.offer(position, .id, why: Self.idReason(position)) }
        }
        for (table, rank, label) in [(corpus.tags, SearchRank.tag, "tag"), (corpus.ingredients, .ingredient, "ingredient")] {
            if full(before: rank) { return result }
            for (term, _) in table.matching(needle) {
                let reason = reasons.number(label + ": " + table.text(term))
                for position in table.postings[term] { result.offer(Int(position), rank, why: reason) }
            }
        }
        for (table, rank, label) in [(corpus.summaryWords, SearchRank.description, "description"), (corpus.stepWords, .steps, "steps")] {
            if full(before: rank) { return result }
            let reason = reasons.number(label)
            for position in positions(holding: text, in: table, isPhrase: isPhrase) where result.ranks[Int(position)] > UInt8(rank.rawValue) {
                result.offer(Int(position), rank, why: reason)
                // A phrase's words are all there; their order is checked only for a hit shown.
                if isPhrase { result.unverified.insert(position) }
            }
        }
        return result
    }

    /// The recipes whose words in `table` hold `text`: a word starting with it, or — for a
    /// phrase, or CJK text searched by character — every one of its words.
    private func positions(holding text: String, in table: TermTable, isPhrase: Bool) -> [Int32] {
        let parts = SearchFacts.words(of: text)
        let needles = parts.isEmpty ? [text] : parts
        if needles.count == 1 {
            // One word (the usual case): its terms' postings as they are, no sets.
            return table.matching(Array(needles[0].utf8)).flatMap { table.postings[$0.term] }
        }
        var result: Set<Int32>?
        for (index, needle) in needles.enumerated() {
            let exact = isPhrase ? index < needles.count - 1 : needles.count > 1
            var found = Set<Int32>()
            for (term, match) in table.matching(Array(needle.utf8)) where !exact || match == .whole {
                found.formUnion(table.postings[term])
            }
            result = result.map { $0.intersection(found) } ?? found
            if result!.isEmpty { break }
        }
        return result.map { Array($0) } ?? []
    }

    /// The reason number standing for "the id of the recipe at `position`" (-2 and below;
    /// -1 is the name, 0 and above an interned reason).
    private static func idReason(_ position: Int) -> Int32 { -2 - Int32(position) }

    /// The text of reason `number`.
    private func reason(_ number: Int32, _ reasons: Reasons) -> String? {
        if number >= 0 { return reasons.texts[Int(number)] }
        if number == -1 { return nil }
        return "id: " + String(decoding: corpus.ids.text(Int(-2 - number)), as: UTF8.self)
    }

    /// Whether the folded `phrase` occurs, its words in order, in the description or the steps
    /// of the recipe at `position` (read for it: the vocabularies know words, not their order).
    private func phrase(_ phrase: String, isIn position: Int32) -> Bool {
        guard let recipe = recipe(position) else { return false }
        let words = { (text: String) in " " + TextFolding.fold(text).split { !$0.isLetter && !$0.isNumber }.joined(separator: " ") + " " }
        let wanted = words(phrase)
        return words(recipe.summary).contains(wanted) || words(recipe.steps.joined(separator: "\n")).contains(wanted)
    }

    /// Which recipes meet a filter term.
    private func mask(_ term: SearchQuery.Term, favourites: Set<Int32>) -> [Bool] {
        var mask = [Bool](repeating: false, count: corpus.count)
        func mark(_ postings: [Int32]) { for position in postings { mask[Int(position)] = true } }
        switch term {
        case let .tag(tag):
            for (term, match) in corpus.tags.matching(Array(tag.utf8)) where match != .word { mark(corpus.tags.postings[term]) }
        case let .ingredient(key):
            for term in corpus.ingredients.holding(words: Array(key.rawValue.utf8)) { mark(corpus.ingredients.postings[term]) }
        case let .category(text):
            let wanted = corpus.categories.indices.filter { corpus.categories[$0].id == text || corpus.categories[$0].name.hasPrefix(text) }
            for position in 0..<corpus.count where wanted.contains(Int(corpus.categoryOfRecipe[position])) { mask[position] = true }
        case let .time(comparison, minutes):
            for position in 0..<corpus.count where corpus.totalMinutes[position] >= 0 {
                mask[position] = comparison.holds(Int(corpus.totalMinutes[position]), minutes)
            }
        case let .serves(comparison, number):
            for position in 0..<corpus.count where corpus.servings[position] >= 0 {
                mask[position] = comparison.holds(Int(corpus.servings[position]), number)
            }
        case .favourites:
            mark(Array(favourites))
        case .word, .phrase:
            break
        }
        return mask
    }

    /// What a filter says about a recipe it kept, for results found by filters alone.
    static func describe(_ term: SearchQuery.Term) -> String {
        switch term {
        case let .tag(tag): "tag: \(tag)"
        case let .ingredient(key): "ingredient: \(key.rawValue)"
        case let .category(text): "in: \(text)"
        case let .time(comparison, minutes): "time \(comparison.rawValue) \(minutes) min"
        case let .serves(comparison, number): "serves \(comparison.rawValue) \(number)"
        case .favourites: "favourite"
        case let .word(word): word
        case let .phrase(phrase): "\"\(phrase)\""
        }
    }
}
