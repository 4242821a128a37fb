/// What a query leaves of a corpus before ranking (`QueryEngine.evaluate`): which recipes are
/// still in, the worst rank each word gave them and why, and the runs (phrases, CJK text)
/// still to be checked for their order by reading the recipe — at most `checkBudget` recipes a
/// query: past that, a recipe whose run could not be checked is left out (a hit is never
/// shown for words that are only scattered through it).
struct QueryEvaluation {
    /// A run to look for in a recipe's description and steps: required there, or (excluded)
    /// in neither.
    struct Check {
        let run: PhraseMatcher
        let excluded: Bool
    }

    /// Recipes every clause lets through so far, by position.
    var alive: [Bool]
    /// The worst rank a required word gave each recipe.
    var worst: [UInt8]
    /// The reason (a `SearchReasons` number, -1 the name) behind each worst rank.
    var why: [Int32]
    /// The runs to check for a position.
    var checks: [Int32: [Check]] = [:]
    /// What the first filter says, for results found by filters alone.
    var filterWhy: String?
    /// Whether no word or phrase is required: every recipe left ranks alike.
    var rankOnly = false
    /// The required words (not phrases), folded.
    var words: [String] = []
    /// The reasons the numbers in `why` stand for.
    let reasons = SearchReasons()
    /// How many more recipes checks may read.
    var checkBudget = QueryEvaluation.checkLimit
    /// How many recipes a query's checks may read at most: each is a recipe read (60–80 µs
    /// from the on-disk index of 100,000 recipes, release build) and its text folded and
    /// scanned (about 25 µs), so a phrase costs at most about 25 ms a keystroke.
    static let checkLimit = 256
    /// How many recipes checks have read (for tests: work is counted, not timed).
    private(set) var reads = 0

    init(count: Int) {
        alive = [Bool](repeating: true, count: count)
        worst = [UInt8](repeating: 0, count: count)
        why = [Int32](repeating: -1, count: count)
    }

    /// The rank the recipe at `position` keeps after its checks: `rank` itself, or the steps'
    /// when a run found word by word in the description is in order only in a step; nil when a
    /// check fails, or cannot be made (the budget is spent). A recipe is read once: its
    /// checks are then forgotten.
    mutating func checkedRank(_ position: Int, rank: Int, engine: QueryEngine) -> Int? {
        guard let pending = checks[Int32(position)] else { return rank }
        guard checkBudget > 0 else { return nil }
        checkBudget -= 1
        reads += 1
        checks[Int32(position)] = nil
        guard let recipe = engine.recipe(Int32(position)) else { return nil }
        var folded: (summary: String, steps: [String])?
        var kept = rank
        for check in pending {
            let field = engine.field(of: check.run, in: recipe, folded: &folded)
            if check.excluded {
                if field != nil { return nil }
            } else if field == nil {
                return nil
            } else if field == .steps, kept < SearchRank.steps.rawValue {
                kept = SearchRank.steps.rawValue
                why[position] = reasons.number("steps")
            }
        }
        return kept
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
                let matched = ranks(of: text, reasons: found.reasons, enough: alone ? enough : nil, wordStartsOnly: clause.excluded)
                let run = matched.unverified.isEmpty ? nil : PhraseMatcher(text)
                for position in 0..<count where found.alive[position] {
                    let rank = matched.ranks[position]
                    guard rank != WordRanks.none else {
                        if !clause.excluded { found.alive[position] = false }
                        continue
                    }
                    if let run, matched.unverified.contains(Int32(position)) {
                        found.checks[Int32(position), default: []].append(QueryEvaluation.Check(run: run, excluded: clause.excluded))
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
