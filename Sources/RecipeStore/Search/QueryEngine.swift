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
        /// Added to a field's rank when a word spelled nearly so matched there (`chiken` found
        /// as chicken): every such match ranks after every exact one.
        static let similar: UInt8 = 16
        var ranks: [UInt8]
        var why: [Int32]
        /// Positions ranked by a term of several tokens (a phrase, CJK text) whose words are
        /// all in the description or steps, not yet checked for their order (`QueryEvaluation`,
        /// done only for the hits that could be shown).
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
        mutating func offer(_ position: Int, _ rank: SearchRank, why reason: Int32, similar: Bool = false) {
            let value = UInt8(rank.rawValue) + (similar ? Self.similar : 0)
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
    /// Recipes are put in buckets by rank first; phrase checks (which read a recipe) are made
    /// only as the buckets are taken in order, for as many hits as could be shown.
    func run(_ query: SearchQuery, limit: Int, favourites: Set<Int32>) -> [Hit] {
        guard !query.isEmpty, limit > 0, corpus.count > 0 else { return [] }
        var found = evaluate(query, favourites: favourites, enough: limit)
        let wholeName = found.words.sorted()
        // A name of exactly the words' length (one space between them) is the only candidate.
        let wholeLength = wholeName.reduce(max(0, wholeName.count - 1)) { $0 + $1.utf8.count }
        var buckets = [[Int32]](repeating: [], count: Self.rankCount)
        // Recipes each bucket holds that no phrase check can drop: past `limit`, the rest wait.
        var sure = [Int](repeating: 0, count: Self.rankCount)
        let checking = !found.checks.isEmpty
        for position in 0..<corpus.count where found.alive[position] {
            var rank = found.rankOnly ? SearchRank.filtered.rawValue : Int(found.worst[position])
            if rank <= SearchRank.nameWord.rawValue, !wholeName.isEmpty, corpus.names.text(position).count == wholeLength, nameWords(position) == wholeName {
                rank = SearchRank.exactName.rawValue
            }
            guard sure[rank] < limit else { continue }
            buckets[rank].append(Int32(position))
            if !checking || found.checks[Int32(position)] == nil { sure[rank] += 1 }
        }
        var hits: [Hit] = []
        var rank = 0
        while rank < buckets.count, hits.count < limit {
            var index = 0
            while index < buckets[rank].count, hits.count < limit {
                let position = buckets[rank][index]
                index += 1
                guard let kept = found.checkedRank(Int(position), rank: rank, engine: self) else { continue }
                if kept > rank {
                    // A phrase found word by word in the description, in order only in the steps.
                    let later = buckets[kept].firstIndex { $0 > position } ?? buckets[kept].endIndex
                    buckets[kept].insert(position, at: later)
                    continue
                }
                let reason = found.rankOnly ? found.filterWhy : self.reason(found.why[Int(position)], found.reasons)
                hits.append(Hit(position: position, rank: Self.publicRank(rank), why: reason))
            }
            rank += 1
        }
        return hits
    }

    /// How many internal ranks there are: a field's, or a field's plus `WordRanks.similar`.
    static let rankCount = Int(WordRanks.similar) * 2

    /// The rank a hit shows for an internal rank: every match of a word spelled nearly so is `similar`.
    static func publicRank(_ rank: Int) -> SearchRank {
        rank >= Int(WordRanks.similar) ? .similar : SearchRank(rawValue: rank)!
    }

    /// Every recipe `query` finds, by position, unranked (a list's filter).
    func matching(_ query: SearchQuery, favourites: Set<Int32>) -> [Bool] {
        guard !query.isEmpty, corpus.count > 0 else { return [Bool](repeating: false, count: corpus.count) }
        var found = evaluate(query, favourites: favourites, enough: nil)
        return (0..<corpus.count).map { found.alive[$0] && found.checkedRank($0, rank: Int(found.worst[$0]), engine: self) != nil }
    }

    /// The folded words of the name at `position`, sorted: a query of the same words in any
    /// order is the whole name.
    private func nameWords(_ position: Int) -> [String] {
        corpus.names.text(position).split { !TextFolding.isWordByte($0) }.map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    /// How `text` (a folded word or phrase) matches each recipe, field by field, best first.
    /// With `enough`, fields are left unread once that many recipes matched in better ones
    /// (they could not make the cut). A term of several tokens is matched as a run
    /// (`ranks(ofRun:)`); a word no field holds whole also finds the words spelled nearly so
    /// (`offerSimilar`), unless `wordStartsOnly` (an exclusion).
    func ranks(of text: String, reasons: SearchReasons, enough: Int? = nil, wordStartsOnly: Bool = false) -> WordRanks {
        if let run = PhraseMatcher(text) { return ranks(ofRun: run, text, reasons: reasons) }
        let needle = Array(text.utf8)
        // Thai and the like: the vocabularies keep whole runs of them, so look inside words.
        let unspaced = PhraseMatcher.holdsUnspaced(text)
        var result = WordRanks(count: corpus.count, reasons: reasons)
        // Whether some field holds the word whole: then it is no typo.
        var known = false
        /// Whether `enough` recipes already rank better than `rank`.
        func full(before rank: UInt8) -> Bool {
            guard let enough else { return false }
            var count = 0
            for value in result.ranks where value < rank {
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
            if !known, match != .inside, match == .whole || corpus.names.holdsWord(needle, at: position) { known = true }
        }
        if full(before: UInt8(SearchRank.id.rawValue)) { return result }
        corpus.ids.scan(for: needle) { position, match in
            // The id is named only for the hits shown (`reason(_:)`), not for every match.
            if match != .inside || unspaced { result.offer(position, .id, why: Self.idReason(position)) }
        }
        // Ingredient keys are singular (`egg yolk`): `yolks` is looked for as `yolk` there too.
        let singular = Self.singularLastWord(text).map { [(Array($0.utf8), true)] } ?? []
        for (table, rank, label) in [(corpus.tags, SearchRank.tag, "tag"), (corpus.ingredients, .ingredient, "ingredient")] {
            if full(before: UInt8(rank.rawValue)) { return result }
            for (needle, isSingular) in [(needle, false)] + (rank == .ingredient ? singular : []) {
                for (term, match) in unspaced ? table.containing(needle[...]).map({ ($0, TextMatch.inside) }) : table.matching(needle) {
                    // The singular as a whole word: `rolls` is `roll`, not `rolled`.
                    if isSingular, !table.holdsWord(needle, term: term, match: match) { continue }
                    if !known, table.holdsWord(needle, term: term, match: match) { known = true }
                    let reason = reasons.number(label + ": " + table.text(term))
                    for position in table.postings[term] { result.offer(Int(position), rank, why: reason) }
                }
            }
        }
        for (table, rank, label) in [(corpus.summaryWords, SearchRank.description, "description"), (corpus.stepWords, .steps, "steps")] {
            if full(before: UInt8(rank.rawValue)) { return result }
            let reason = reasons.number(label)
            for (term, match) in unspaced ? table.containing(needle[...]).map({ ($0, TextMatch.inside) }) : table.matching(needle) {
                if match == .whole { known = true }
                for position in table.postings[term] { result.offer(Int(position), rank, why: reason) }
            }
        }
        if !known, !wordStartsOnly, !full(before: WordRanks.similar), SpellingVocabulary.isEligible(text) {
            offerSimilar(to: text, into: &result, reasons: reasons)
        }
        return result
    }

    /// The reason number standing for "the id of the recipe at `position`" (-2 and below;
    /// -1 is the name, 0 and above an interned reason).
    static func idReason(_ position: Int) -> Int32 { -2 - Int32(position) }

    /// The text of reason `number`.
    func reason(_ number: Int32, _ reasons: SearchReasons) -> String? {
        if number >= 0 { return reasons.texts[Int(number)] }
        if number == -1 { return nil }
        return "id: " + String(decoding: corpus.ids.text(Int(-2 - number)), as: UTF8.self)
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
