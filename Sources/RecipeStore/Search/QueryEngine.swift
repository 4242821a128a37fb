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

    /// How one word matched each recipe: a rank per position (`none` when it did not) and,
    /// for matches outside the name, the number of what matched (-1: the name).
    struct WordRanks {
        static let none = UInt8.max
        var ranks: [UInt8]
        var why: [Int32]
        /// Positions ranked by a phrase whose words are all in the description or steps, not
        /// yet checked for the words' order (`QueryEngine.phrase(_:isIn:)`, done only for the
        /// hits that could be shown).
        var unverified: Set<Int32> = []
        let reasons: SearchReasons

        init(count: Int, reasons: SearchReasons) {
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
        guard !query.isEmpty, limit > 0, corpus.count > 0 else { return [] }
        var found = evaluate(query, favourites: favourites, enough: limit)
        let wholeName = found.words.sorted()
        // A name of exactly the words' length (one space between them) is the only candidate.
        let wholeLength = wholeName.reduce(max(0, wholeName.count - 1)) { $0 + $1.utf8.count }
        var buckets = [[Int32]](repeating: [], count: SearchRank.allCases.count)
        for position in 0..<corpus.count where found.alive[position] {
            var rank = found.rankOnly ? SearchRank.filtered : SearchRank(rawValue: Int(found.worst[position]))!
            if rank <= .nameWord, !wholeName.isEmpty, corpus.names.text(position).count == wholeLength, nameWords(position) == wholeName {
                rank = .exactName
            }
            guard buckets[rank.rawValue].count < limit, found.passesChecks(position, engine: self) else { continue }
            buckets[rank.rawValue].append(Int32(position))
        }
        var hits: [Hit] = []
        for (rank, bucket) in buckets.enumerated() {
            for position in bucket where hits.count < limit {
                let reason = found.rankOnly ? found.filterWhy : self.reason(found.why[Int(position)], found.reasons)
                hits.append(Hit(position: position, rank: SearchRank(rawValue: rank)!, why: reason))
            }
        }
        return hits
    }

    /// Every recipe `query` finds, by position, unranked (a list's filter).
    func matching(_ query: SearchQuery, favourites: Set<Int32>) -> [Bool] {
        guard !query.isEmpty, corpus.count > 0 else { return [Bool](repeating: false, count: corpus.count) }
        var found = evaluate(query, favourites: favourites, enough: nil)
        return (0..<corpus.count).map { found.alive[$0] && found.passesChecks($0, engine: self) }
    }

    /// The folded words of the name at `position`, sorted: a query of the same words in any
    /// order is the whole name.
    private func nameWords(_ position: Int) -> [String] {
        corpus.names.text(position).split { !TextFolding.isWordByte($0) }.map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    /// How `text` (a folded word or phrase) matches each recipe, field by field, best first.
    /// With `enough`, fields are left unread once that many recipes matched in better ones
    /// (they could not make the cut).
    func ranks(of text: String, isPhrase: Bool, reasons: SearchReasons, enough: Int? = nil, wordStartsOnly: Bool = false) -> WordRanks {
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
            if rank != .nameInside || !wordStartsOnly { result.offer(position, rank, why: -1) }
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
    func reason(_ number: Int32, _ reasons: SearchReasons) -> String? {
        if number >= 0 { return reasons.texts[Int(number)] }
        if number == -1 { return nil }
        return "id: " + String(decoding: corpus.ids.text(Int(-2 - number)), as: UTF8.self)
    }

    /// Whether the folded `phrase` occurs, its words in order, in the description or the steps
    /// of the recipe at `position` (read for it: the vocabularies know words, not their order).
    func phrase(_ phrase: String, isIn position: Int32) -> Bool {
        guard let recipe = recipe(position) else { return false }
        let words = { (text: String) in " " + TextFolding.fold(text).split { !$0.isLetter && !$0.isNumber }.joined(separator: " ") + " " }
        // The last word may be a prefix, as the index lookup allows (a phrase still being typed).
        let wanted = String(words(phrase).dropLast())
        return words(recipe.summary).contains(wanted) || words(recipe.steps.joined(separator: "\n")).contains(wanted)
    }

    /// Which recipes meet a filter term.
    func mask(_ term: SearchQuery.Term, favourites: Set<Int32>) -> [Bool] {
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
