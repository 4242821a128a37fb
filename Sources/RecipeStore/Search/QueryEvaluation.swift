/// What a query leaves of a corpus before ranking (`QueryEngine.evaluate`): which recipes are
/// still in, the worst rank each word gave them and why, and the phrases still to be checked
/// for their words' order (read from the recipe, at most `checkBudget` times a query: past
/// that, a recipe holding a phrase's words is taken as holding the phrase).
struct QueryEvaluation {
    /// Recipes every clause lets through so far, by position.
    var alive: [Bool]
    /// The worst rank a required word gave each recipe.
    var worst: [UInt8]
    /// The reason (a `SearchReasons` number, -1 the name) behind each worst rank.
    var why: [Int32]
    /// Phrases to check for a position: found in order (or, excluded, not).
    var checks: [Int32: [(phrase: String, excluded: Bool)]] = [:]
    /// What the first filter says, for results found by filters alone.
    var filterWhy: String?
    /// Whether no word or phrase is required: every recipe left ranks alike.
    var rankOnly = false
    /// The required words (not phrases), folded.
    var words: [String] = []
    /// The reasons the numbers in `why` stand for.
    let reasons = SearchReasons()
    /// How many more phrase checks may read a recipe.
    var checkBudget = 64

    init(count: Int) {
        alive = [Bool](repeating: true, count: count)
        worst = [UInt8](repeating: 0, count: count)
        why = [Int32](repeating: -1, count: count)
    }

    /// Whether the recipe at `position` passes its phrase checks (true when it has none).
    mutating func passesChecks(_ position: Int, engine: QueryEngine) -> Bool {
        guard let pending = checks[Int32(position)] else { return true }
        guard checkBudget > 0 else { return pending.allSatisfy { !$0.excluded } }
        checkBudget -= 1
        return pending.allSatisfy { engine.phrase($0.phrase, isIn: Int32(position)) != $0.excluded }
    }
}

extension QueryEngine {
    /// Applies every clause of `query`: words and phrases rank and narrow, exclusions remove
    /// (a word inside another word of a name does not count for them: `-ham` keeps Graham
    /// crackers), filters narrow. `enough` lets a query of one word skip fields that could not
    /// make the cut (`ranks`).
    func evaluate(_ query: SearchQuery, favourites: Set<Int32>, enough: Int?) -> QueryEvaluation {
        let count = corpus.count
        var found = QueryEvaluation(count: count)
        found.words = query.clauses.filter { !$0.excluded }.compactMap { clause -> String? in
            if case let .word(word) = clause.term { return word }
            return nil
        }
        // A common word ("and") among others is not required: "chicken and rice".
        let common = found.words.filter { SearchFacts.stopWords.contains($0) }
        let optional = Set(common.count < found.words.count ? common : [])
        for clause in query.clauses {
            switch clause.term {
            case let .word(text) where !optional.contains(text), let .phrase(text):
                let isPhrase = if case .phrase = clause.term { true } else { false }
                let alone = query.clauses.count == 1 && !clause.excluded && !isPhrase
                let matched = ranks(of: text, isPhrase: isPhrase, reasons: found.reasons, enough: alone ? enough : nil,
                                    wordStartsOnly: clause.excluded)
                for position in 0..<count where found.alive[position] {
                    let rank = matched.ranks[position]
                    guard rank != WordRanks.none else {
                        if !clause.excluded { found.alive[position] = false }
                        continue
                    }
                    if matched.unverified.contains(Int32(position)) {
                        found.checks[Int32(position), default: []].append((text, clause.excluded))
                        if clause.excluded { continue }
                    } else if clause.excluded {
                        found.alive[position] = false
                        continue
                    }
                    if rank >= found.worst[position] {
                        found.worst[position] = rank
                        found.why[position] = matched.why[position]
                    }
                }
            case .word:
                continue
            default:
                let mask = self.mask(clause.term, favourites: favourites)
                for position in 0..<count where found.alive[position] && mask[position] == clause.excluded { found.alive[position] = false }
                if !clause.excluded, found.filterWhy == nil { found.filterWhy = Self.describe(clause.term) }
            }
        }
        found.rankOnly = found.words.isEmpty && !query.clauses.contains { if case .phrase = $0.term { !$0.excluded } else { false } }
        return found
    }
}
